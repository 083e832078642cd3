import { teamPasswordBody } from '@/entries/booking/requests'
import { appAction } from '@/server/http/app-action'
import { perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { setTeamPassword } from '@/server/entries/team-places'
import { teamIdParam } from '@/server/races/site'

type Params = { teamId: string }
const rateLimit = { key: perCustomer('team-password'), attempts: 30, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } as const

/** App API PUT /teams/{teamId}/password `{password}`: the captain sets the password a joiner gives with the team's code. */
export const PUT = appAction<typeof teamPasswordBody, Params>({ body: teamPasswordBody, rateLimit }, async ({ customer, params, body }) =>
  setTeamPassword(await getPayloadClient(), { teamId: teamIdParam(params), customer, password: body.password }),
)

/** App API DELETE /teams/{teamId}/password: the code alone opens the team again. */
export const DELETE = appAction<undefined, Params>({ rateLimit }, async ({ customer, params }) => setTeamPassword(await getPayloadClient(), { teamId: teamIdParam(params), customer, password: null }))
