import { DomainError } from '../../lib/errors'
import { CART_LIMITS, cartOverLimits } from '../cart/limits'
import type { PricedCart } from '../cart/totals'
import type { CartRecord } from '../cart/types'
import { STORE_CURRENCY } from '../money'
import type { Completion, Order, Payment } from '../orders/complete-order'
import type { ConfirmResult, PaymentGateway } from './gateway'
import type { Locale } from '../../i18n/locales'
import type { MessageKey } from '../../i18n/messages'

export type PaymentAttempt = {
  transactionHash: string
  cartNumber: string
  gateway: 'card' | 'paypal'
  reference: string | null
  amount: number
  status: 'pending' | 'succeeded' | 'failed' | 'refunded'
  email: string
  locale: Locale
  redirect: string
  cancelUrl: string
  message: string | null
  orderNumber: string | null
  /** The order page's secret, for the return to payment-complete. */
  orderKey: string | null
}

export type PaymentStore = {
  create(attempt: PaymentAttempt): Promise<void>
  byHash(hash: string): Promise<PaymentAttempt | null>
  byReference(reference: string): Promise<PaymentAttempt | null>
  /** Attempts still pending that were started before `before`, oldest first. */
  pending(before: Date, limit: number): Promise<(PaymentAttempt & { createdAt: Date })[]>
  update(hash: string, change: Partial<PaymentAttempt>): Promise<void>
}

/** Message keys (namespace `payments`) a person sees when paying goes wrong. */
export type PaymentMessageKey =
  | 'payments.badReturnUrl'
  | 'payments.cartNotPayable'
  | 'payments.soldOutWhilePaying'
  | 'payments.paypalProblem'
  | 'payments.notFound'
  | 'payments.cardNotConfirmed'
  | 'payments.stillPending'
  | 'payments.providerUnavailable'
  | 'payments.cardMissing'
  | 'payments.couponUsedUp'
  | 'payments.cartOverLimits'
  | 'payments.deliveryNeeded'
  | 'payments.totalChanged'

export type PayDeps = {
  gateways: { card: PaymentGateway; paypal: PaymentGateway }
  payments: PaymentStore
  findCart(number: string): Promise<CartRecord | null>
  /** Saves the buyer's email on the cart (the checkout's last word), answering the saved cart. */
  saveEmail(cart: CartRecord, email: string): Promise<CartRecord>
  price(cart: CartRecord): Promise<PricedCart>
  /** Throws a DomainError when the priced cart cannot become an order (an entry already made…). */
  checkBeforePaying?(cart: CartRecord, priced: PricedCart): Promise<void>
  complete(input: { cartNumber: string; payment: Payment; locale: Locale }): Promise<Completion>
  /** True for return URLs this site signed (default/stripe-urls, default/paypal-urls). */
  isSignedUrl(url: string): boolean
  /** The complete-payment address of an attempt: where the provider sends the buyer back. */
  completeUrl(transactionHash: string): string
  newHash(): string
}

export type PayInput = {
  gatewayId: number | string
  paymentMethodId?: string
  orderNumber: string
  redirect: string
  cancelUrl: string
  locale: Locale
  email?: string
  /** The total the buyer was shown, in pence: a different total is never charged. */
  shownTotal?: number
}

export type PayOutcome = { order: Order } | { redirect: string }

const GATEWAY_IDS: Record<string, 'card' | 'paypal'> = { 1: 'card', 2: 'paypal' }
const PAYMENT_METHOD = /^pm_\w{1,100}$/

/**
 * Spec §7 payments/pay: the total is priced again on the server, the charge carries an idempotency
 * key, and a payment that succeeds at once is completed into an order at once.
 */
