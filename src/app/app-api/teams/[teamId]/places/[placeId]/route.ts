import { appAction } from '@/server/http/app-action'
import { perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { releaseTeamPlace } from '@/server/entries/team-places'
import { placeIdParam, teamIdParam } from '@/server/races/site'

type Params = { teamId: string; placeId: string }

/** App API DELETE /teams/{teamId}/places/{placeId}: the captain takes back a place held for someone; it is free again. */
export const DELETE = appAction<undefined, Params>(
  { rateLimit: { key: perCustomer('team-place'), attempts: 60, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ customer, params }) => {
    await releaseTeamPlace(await getPayloadClient(), { teamId: teamIdParam(params), customer, placeId: placeIdParam(params) })
    return { released: true }
  },
)
