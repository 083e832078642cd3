import { placeOfferBody } from '@/entries/booking/requests'
import { appAction } from '@/server/http/app-action'
import { json, perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { allocateTeamPlace } from '@/server/entries/team-places'
import { teamIdParam } from '@/server/races/site'

type Params = { teamId: string }

/**
 * App API POST /teams/{teamId}/places `{kind, email, firstName, lastName, locale}`: the captain
 * holds one of the team's free bulk places for a named person, who gets a mail to claim it.
 */
export const POST = appAction<typeof placeOfferBody, Params>(
  { body: placeOfferBody, rateLimit: { key: perCustomer('team-place'), attempts: 60, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ customer, params, body, locale }) =>
    json(
      await allocateTeamPlace(await getPayloadClient(), {
        teamId: teamIdParam(params),
        customer,
        kind: body.kind,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        personLocale: body.locale,
        locale,
      }),
      201,
    ),
)
