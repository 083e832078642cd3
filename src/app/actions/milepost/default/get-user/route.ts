import { getPayloadClient } from '@/lib/payload'
import { siteAction } from '@/lib/site-api/action'

export const dynamic = 'force-dynamic'

/** The signed-in site user, or null. Customer records arrive with accounts; until then customer is null. */
export const GET = siteAction({}, async ({ request }) => {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return { user: null }
  return { user: { id: user.id, email: user.email, customer: null } }
})
