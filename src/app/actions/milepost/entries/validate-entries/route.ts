import { customerFromRequest } from '@/server/accounts/customer'
import { payloadEntryStore } from '@/server/stores/entry-store'
import { validateEntriesBody } from '@/entries/requests'
import { DomainError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload'
import { rateLimiter, rateLimitKey } from '@/lib/rate-limit'
import { siteAction } from '@/server/http/site-action'

/** A signed-in person checks at most 60 times in 10 minutes (docs/decisions/0013). */
const LIMIT = { attempts: 60, windowMs: 10 * 60_000 }

/**
 * Spec §7 entries/validate-entries: for each email asked, whether it may still enter the event.
 * Signed-in only, bounded and rate-limited, and it answers only for the emails asked.
 */
export const POST = siteAction({ body: validateEntriesBody }, async ({ request, body }) => {
  const payload = await getPayloadClient()
  const { customer } = await customerFromRequest(payload, request.headers)
  if (!customer) throw new DomainError('unauthorized', 'entries.userRequired')
  if ((await rateLimiter(payload).hit(rateLimitKey('validate-entries', String(customer.id)), LIMIT.windowMs)) > LIMIT.attempts) {
    throw new DomainError('rate_limited', 'contact.tooManyRequests')
  }
  const emails = [...new Set(body.emails)]
  const entered = new Set(await payloadEntryStore(payload).enteredEmails(body.eventId, emails))
  return Object.fromEntries(emails.map((email) => [email, !entered.has(email)]))
})
