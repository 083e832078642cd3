import { z } from 'zod'
import { appAction } from '@/server/http/app-action'
import { perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { captainView, changeOwnTeam } from '@/server/entries/captains'
import { emblemKeys } from '@/entries/emblems'
import { teamIdParam } from '@/server/races/site'

type Params = { teamId: string }
const body = z
  .strictObject({
    name: z.string('validation.required').trim().min(1, 'validation.required').max(60, 'validation.tooLong').optional(),
    emblem: z.enum(emblemKeys, 'validation.required').optional(),
  })
  .refine((change) => change.name !== undefined || change.emblem !== undefined, 'validation.required')

/** App API GET /teams/{teamId}: the captain's team (members, progress, places not yet named); 404 for anyone else. */
export const GET = appAction<undefined, Params>({}, async ({ customer, params, locale }) => ({ team: await captainView(await getPayloadClient(), teamIdParam(params), customer, locale) }))

/** App API PATCH /teams/{teamId} `{name?, emblem?}`: the captain renames the team or picks another emblem until the event's cut-off; names stay unique in the event. */
export const PATCH = appAction<typeof body, Params>(
  { body, rateLimit: { key: perCustomer('team-rename'), attempts: 30, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ customer, params, body, locale }) => ({ team: await changeOwnTeam(await getPayloadClient(), { teamId: teamIdParam(params), customer, name: body.name, emblem: body.emblem, locale }) }),
)
