import { teamJoinBody } from '@/entries/booking/requests'
import { appAction } from '@/server/http/app-action'
import { perAddress, perCustomer } from '@/server/http/site-action'
import { rateLimitKey } from '@/lib/rate-limit'
import { getPayloadClient } from '@/server/payload'
import { joinWithCode } from '@/server/entries/team-places'

/**
 * App API POST /teams/join `{code, password?, firstName, lastName, waiver}`: a joiner with the
 * team's code (and password) takes one of the places its captain paid for, with nothing to pay.
 * Rate-limited tightly: the code and password are guessable one try at a time, so tries are counted
 * per account, per address, and, for wrong guesses, per team code whoever tries it (many accounts
 * guessing one password).
 */
export const POST = appAction<typeof teamJoinBody>(
  {
    body: teamJoinBody,
    rateLimit: { key: perCustomer('team-join'), attempts: 20, windowMs: 10 * 60_000, message: 'contact.tooManyRequests' },
    bodyRateLimits: [
      { key: perAddress('team-join'), attempts: 40, windowMs: 10 * 60_000, message: 'contact.tooManyRequests' },
      // Wrong guesses only: a whole club joining on one code is never held up by its own members.
      { key: ({ body }) => rateLimitKey('team-join-code', body.code.trim().toUpperCase()), attempts: 30, windowMs: 10 * 60_000, counts: 'failures', message: 'contact.tooManyRequests' },
    ],
  },
  async ({ customer, body, locale }) =>
    joinWithCode(await getPayloadClient(), {
      code: body.code,
      password: body.password ?? null,
      waiver: body.waiver,
      claimant: { customerId: customer.id, email: customer.email, firstName: body.firstName, lastName: body.lastName, locale },
    }),
)
