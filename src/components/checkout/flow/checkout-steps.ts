import type { Money } from '../../../commerce/money'
import type { Locale } from '@/i18n/locales'
import type { Address } from '@/commerce/cart/types'
import type { CartView } from '@/commerce/cart/view'
import {
  type AddressBook,
  afterPay,
  CardRefused,
  type CheckoutDraft,
  type CheckoutEvent,
  type Gateway,
  isEmailMissing,
  type PayAnswer,
  type PayRequest,
  payRequest,
  sandboxPaymentMethod,
  savesBilling,
  updateFields,
} from './checkout-machine'

/** What paying asks of the browser: the site API, the session's cart, storage, Stripe.js and the address bar. */
export type CheckoutPorts = {
  dispatch(event: CheckoutEvent): void
  /** update-cart with the checkout's fields; a refusal rejects (HttpError with the field errors). */
  updateCart(fields: Record<string, unknown>): Promise<unknown>
  addressBook: AddressBook & { save(address: Address, type: 'billing'): Promise<void> }
  /** Stripe's card field when cards go to Stripe (null key: the sandbox's test form). */
  stripe: { key: string | null; card(): (() => Promise<string>) | null }
  /** default/stripe-urls or default/paypal-urls: the signed return and cancel addresses. */
  returnUrls(gateway: Gateway): Promise<{ redirect: string; cancelUrl: string }>
  pay(request: PayRequest): Promise<PayAnswer>
  /** The cart number the browser keeps (spec §4), if any. */
  storedCartNumber(): string | null
  /** Spec §4, after payment: the order kept in the browser. */
  rememberOrder(order: { number: string; accessKey: string }): void
  /** Forgets the paid cart and loads a new one. */
  clearCart(): Promise<void>
  go(url: string): void
  warn(message: string, error: unknown): void
}

/** What was on screen when the buyer pressed Pay. */
export type CheckoutSubmission = {
  draft: CheckoutDraft
  cart: Pick<CartView, 'number' | 'needsShipping' | 'lineItems'>
  customerId: string | number | null
  /** The total the Pay button showed (a decimal). */
  /** The total the buyer was shown. */
  shownTotal: Money
  locale: Locale
}

/** The payment method to charge: Stripe's (made by Stripe.js), or the sandbox form's test card. */
async function cardPaymentMethod(ports: CheckoutPorts, cardNumber: string): Promise<string> {
  if (!ports.stripe.key) return sandboxPaymentMethod(cardNumber)
  const create = ports.stripe.card()
  if (!create) throw new CardRefused(null)
  try {
    return await create()
  } catch (error) {
    throw new CardRefused(error instanceof Error ? error.message : null)
  }
}

/**
 * Pressing Pay (spec §1, §4, §7): the checkout's fields are saved to the cart (and a new billing
 * address to the account), the email is required, then pay is asked to charge the total shown. Its
 * answer sends the buyer on (PayPal, 3-D Secure, the order); a refusal stays on the form with its words.
 */
export async function submitCheckout(ports: CheckoutPorts, { draft, cart, customerId, shownTotal, locale }: CheckoutSubmission): Promise<void> {
  const { dispatch } = ports
  dispatch({ type: 'submitted' })
  try {
    await ports.updateCart(updateFields(draft, cart, customerId))
    if (savesBilling(draft, ports.addressBook)) {
      await ports.addressBook.save(draft.billing, 'billing').catch((error: unknown) => ports.warn('Could not save the address', error))
    }
  } catch (error) {
    dispatch({ type: 'update-refused', error, emailMissing: isEmailMissing(draft.email) })
    return
  }
  // The cart may be saved without an email, but nobody pays without one (spec §1: checkout with only an email).
  if (isEmailMissing(draft.email)) {
    dispatch({ type: 'email-missing' })
    return
  }
  dispatch({ type: 'cart-saved' })
  try {
    const paymentMethodId = draft.gateway === 'card' ? await cardPaymentMethod(ports, draft.cardNumber) : undefined
    const urls = await ports.returnUrls(draft.gateway)
    const answer = await ports.pay(payRequest(draft, { paymentMethodId, orderNumber: ports.storedCartNumber() ?? cart.number, urls, shownTotal }))
    const next = afterPay(answer, cart, locale)
    dispatch({ type: 'pay-answered', next })
    if (next.kind === 'redirect') ports.go(next.url)
    if (next.kind === 'order') {
      // Spec §4, after card payment: the cart is cleared, a new cart loaded and the order stored.
      ports.rememberOrder(next.order)
      await ports.clearCart()
      ports.go(next.url)
    }
  } catch (error) {
    dispatch({ type: 'pay-failed', error })
  }
}
