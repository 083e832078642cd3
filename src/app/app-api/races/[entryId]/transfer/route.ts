import { transferOfferBody } from '@/entries/booking/requests'
import { appAction } from '@/server/http/app-action'
import { json, perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { offerEntry, takeBackEntry, transferState } from '@/server/entries/transfers'
import { bookingEntryId } from '@/server/races/site'
import { marketOfRequest } from '@/server/markets'

type Params = { entryId: string }

/** App API GET /races/{entryId}/transfer: whether the runner may hand the entry on, until when, at what fee, and the offer open. */
export const GET = appAction<undefined, Params>({}, async ({ request, customer, params, locale }) => ({
  transfer: await transferState(await getPayloadClient(), customer.id, bookingEntryId(params), locale, (await marketOfRequest(request, locale)).currency),
}))

/**
 * App API POST /races/{entryId}/transfer: offers the entry to a friend's email; they get a mail in
 * the language chosen for them, with a link to claim it, or, where the event charges a fee, once the
 * fee line the answer names is paid at the checkout. Rate-limited: each offer sends a mail.
 */
export const POST = appAction<typeof transferOfferBody, Params>(
  { body: transferOfferBody, rateLimit: { key: perCustomer('entry-transfer'), attempts: 20, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ request, customer, params, body, locale }) => {
    const transfer = await offerEntry(await getPayloadClient(), {
      currency: (await marketOfRequest(request, locale)).currency,
      customerId: customer.id,
      customerName: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
      entryId: bookingEntryId(params),
      email: body.email,
      friendLocale: body.locale,
      locale,
    })
    return json({ transfer }, 201)
  },
)

/** App API DELETE /races/{entryId}/transfer: takes a pending offer back; the friend's link stops working. */
export const DELETE = appAction<undefined, Params>({}, async ({ request, customer, params, locale }) => ({
  transfer: await takeBackEntry(await getPayloadClient(), {
    customerId: customer.id,
    entryId: bookingEntryId(params),
    locale,
    currency: (await marketOfRequest(request, locale)).currency,
  }),
}))
