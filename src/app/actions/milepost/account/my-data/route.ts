import { dataExport, exportFileName } from '@/accounts/your-data'
import { accountDataStore } from '@/server/accounts/your-data'
import { siteAction } from '@/server/http/site-action'

/**
 * The signed-in customer's data (session cookie of a `customers` account only) as a JSON file to
 * download: account, addresses, orders, entries, runs, teams, medals, newsletter subscription.
 */
export const GET = siteAction({ requireCustomer: true }, async ({ customer }) => {
  const now = new Date()
  const data = dataExport(await (await accountDataStore()).collect(customer), now)
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(now)}"`,
      'Cache-Control': 'no-store',
    },
  })
})
