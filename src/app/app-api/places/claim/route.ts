import { placeClaimBody } from '@/entries/booking/requests'
import { appAction } from '@/server/http/app-action'
import { perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { claimTeamPlace } from '@/server/entries/team-places'

/**
 * App API POST /places/claim `{token, firstName, lastName, waiver}`: the person a captain held a
 * place for claims it with their account; it becomes their entry in the team. Refused when they are
 * entered already, or the place was taken back or claimed. Rate-limited against guessing links.
 */
export const POST = appAction<typeof placeClaimBody>(
  { body: placeClaimBody, rateLimit: { key: perCustomer('place-claim'), attempts: 30, windowMs: 10 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ customer, body, locale }) =>
    claimTeamPlace(await getPayloadClient(), {
      token: body.token,
      waiver: body.waiver,
      claimant: { customerId: customer.id, email: customer.email, firstName: body.firstName, lastName: body.lastName, locale },
    }),
)
