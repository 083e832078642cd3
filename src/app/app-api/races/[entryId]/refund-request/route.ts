import { refundRequestBody } from '@/entries/booking/requests'
import { appAction } from '@/server/http/app-action'
import { json, perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { askOrganisers } from '@/server/entries/refund-requests'
import { bookingEntryId } from '@/server/races/site'

type Params = { entryId: string }

/**
 * App API POST /races/{entryId}/refund-request `{ message }`: the entrant (or the account that paid)
 * asks the organisers for a refund the event's policy does not give; editors decide it in the
 * admin. 201 with the request; 409 while another request for the entry is open.
 */
export const POST = appAction<typeof refundRequestBody, Params>(
  { body: refundRequestBody, rateLimit: { key: perCustomer('refund-request'), attempts: 20, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ customer, params, body, locale }) => json({ request: await askOrganisers(await getPayloadClient(), { customer, entryId: bookingEntryId(params), message: body.message, locale }) }, 201),
)
