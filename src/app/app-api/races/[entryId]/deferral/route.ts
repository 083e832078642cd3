import { z } from 'zod'
import { appAction } from '@/server/http/app-action'
import { perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { deferOwnEntry, deferralView } from '@/server/entries/deferrals'
import { bookingEntryId } from '@/server/races/site'
import { marketOfRequest } from '@/server/markets'

type Params = { entryId: string }
const body = z.strictObject({
  eventId: z
    .number('validation.required')
    .int()
    .positive()
    .max(2 ** 31),
})

/** App API GET /races/{entryId}/deferral: the later events the entry may move to now, or why none, and the difference to pay. */
export const GET = appAction<undefined, Params>({}, async ({ request, customer, params, locale }) => ({
  deferral: await deferralView(await getPayloadClient(), customer.id, bookingEntryId(params), locale, (await marketOfRequest(request, locale)).currency),
}))

/**
 * App API POST /races/{entryId}/deferral `{eventId}`: the entrant moves their entry to one of those
 * events (`{deferred}`); where a difference is charged, nothing moves yet and the answer names the
 * fee line to pay at the checkout (`{awaitingFee}`).
 */
export const POST = appAction<typeof body, Params>(
  { body, rateLimit: { key: perCustomer('entry-deferral'), attempts: 20, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ request, customer, params, body, locale }) =>
    deferOwnEntry(await getPayloadClient(), {
      customerId: customer.id,
      entryId: bookingEntryId(params),
      toEventId: body.eventId,
      locale,
      currency: (await marketOfRequest(request, locale)).currency,
    }),
)
