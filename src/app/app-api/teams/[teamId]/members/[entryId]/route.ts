import { appAction } from '@/server/http/app-action'
import { perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { removeTeamMember } from '@/server/entries/captains'
import { bookingEntryId, teamIdParam } from '@/server/races/site'

type Params = { teamId: string; entryId: string }

/**
 * App API DELETE /teams/{teamId}/members/{entryId}: the captain removes a member until the cut-off.
 * A bulk place is freed; any other place is refunded to its payer under the event's policy, once.
 */
export const DELETE = appAction<undefined, Params>(
  { rateLimit: { key: perCustomer('team-remove'), attempts: 30, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ customer, params }) => removeTeamMember(await getPayloadClient(), { teamId: teamIdParam(params), customer, entryId: bookingEntryId(params) }),
)
