import { z } from 'zod'
import { appAction } from '@/server/http/app-action'
import { perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { handOverOwnTeam } from '@/server/entries/captains'
import { teamIdParam } from '@/server/races/site'

type Params = { teamId: string }
const body = z.strictObject({
  entryId: z
    .number('validation.required')
    .int()
    .positive()
    .max(2 ** 31),
})

/** App API POST /teams/{teamId}/captain `{entryId}`: the captain hands the team to a member who has an account. */
export const POST = appAction<typeof body, Params>(
  { body, rateLimit: { key: perCustomer('team-captain'), attempts: 30, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ customer, params, body }) => handOverOwnTeam(await getPayloadClient(), { teamId: teamIdParam(params), customer, toEntryId: body.entryId }),
)
