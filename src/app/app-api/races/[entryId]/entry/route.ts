import { entryChangeBody } from '@/entries/booking/requests'
import { appAction } from '@/server/http/app-action'
import { perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { changeOwnEntry, entryChangeForm } from '@/server/entries/entry-changes'
import { bookingEntryId } from '@/server/races/site'

type Params = { entryId: string }

/** App API GET /races/{entryId}/entry: what the runner may change of their entry, until when, and their current choices. */
export const GET = appAction<undefined, Params>({}, async ({ customer, params, locale }) => ({
  entry: await entryChangeForm(await getPayloadClient(), customer.id, bookingEntryId(params), locale),
}))

/**
 * App API PATCH /races/{entryId}/entry: changes the runner's own individual entry (distance, time
 * zone, group, timeboxed start) within the event's rules, until its cut-off; each change is kept in
 * the entry's history.
 */
export const PATCH = appAction<typeof entryChangeBody, Params>(
  { body: entryChangeBody, rateLimit: { key: perCustomer('entry-change'), attempts: 60, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ customer, params, body, locale }) => ({
    entry: await changeOwnEntry(await getPayloadClient(), { customerId: customer.id, entryId: bookingEntryId(params), change: body, locale }),
  }),
)