export async function pay(deps: PayDeps, input: PayInput): Promise<PayOutcome> {
  const gatewayName = GATEWAY_IDS[String(input.gatewayId)]
  if (!gatewayName) throw new DomainError('invalid_request', 'cart.unknownGateway')
  if (!deps.isSignedUrl(input.redirect) || !deps.isSignedUrl(input.cancelUrl)) throw new DomainError('invalid_request', 'payments.badReturnUrl')
  // A card payment names the payment method Stripe.js (or the sandbox form) made; nothing else is charged.
  if (gatewayName === 'card' && !PAYMENT_METHOD.test(input.paymentMethodId ?? '')) {
    throw new DomainError('invalid_request', 'payments.cardMissing', { fieldErrors: { paymentMethodId: ['payments.cardMissing'] } })
  }
  let cart = await deps.findCart(input.orderNumber)
  if (!cart || cart.isCompleted) throw new DomainError('not_found', 'cart.notFound')
  // A cart saved over the cart's limits before they existed is never charged (decision 0008).
  if (Object.keys(cartOverLimits(cart.lines)).length) {
    throw new DomainError('invalid_request', 'payments.cartOverLimits', { values: { items: CART_LIMITS.cartQty, lines: CART_LIMITS.lines } })
  }
  if (input.email && input.email !== cart.email) cart = await deps.saveEmail(cart, input.email)
  const priced = await deps.price(cart)
  if (!cart.email || !priced.lines.length || priced.notices.some((n) => n.field.startsWith('lineItems')) || priced.totalPrice <= 0) {
    throw new DomainError('invalid_request', 'payments.cartNotPayable')
  }
  refuseUndeliverable(cart, priced)
  if (input.shownTotal !== undefined && input.shownTotal !== priced.totalPrice) {
    throw new DomainError('invalid_request', 'payments.totalChanged')
  }
  // What else the order will need (event entries): refused here, before any money moves.
  await deps.checkBeforePaying?.(cart, priced)

  const transactionHash = deps.newHash()
  const attempt: PaymentAttempt = {
    transactionHash,
    cartNumber: cart.number,
    gateway: gatewayName,
    reference: null,
    amount: priced.totalPrice,
    status: 'pending',
    email: cart.email,
    locale: input.locale,
    redirect: input.redirect,
    cancelUrl: input.cancelUrl,
    message: null,
    orderNumber: null,
    orderKey: null,
  }
  await deps.payments.create(attempt)
  const gateway = deps.gateways[gatewayName]
  const charged = await chargeOrExplain(deps, transactionHash, () =>
    gateway.charge({
      amount: priced.totalPrice,
      currency: STORE_CURRENCY,
      paymentMethodId: input.paymentMethodId,
      returnUrl: deps.completeUrl(transactionHash),
      // PayPal's cancel link comes back here too, saying so: its order stays unapproved, never paid.
      cancelUrl: withParams(deps.completeUrl(transactionHash), { cancelled: '1' }),
      idempotencyKey: transactionHash,
      description: `Milepost ${cart.number}`,
      email: cart.email!,
    }),
  )
  if (charged.status === 'declined') {
    await deps.payments.update(transactionHash, { status: 'failed', message: charged.message })
    // The gateway's own words for the buyer (Stripe's "Your card was declined."), answered as they are.
    throw new DomainError('invalid_request', 'payments.cardDeclined', { detail: charged.message })
  }
  await deps.payments.update(transactionHash, { reference: charged.reference })
  if (charged.status === 'requires-approval') return { redirect: charged.approvalUrl }
  const settled = await settle(deps, { ...attempt, reference: charged.reference }).catch((error: unknown) => {
    if (error instanceof DomainError) throw error
    // Paid, but the order or a refund could not be finished now: the attempt stays pending with its
    // reference, and the webhook or the reconcile job finishes it.
    console.error(`[payments] settling ${transactionHash} failed`, error)
    throw new DomainError('unavailable', 'payments.stillPending')
  })
  if (settled.kind === 'failed') throw new DomainError('invalid_request', settled.message)
  return { order: settled.order }
}

/**
 * Kit is paid for only with somewhere to send it and the shipping to that country in the total: a
 * delivery address, the shipping method, and a rate for the country.
 */
function refuseUndeliverable(cart: CartRecord, priced: PricedCart) {
  if (!priced.needsShipping) return
  if (!cart.shippingAddress?.countryCode || !cart.shippingMethodHandle) {
    throw new DomainError('invalid_request', 'payments.deliveryNeeded', { fieldErrors: { shippingAddress: ['payments.deliveryNeeded'] } })
  }
  if (priced.notices.some((n) => n.field === 'shippingAddress.countryCode')) {
    throw new DomainError('invalid_request', 'cart.shippingUnavailable', { fieldErrors: { 'shippingAddress.countryCode': ['cart.shippingUnavailable'] } })
  }
}

/**
 * A provider that does not answer (timeout, 5xx) may still have taken the payment: the attempt stays
 * pending for the webhook and the reconcile job, and the buyer is told plainly, never shown a 500.
 */
async function chargeOrExplain<T>(deps: PayDeps, transactionHash: string, charge: () => Promise<T>): Promise<T> {
  try {
    return await charge()
  } catch (error) {
    console.error(`[payments] charge ${transactionHash} failed`, error)
    await deps.payments.update(transactionHash, { message: 'payments.providerUnavailable' })
    throw new DomainError('unavailable', 'payments.providerUnavailable')
  }
}

