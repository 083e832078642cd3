import { DomainError } from '../../lib/errors'
import type { Locale } from '../../i18n/locales'
import { CART_LIMITS, cartOverLimits } from '../cart/limits'
import type { PricedCart } from '../cart/totals'
import type { CartRecord } from '../cart/types'
import type { Order } from '../orders/complete-order'
import type { PayDeps, PaymentAttempt } from './attempts'
import { withParams } from './complete-payment'
import { settle } from './settle'

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
  if (!cart.email || !priced.lines.length || priced.notices.some((n) => n.field.startsWith('lineItems')) || priced.totalPrice.amount <= 0) {
    throw new DomainError('invalid_request', 'payments.cartNotPayable')
  }
  refuseUndeliverable(cart, priced)
  if (input.shownTotal !== undefined && input.shownTotal !== priced.totalPrice.amount) {
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
  if (charged.status === 'requires-approval') {
    await deps.payments.update(transactionHash, { reference: charged.reference })
    return { redirect: charged.approvalUrl }
  }
  // Paid at once: the reference is written with the order (or with the refund), the cart as priced above.
  const settled = await settle(deps, { ...attempt, reference: charged.reference }, { cart, priced }).catch(async (error: unknown) => {
    if (error instanceof DomainError) throw error
    // Paid, but the order or a refund could not be finished now: the attempt stays pending with its
    // reference, and the webhook or the reconcile job finishes it (or finds the charge by its key).
    console.error(`[payments] settling ${transactionHash} failed`, error)
    await deps.payments.update(transactionHash, { reference: charged.reference }).catch(() => undefined)
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
