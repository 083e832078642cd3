import type { MessageKey } from '../../i18n/messages'
import type { Money } from '../money'
import type { CompletionInput, Order } from '../orders/complete-order'
import type { PayDeps, PaymentAttempt } from './attempts'

export type Settled = { kind: 'paid'; order: Order } | { kind: 'failed'; message: MessageKey }

/**
 * A provider says the money is ours: make the order, or give the money back when we cannot. A second
 * payment for a cart that another payment already completed (a retried checkout) is refunded too.
 */
export async function settle(deps: PayDeps, attempt: PaymentAttempt & { reference: string }, pricedCart?: CompletionInput['pricedCart']): Promise<Settled> {
  const completion = await deps.complete({
    cartNumber: attempt.cartNumber,
    payment: { reference: attempt.reference, gateway: attempt.gateway, amount: attempt.amount },
    locale: attempt.locale,
    transactionHash: attempt.transactionHash,
    pricedCart,
  })
  // The attempt was marked succeeded, with its reference, in the order's transaction.
  if (completion.outcome === 'completed') return { kind: 'paid', order: completion.order }
  const { reference } = attempt
  if (completion.outcome === 'already-completed') {
    const { order } = completion
    const duplicate = order.paymentReference !== reference
    if (duplicate) await deps.gateways[attempt.gateway].refund(reference, attempt.amount)
    await deps.payments.update(attempt.transactionHash, { status: duplicate ? 'refunded' : 'succeeded', reference, orderNumber: order.number, orderKey: order.accessKey })
    return { kind: 'paid', order }
  }
  await deps.gateways[attempt.gateway].refund(reference, attempt.amount)
  const message = completion.outcome === 'out-of-stock' ? 'payments.soldOutWhilePaying' : completion.outcome === 'refused' ? completion.reason : 'payments.cartNotPayable'
  await deps.payments.update(attempt.transactionHash, { status: 'refunded', reference, message })
  return { kind: 'failed', message }
}

/** What a provider reported of a payment (a verified webhook, or the reconcile job asking). */
export type ProviderReport = {
  reference: string
  /** Our attempt's hash, when the provider echoes it back (metadata, custom id). */
  transactionHash?: string
  /** `approved`: PayPal's buyer approved; capturing is still ours to do. */
  outcome: 'approved' | 'succeeded' | 'failed'
  message?: string
  /** What the provider says it took, when it says (Stripe's intent, PayPal's capture). */
  paid?: Money
}

export type SettleResult = 'completed' | 'refunded' | 'failed' | 'pending' | 'ignored'

/** A provider says it gave money back for a payment (its dashboard, a dispute, or our own refund echoed). */
export type ProviderRefundReport = {
  /** The payment, by the reference Milepost keeps (Stripe's intent, PayPal's order). */
  reference: string
  /** All the provider has given back for the payment so far. */
  refundedInAll: Money
}

/**
 * Webhooks and the reconcile job end here: the attempt the report is about is completed into its
 * order (once, whoever comes first), marked failed, or left for later.
 */
export async function settleReport(deps: PayDeps, report: ProviderReport): Promise<SettleResult> {
  let attempt = await deps.payments.byReference(report.reference)
  if (!attempt && report.transactionHash) {
    // The charge call timed out before we learnt the provider's reference: the provider tells us now.
    attempt = await deps.payments.byHash(report.transactionHash)
    if (attempt?.reference && attempt.reference !== report.reference) attempt = null
    if (attempt && !attempt.reference) await deps.payments.update(attempt.transactionHash, { reference: report.reference })
  }
  if (!attempt) return 'ignored'
  if (attempt.status !== 'pending') return attempt.status === 'succeeded' ? 'completed' : 'ignored'
  const reference = report.reference
  let outcome = report.outcome
  let message = report.message
  if (outcome === 'approved') {
    const confirmed = await deps.gateways[attempt.gateway].confirm(reference)
    if (confirmed.status === 'pending') return 'pending'
    outcome = confirmed.status === 'succeeded' ? 'succeeded' : 'failed'
    if (confirmed.status === 'failed') message = confirmed.message
  }
  if (outcome === 'failed') {
    await deps.payments.update(attempt.transactionHash, { status: 'failed', message: message ?? 'payments.cartNotPayable' })
    return 'failed'
  }
  const settled = await settle(deps, { ...attempt, reference })
  return settled.kind === 'paid' ? 'completed' : 'refunded'
}