type Settled = { kind: 'paid'; order: Order } | { kind: 'failed'; message: MessageKey }

/**
 * A provider says the money is ours: make the order, or give the money back when we cannot. A second
 * payment for a cart that another payment already completed (a retried checkout) is refunded too.
 */
async function settle(deps: PayDeps, attempt: PaymentAttempt & { reference: string }): Promise<Settled> {
  const completion = await deps.complete({
    cartNumber: attempt.cartNumber,
    payment: { reference: attempt.reference, gateway: attempt.gateway, amount: attempt.amount },
    locale: attempt.locale,
  })
  if (completion.outcome === 'completed' || completion.outcome === 'already-completed') {
    const { order } = completion
    const duplicate = order.paymentReference !== attempt.reference
    if (duplicate) await deps.gateways[attempt.gateway].refund(attempt.reference, attempt.amount)
    await deps.payments.update(attempt.transactionHash, { status: duplicate ? 'refunded' : 'succeeded', orderNumber: order.number, orderKey: order.accessKey })
    return { kind: 'paid', order }
  }
  await deps.gateways[attempt.gateway].refund(attempt.reference, attempt.amount)
  const message = completion.outcome === 'out-of-stock' ? 'payments.soldOutWhilePaying' : completion.outcome === 'refused' ? completion.reason : 'payments.cartNotPayable'
  await deps.payments.update(attempt.transactionHash, { status: 'refunded', message })
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
}

export type SettleResult = 'completed' | 'refunded' | 'failed' | 'pending' | 'ignored'

/**
 * Webhooks and the reconcile job end here: the attempt the report is about is completed into its
 * order (once, whoever comes first), marked failed, or left for later.
 */
export async function settleReport(deps: PayDeps, report: ProviderReport): Promise<SettleResult> {
  let attempt = await deps.payments.byReference(report.reference)
  if (!attempt && report.transactionHash) {
    // The charge call timed out before we learnt the provider's reference: the provider tells us now.
    attempt = await deps.payments.byHash(report.transactionHash)
    if (attempt && attempt.reference && attempt.reference !== report.reference) attempt = null
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

/**
 * The reconcile job: asks the provider how each payment left pending stands (the buyer closed the
 * browser after paying, a webhook was lost) and settles it. A payment still unapproved after
 * `abandonAfterMs` is voided, so it can never be taken without an order.
 */
export async function reconcilePayments(
  deps: PayDeps,
  { now = new Date(), settleAfterMs = 5 * 60_000, abandonAfterMs = 24 * 60 * 60_000, limit = 100 } = {},
): Promise<Record<SettleResult | 'abandoned', number>> {
  const counts = { completed: 0, refunded: 0, failed: 0, pending: 0, ignored: 0, abandoned: 0 }
  const due = await deps.payments.pending(new Date(now.getTime() - settleAfterMs), limit)
  for (const attempt of due) {
    try {
      const abandoned = now.getTime() - attempt.createdAt.getTime() > abandonAfterMs
      const gateway = deps.gateways[attempt.gateway]
      // The charge's answer was lost: the provider may have taken the money all the same.
      const reference = attempt.reference ?? (await gateway.findCharge?.(attempt.transactionHash)) ?? null
      if (!reference) {
        if (abandoned) {
          await deps.payments.update(attempt.transactionHash, { status: 'failed', message: attempt.message ?? 'payments.providerUnavailable' })
          counts.abandoned++
        } else counts.pending++
        continue
      }
      if (!attempt.reference) await deps.payments.update(attempt.transactionHash, { reference })
      const confirmed = await gateway.confirm(reference)
      if (confirmed.status === 'pending') {
        if (abandoned) {
          await gateway.refund(reference, attempt.amount)
          await deps.payments.update(attempt.transactionHash, { status: 'failed', message: 'payments.stillPending' })
          counts.abandoned++
        } else counts.pending++
        continue
      }
      const result = await settleReport(deps, {
        reference,
        outcome: confirmed.status === 'succeeded' ? 'succeeded' : 'failed',
        message: confirmed.status === 'failed' ? confirmed.message : undefined,
      })
      counts[result]++
    } catch (error) {
      // One provider hiccup must not stop the others; this attempt is tried again next run.
      console.error(`[payments] reconcile ${attempt.transactionHash} failed`, error)
      counts.pending++
    }
  }
  return counts
}

const withParams = (url: string, params: Record<string, string>) => {
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
