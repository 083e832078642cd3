import { DomainError } from '../../lib/errors'
import type { PayDeps, PaymentAttempt } from './attempts'
import type { ConfirmResult } from './gateway'
import { settle } from './settle'

/** The address with these query parameters set (a provider's return, the checkout's cancel). */
export const withParams = (url: string, params: Record<string, string>) => {
  const parsed = new URL(url)
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value)
  return parsed.toString()
}

/**
 * Spec §7 payments/complete-payment: where the buyer lands after approving (3-D Secure, PayPal) or
 * cancelling. Completes the payment once and answers where to send the buyer: the signed
 * payment-complete page with the order, or the signed cancel URL with the problem. A cancel is no
 * problem: the checkout says so calmly (`payments.paymentCancelled`), with the basket untouched.
 */
export async function completePayment(deps: PayDeps, transactionHash: string, { cancelled = false }: { cancelled?: boolean } = {}): Promise<string> {
  const attempt = await deps.payments.byHash(transactionHash)
  if (!attempt) throw new DomainError('not_found', 'payments.notFound')
  const failed = (message: string) => withParams(attempt.cancelUrl, { paymentError: /^(payments|entries)\./.test(message) ? message : attemptFailure(attempt) })
  const paid = (order: { number: string; accessKey: string }) => withParams(attempt.redirect, { order: order.number, key: order.accessKey })
  if (attempt.orderNumber && attempt.orderKey) return paid({ number: attempt.orderNumber, accessKey: attempt.orderKey })
  if (attempt.status !== 'pending' || !attempt.reference) return failed(attempt.message ?? 'payments.cartNotPayable')

  let confirmed: ConfirmResult
  try {
    confirmed = await deps.gateways[attempt.gateway].confirm(attempt.reference)
  } catch (error) {
    // The buyer approved but the provider did not answer: the attempt stays pending, and the
    // webhook or the reconcile job completes it and mails the buyer.
    console.error(`[payments] confirm ${transactionHash} failed`, error)
    return failed('payments.stillPending')
  }
  if (confirmed.status === 'pending') {
    if (cancelled) return failed(PAYMENT_CANCELLED)
    return failed(attempt.gateway === 'paypal' ? 'payments.paypalProblem' : 'payments.stillPending')
  }
  if (confirmed.status === 'failed') {
    await deps.payments.update(transactionHash, { status: 'failed', message: confirmed.message })
    return failed(confirmed.cancelled ? PAYMENT_CANCELLED : attemptFailure(attempt))
  }
  const settled = await settle(deps, { ...attempt, reference: attempt.reference })
  return settled.kind === 'paid' ? paid(settled.order) : failed(settled.message)
}

export const PAYMENT_CANCELLED = 'payments.paymentCancelled'

/** The message a buyer sees when a payment was refused after a redirect (the provider's own text stays in the admin). */
const attemptFailure = (attempt: PaymentAttempt) => (attempt.gateway === 'paypal' ? 'payments.paypalProblem' : 'payments.cardNotConfirmed')
