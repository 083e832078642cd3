import type { Locale } from '../../i18n/locales'
import type { Money } from '../money'
import type { PricedCart } from '../cart/totals'
import type { CartRecord } from '../cart/types'
import type { Completion, CompletionInput } from '../orders/complete-order'
import type { PaymentGateway } from './gateway'

export type PaymentAttempt = {
  transactionHash: string
  cartNumber: string
  gateway: 'card' | 'paypal'
  reference: string | null
  /** What the buyer is charged: the cart's total in its currency. */
  amount: Money
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
  complete(input: CompletionInput): Promise<Completion>
  /** True for return URLs this site signed (default/stripe-urls, default/paypal-urls). */
  isSignedUrl(url: string): boolean
  /** The complete-payment address of an attempt: where the provider sends the buyer back. */
  completeUrl(transactionHash: string): string
  newHash(): string
}
