import { appAction } from '@/server/http/app-action'
import { json, perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { entryRefundView, refundOwnEntry } from '@/server/entries/entry-refund'
import { openRefundRequest } from '@/server/entries/refund-requests'
import { bookingEntryId } from '@/server/races/site'

type Params = { entryId: string }

/**
 * App API GET /races/{entryId}/refund: the event's refund policy, what cancelling now gives back (or
 * why not), and the request to the organisers still open, if any.
 */
export const GET = appAction<undefined, Params>({}, async ({ customer, params, locale }) => {
  const payload = await getPayloadClient()
  const { entry, view } = await entryRefundView(payload, customer.id, bookingEntryId(params), locale)
  return { refund: { ...view, request: await openRefundRequest(payload, entry.id) } }
})

/**
 * App API POST /races/{entryId}/refund: the runner cancels their entry under the event's policy;
 * the policy's part of its price goes back to the card or PayPal account that paid, once.
 */
export const POST = appAction<undefined, Params>(
  { rateLimit: { key: perCustomer('entry-refund'), attempts: 20, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ customer, params, locale }) => json({ refund: await refundOwnEntry(await getPayloadClient(), { customerId: customer.id, entryId: bookingEntryId(params), locale }) }, 201),
)
