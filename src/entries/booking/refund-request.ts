import { DomainError } from '../../lib/errors'
import type { Locale } from '../../i18n/locales'
import type { MessageKey } from '../../i18n/messages'

/**
 * Refund requests (issue 28, decision 0056): an entrant whose event's policy gives nothing back now
 * asks the organisers, with a reason; an editor approves (with an amount, from nothing to what is
 * left of the entry's own order line) or declines. An approval refunds through the refund code under
 * the request's own key and cancels the entry; either way the entrant is told, in their language.
 */

export const REFUND_REQUEST_STATES = ['pending', 'approved', 'declined'] as const
export type RefundRequestState = (typeof REFUND_REQUEST_STATES)[number]

/** The longest reason an entrant gives, and the longest reply an editor sends. */
export const REQUEST_TEXT_MAX = 1000

export type RefundRequest = {
  id: number
  entryId: number
  eventId: number
  orderNumber: string
  requesterEmail: string
  requesterCustomerId: number
  message: string
  status: RefundRequestState
  currency: string | null
  /** What the editor approved, in the order currency's minor units. */
  amount: number | null
  reply: string | null
  /** The language the requester is answered in. */
  locale: Locale
  createdAt: Date
}

/** An entry as a request for its refund sees it. */
export type RequestedEntry = {
  id: number
  eventId: number
  orderNumber: string
  entrantCustomerId: number | null
  /** The account that paid for it: the money goes back to them. */
  payerCustomerId: number | null
  cancelled: boolean
  finished: boolean
}

/** What is left of the entry's own order line to give back, in minor units of the order's currency. */
export type EntryLine = { orderId: number; lineId: number; currency: string; amountLeft: number; qtyLeft: number }

export type NewRefundRequest = Pick<RefundRequest, 'entryId' | 'eventId' | 'orderNumber' | 'requesterEmail' | 'requesterCustomerId' | 'message' | 'locale'>

export type Decided = { status: 'approved'; amount: number; currency: string; reply: string | null; by: string } | { status: 'declined'; reply: string | null; by: string }

export type RefundRequestStore = {
  entry(entryId: number): Promise<RequestedEntry | null>
  openRequest(entryId: number): Promise<RefundRequest | null>
  /** Saves a pending request; null when the entry has an open one already (the database's unique key decides). */
  open(request: NewRefundRequest): Promise<RefundRequest | null>
  request(id: number): Promise<RefundRequest | null>
  entryLine(entryId: number): Promise<EntryLine | null>
  /** Settles a pending request, once: null when it was not pending any more. */
  decide(id: number, decided: Decided): Promise<RefundRequest | null>
  /** An approval whose refund could not be made is pending again; false when it cannot be (another request is open). */
  reopen(id: number, by: string): Promise<boolean>
}

function refuse(key: MessageKey, code: 'conflict' | 'not_found' | 'invalid_request' = 'conflict'): never {
  throw new DomainError(code, key)
}

/** The policy's refusals the organisers may still be asked past (not a cancelled or finished entry's). */
export const askableRefusal = (refusal: MessageKey | null) => refusal === 'booking.noRefundNow' || refusal === 'booking.refundTeam' || refusal === 'booking.refundByPayer'

/** The entry's entrant may ask, and so may the account that paid for it. */
export const mayAsk = (entry: Pick<RequestedEntry, 'entrantCustomerId' | 'payerCustomerId'>, customerId: number) => entry.entrantCustomerId === customerId || entry.payerCustomerId === customerId

/** The entrant (or payer) asks the organisers for a refund: one open request per entry, for an entry still to run. */
export async function askForRefund(store: RefundRequestStore, input: { customerId: number; email: string; entryId: number; message: string; locale: Locale }): Promise<RefundRequest> {
  const entry = await store.entry(input.entryId)
  if (!entry || !mayAsk(entry, input.customerId)) refuse('booking.notFound', 'not_found')
  if (entry.cancelled) refuse('booking.cancelled')
  if (entry.finished) refuse('booking.requestFinished')
  const message = input.message.trim()
  if (!message) refuse('validation.required', 'invalid_request')
  if (message.length > REQUEST_TEXT_MAX) refuse('validation.tooLong', 'invalid_request')
  const saved = await store.open({
    entryId: entry.id,
    eventId: entry.eventId,
    orderNumber: entry.orderNumber,
    requesterEmail: input.email,
    requesterCustomerId: input.customerId,
    message,
    locale: input.locale,
  })
  if (!saved) refuse('booking.requestPending')
  return saved
}

