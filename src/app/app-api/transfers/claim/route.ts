import { transferClaimBody } from '@/entries/booking/requests'
import { appAction } from '@/server/http/app-action'
import { perCustomer } from '@/server/http/site-action'
import { getPayloadClient } from '@/server/payload'
import { claimEntry } from '@/server/entries/transfers'

/**
 * App API POST /transfers/claim: the signed-in friend claims the entry a link offers them; it becomes
 * their race, with its runs. Refused when they are entered in the event already, or the offer was
 * taken back, claimed, or closed. Rate-limited against guessing links.
 */
export const POST = appAction<typeof transferClaimBody>(
  { body: transferClaimBody, rateLimit: { key: perCustomer('entry-claim'), attempts: 30, windowMs: 10 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ customer, body, locale }) =>
    claimEntry(await getPayloadClient(), {
      token: body.token,
      claimant: { customerId: customer.id, email: customer.email, firstName: body.firstName, lastName: body.lastName, locale },
    }),
)
