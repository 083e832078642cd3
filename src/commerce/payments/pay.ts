import { DomainError } from '../../lib/errors'
import type { PricedCart } from '../cart/totals'
import type { CartRecord } from '../cart/types'
import { STORE_CURRENCY } from '../money'
import type { Completion, Order, Payment } from '../checkout/complete-order'
import type { PaymentGateway } from './gateway'

export type PaymentAttempt = {
  transactionHash: string
  cartNumber: string
  gateway: 'card' | 'paypal'
  reference: string | null
  amount: number
  status: 'pending' | 'succeeded' | 'failed' | 'refunded'
  email: string
  locale: string
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
  update(hash: string, change: Partial<PaymentAttempt>): Promise<void>
}

/** Message keys (namespace `payments`) a person sees when paying goes wrong. */
export type PaymentMessageKey = 'payments.badReturnUrl' | 'payments.cartNotPayable' | 'payments.soldOutWhilePaying' | 'payments.paypalProblem' | 'payments.notFound'

export type PayDeps = {
  gateways: { card: PaymentGateway; paypal: PaymentGateway }
  payments: PaymentStore
  findCart(number: string): Promise<CartRecord | null>
  price(cart: CartRecord): Promise<PricedCart>
  complete(input: { cartNumber: string; payment: Payment; locale: string }): Promise<Completion>
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
  locale: string
}

export type PayOutcome = { order: Order } | { redirect: string }

const GATEWAY_IDS: Record<string, 'card' | 'paypal'> = { 1: 'card', 2: 'paypal' }

/**
 * Spec §7 payments/pay: the total is priced again on the server, the charge carries an idempotency
 * key, and a payment that succeeds at once is completed into an order at once.
 */
export async function pay(deps: PayDeps, input: PayInput): Promise<PayOutcome> {
  const gatewayName = GATEWAY_IDS[String(input.gatewayId)]
  if (!gatewayName) throw new DomainError('invalid_request', 'cart.unknownGateway')
  if (!deps.isSignedUrl(input.redirect) || !deps.isSignedUrl(input.cancelUrl)) throw new DomainError('invalid_request', 'payments.badReturnUrl')
  const cart = await deps.findCart(input.orderNumber)
  if (!cart || cart.isCompleted) throw new DomainError('not_found', 'cart.notFound')
  const priced = await deps.price(cart)
  if (!cart.email || !priced.lines.length || priced.notices.some((n) => n.field.startsWith('lineItems')) || priced.totalPrice <= 0) {
    throw new DomainError('invalid_request', 'payments.cartNotPayable')
  }

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
  const charged = await gateway.charge({
    amount: priced.totalPrice,
    currency: STORE_CURRENCY,
    paymentMethodId: input.paymentMethodId,
    returnUrl: deps.completeUrl(transactionHash),
    cancelUrl: deps.completeUrl(transactionHash),
    idempotencyKey: transactionHash,
    description: `Milepost ${cart.number}`,
    email: cart.email,
  })
  if (charged.status === 'declined') {
    await deps.payments.update(transactionHash, { status: 'failed', message: charged.message })
    throw new DomainError('invalid_request', charged.message)
  }
  await deps.payments.update(transactionHash, { reference: charged.reference })
  if (charged.status === 'requires-approval') return { redirect: charged.approvalUrl }
  const settled = await settle(deps, { ...attempt, reference: charged.reference })
  if (settled.kind === 'failed') throw new DomainError('invalid_request', settled.message)
  return { order: settled.order }
}

type Settled = { kind: 'paid'; order: Order } | { kind: 'failed'; message: string }

/** A provider says the money is ours: make the order, or give the money back when we cannot. */
async function settle(deps: PayDeps, attempt: PaymentAttempt & { reference: string }): Promise<Settled> {
  const completion = await deps.complete({
    cartNumber: attempt.cartNumber,
    payment: { reference: attempt.reference, gateway: attempt.gateway, amount: attempt.amount },
    locale: attempt.locale,
  })
  if (completion.outcome === 'completed' || completion.outcome === 'already-completed') {
    await deps.payments.update(attempt.transactionHash, { status: 'succeeded', orderNumber: completion.order.number, orderKey: completion.order.accessKey })
    return { kind: 'paid', order: completion.order }
  }
  await deps.gateways[attempt.gateway].refund(attempt.reference, attempt.amount)
  const message = completion.outcome === 'out-of-stock' ? 'payments.soldOutWhilePaying' : 'payments.cartNotPayable'
  await deps.payments.update(attempt.transactionHash, { status: 'refunded', message })
  return { kind: 'failed', message }
}

const withParams = (url: string, params: Record<string, string>) => {
  const parsed = new URL(url)
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value)
  return parsed.toString()
}

/**
 * Spec §7 payments/complete-payment: where the buyer lands after approving (3-D Secure, PayPal) or
 * cancelling. Completes the payment once and answers where to send the buyer: the signed
 * payment-complete page with the order, or the signed cancel URL with the problem.
 */
export async function completePayment(deps: PayDeps, transactionHash: string): Promise<string> {
  const attempt = await deps.payments.byHash(transactionHash)
  if (!attempt) throw new DomainError('not_found', 'payments.notFound')
  const failed = (message: string) => withParams(attempt.cancelUrl, { paymentError: message })
  if (attempt.status === 'succeeded') return withParams(attempt.redirect, { order: attempt.orderNumber!, key: attempt.orderKey! })
  if (attempt.status !== 'pending' || !attempt.reference) return failed(attempt.message ?? 'payments.cartNotPayable')

  const confirmed = await deps.gateways[attempt.gateway].confirm(attempt.reference)
  if (confirmed.status !== 'succeeded') {
    const message = attempt.gateway === 'paypal' ? 'payments.paypalProblem' : confirmed.status === 'failed' ? confirmed.message : 'payments.cartNotPayable'
    if (confirmed.status === 'failed') await deps.payments.update(transactionHash, { status: 'failed', message })
    return failed(message)
  }
  const settled = await settle(deps, { ...attempt, reference: attempt.reference })
  return settled.kind === 'paid' ? withParams(attempt.redirect, { order: settled.order.number, key: settled.order.accessKey }) : failed(settled.message)
}
