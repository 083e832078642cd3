import { payloadEntryStore } from '@/server/stores/entry-store'
import { validateEntriesBody } from '@/entries/requests'
import { getPayloadClient } from '@/server/payload'
import { perCustomer, siteAction } from '@/server/http/site-action'

/**
 * Spec §7 entries/validate-entries: for each email asked, whether it may still enter the event.
 * Signed-in only, bounded and rate-limited (a signed-in person checks at most 60 times in 10
 * minutes, docs/decisions/0013), and it answers only for the emails asked.
 */
export const POST = siteAction(
  {
    body: validateEntriesBody,
    requireCustomer: 'entries.userRequired',
    rateLimit: { key: perCustomer('validate-entries'), attempts: 60, windowMs: 10 * 60_000, message: 'contact.tooManyRequests' },
  },
  async ({ body }) => {
    const emails = [...new Set(body.emails)]
    const entered = new Set(await payloadEntryStore(await getPayloadClient()).enteredEmails(body.eventId, emails))
    return Object.fromEntries(emails.map((email) => [email, !entered.has(email)]))
  },
)
