import { customerFromRequest } from '@/server/accounts/customer'
import { getPayloadClient } from '@/server/payload'
import { siteAction } from '@/server/http/site-action'
import { hasRunClubAccess } from '@/members/run-club'

export const dynamic = 'force-dynamic'

/** Spec §7 default/access-run-club: `{access}` for the site session (members, and editors previewing). */
export const GET = siteAction({}, async ({ request }) => {
  const { user } = await customerFromRequest(await getPayloadClient(), request.headers)
  return { access: hasRunClubAccess(user) }
})