/** The most an approval gives back: what is left of one unit of the entry's line. */
export const lineLimit = (line: Pick<EntryLine, 'amountLeft' | 'qtyLeft'>) => (line.qtyLeft < 1 ? 0 : line.qtyLeft === 1 ? line.amountLeft : Math.floor(line.amountLeft / line.qtyLeft))

/** What the admin's form starts from: the policy's part now when it gives something, else all that is left. */
export const suggestedAmount = (line: Pick<EntryLine, 'amountLeft' | 'qtyLeft'>, policyPercent: number) =>
  policyPercent > 0 ? Math.floor((lineLimit(line) * Math.min(100, policyPercent)) / 100) : lineLimit(line)

export const isApprovedAmount = (amount: unknown, line: Pick<EntryLine, 'amountLeft' | 'qtyLeft'>): amount is number =>
  typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 && amount <= lineLimit(line)

/**
 * The refund an approval makes: its key is the request's, so any number of approvals is one refund.
 * `pending`: the provider did not answer (approving again asks again); `in-progress`: another
 * approval is making it right now.
 */
export type RefundOutcome = { state: 'succeeded' | 'pending' | 'in-progress' } | { state: 'failed' | 'refused'; message: string }
export type RequestRefund = (request: RefundRequest, line: EntryLine, amount: number, editor: string) => Promise<RefundOutcome>

export type DecisionInput = { requestId: number; decision: 'approve' | 'decline'; amount?: number; reply?: string | null; editor: string }

export type DecisionProblem = 'not-found' | 'decided' | 'cancelled' | 'no-line' | 'amount' | 'refused' | 'failed'

export type DecisionResult =
  | { outcome: 'declined'; request: RefundRequest }
  | { outcome: 'approved'; request: RefundRequest; refund: 'succeeded' | 'pending' | 'in-progress' }
  | { outcome: 'problem'; problem: DecisionProblem; message?: string }

const problem = (kind: DecisionProblem, message?: string): DecisionResult => ({ outcome: 'problem', problem: kind, ...(message ? { message } : {}) })

/**
 * An editor decides a request. Only a pending request is decided, by one compare-and-set: of two
 * decisions at once one wins. An approval then refunds; a second approval of the same request
 * (a double click, a retry after the provider did not answer) finishes the same refund, never a
 * second one. A refund the order or the provider refuses puts the request back to pending.
 */
export async function decideRefundRequest(deps: { store: RefundRequestStore; refund: RequestRefund }, input: DecisionInput): Promise<DecisionResult> {
  const { store } = deps
  const request = await store.request(input.requestId)
  if (!request) return problem('not-found')
  const reply = input.reply?.trim() ? input.reply.trim().slice(0, REQUEST_TEXT_MAX) : null

  if (input.decision === 'decline') {
    if (request.status !== 'pending') return problem('decided')
    const declined = await store.decide(request.id, { status: 'declined', reply, by: input.editor })
    return declined ? { outcome: 'declined', request: declined } : problem('decided')
  }

  if (request.status === 'declined') return problem('decided')
  const line = await store.entryLine(request.entryId)
  if (!line) return problem('no-line')
  let approved = request.status === 'approved' ? request : null
  if (!approved) {
    const entry = await store.entry(request.entryId)
    if (!entry || entry.cancelled) return problem('cancelled')
    if (line.qtyLeft < 1) return problem('no-line')
    if (!isApprovedAmount(input.amount, line)) return problem('amount')
    approved = await store.decide(request.id, { status: 'approved', amount: input.amount, currency: line.currency, reply, by: input.editor })
    // Decided meanwhile: an approval is finished like this one; a decline stands.
    approved ??= await store.request(request.id)
    if (approved?.status !== 'approved') return problem('decided')
  }
  const refund = await deps.refund(approved, line, approved.amount ?? 0, input.editor)
  if ('message' in refund) {
    await store.reopen(approved.id, input.editor)
    return problem(refund.state, refund.message)
  }
  return { outcome: 'approved', request: approved, refund: refund.state }
}
