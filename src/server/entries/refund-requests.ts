import 'server-only'
import type { Payload } from 'payload'
import { isCurrencyCode, money } from '../../commerce/money'
import { type RefundDeps, type RefundRecord, refundOrder } from '../../commerce/refunds/refund-order'
import { RefundRefused } from '../../commerce/refunds/refund-plan'
import { accountUrl } from '../../content/account-link'
import { type RefundPolicy, refundPercentNow } from '../../entries/booking/refund-policy'
import { askForRefund, type DecisionInput, decideRefundRequest, lineLimit, type RefundOutcome, type RefundRequest, type RequestRefund, suggestedAmount } from '../../entries/booking/refund-request'
import { refundRequestDecisionEmail } from '../../entries/booking/refund-request-emails'
import type { Locale } from '../../i18n/locales'
import { getTranslator } from '../../i18n/server-translator'
import { env } from '../../lib/env'
import { queueMail } from '../mail-queue'
import { payloadRefundRequestStore } from '../stores/refund-request-store'

/** An event's refund policy for entrants who cancel, and its first day (the tiers count back from it). */
export async function eventRefundPolicy(payload: Payload, eventId: number): Promise<{ policy: RefundPolicy; start: string }> {
  const event = await payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    overrideAccess: true,
    select: { eventStartDate: true, refundFullDays: true, refundPartialDays: true, refundPartialPercent: true },
  })
  return {
    policy: { fullUntilDays: event.refundFullDays ?? null, partialUntilDays: event.refundPartialDays ?? null, partialPercent: event.refundPartialPercent ?? 0 },
    start: event.eventStartDate,
  }
}

/** One refund per request, whoever approves it and however often. */
const refundKeyOf = (request: Pick<RefundRequest, 'id'>) => `refund-request-${request.id}`

/** What the race page shows of a request: with the organisers since when. */
const requestView = (request: RefundRequest | null) => (request ? { status: request.status, createdAt: request.createdAt.toISOString() } : null)

/** The entry's open request, for a caller that checked the entry is the customer's. */
export async function openRefundRequest(payload: Payload, entryId: number) {
  return requestView(await payloadRefundRequestStore(payload).openRequest(entryId))
}

/** The entrant (or the account that paid) asks the organisers for a refund the policy does not give. */
export async function askOrganisers(payload: Payload, input: { customer: { id: number; email: string }; entryId: number; message: string; locale: Locale }) {
  const request = await askForRefund(payloadRefundRequestStore(payload), {
    customerId: input.customer.id,
    email: input.customer.email,
    entryId: input.entryId,
    message: input.message,
    locale: input.locale,
  })
  return requestView(request)
}

/** The requester hears the decision in their language; once per request, however often it is settled. */
async function mailDecision(payload: Payload, request: RefundRequest) {
  const t = await getTranslator(request.locale)
  const event = await payload.findByID({ collection: 'events', id: request.eventId, locale: request.locale, depth: 0, select: { title: true }, disableErrors: true })
  const currency = isCurrencyCode(request.currency) ? request.currency : 'GBP'
  const decision = request.status === 'approved' ? { status: 'approved' as const, amount: money(request.amount ?? 0, currency) } : { status: 'declined' as const }
  const mail = refundRequestDecisionEmail({ eventTitle: event?.title ?? '', reply: request.reply, ...decision }, request.locale, `${env.SITE_URL}${accountUrl('/account/races', request.locale)}`, t)
  await queueMail(payload, { to: request.requesterEmail, ...mail }, { key: `refund-request-decided:${request.id}` })
}

/**
 * The editors' side (the admin's endpoints): what a decision rests on, and the decision. An
 * approval gives the amount back from the entry's own line through the refund code under the key
 * `refund-request-{id}`, so the refund's effects (the entry cancelled, out of its team and off the
 * board) are the refund code's, with or without money.
 */
export function refundRequestDesk(payload: Payload, refunds: () => Promise<RefundDeps>) {
  const store = payloadRefundRequestStore(payload)

  /** A refund as an approval reads it: pending without a throw is another approval asking the provider now. */
  const outcomeOf = (made: RefundRecord): RefundOutcome =>
    made.state === 'failed' ? { state: 'failed', message: made.message ?? 'no reason given' } : { state: made.state === 'pending' ? 'in-progress' : 'succeeded' }

  const refund: RequestRefund = async (request, line, amount, editor) => {
    const deps = await refunds()
    try {
      const made = await refundOrder(
        deps,
        line.orderId,
        refundKeyOf(request),
        { kind: 'lines', lines: [{ lineId: line.lineId, qty: 1, amount }] },
        { kind: 'editor', label: editor },
        `Refund request ${request.id} approved`,
      )
      return outcomeOf(made)
    } catch (error) {
      if (error instanceof RefundRefused) {
        // Refused because the request's own refund took what was left meanwhile: that refund is the answer.
        const raced = await deps.store.byKey(refundKeyOf(request))
        return raced ? outcomeOf(raced) : { state: 'refused', message: error.message }
      }
      // The provider did not answer: the refund is kept pending under its key, and approving again asks again.
      console.error(`[entries] refund request ${request.id}: the payment provider did not answer`, error)
      return { state: 'pending' }
    }
  }

  async function decisionForm(id: number, now = new Date()) {
    const request = await store.request(id)
    if (!request) return null
    const [line, { policy, start }, made] = await Promise.all([
      store.entryLine(request.entryId),
      eventRefundPolicy(payload, request.eventId),
      refunds().then((deps) => deps.store.byKey(refundKeyOf(request))),
    ])
    const percent = refundPercentNow(policy, start, now)
    return {
      status: request.status,
      /** The approval's refund as it stands: pending when the provider has not answered yet. */
      refund: made?.state ?? null,
      currency: line?.currency ?? request.currency,
      left: line ? lineLimit(line) : 0,
      policyPercent: percent,
      suggested: line ? suggestedAmount(line, percent) : 0,
    }
  }

  return {
    decisionForm,
    async decide(input: DecisionInput) {
      const amount = input.decision === 'approve' && input.amount === undefined ? (await decisionForm(input.requestId))?.suggested : input.amount
      const result = await decideRefundRequest({ store, refund }, { ...input, amount })
      if (result.outcome === 'declined' || (result.outcome === 'approved' && result.refund === 'succeeded')) await mailDecision(payload, result.request)
      return result
    },
  }
}
