import type { Money } from '../../../commerce/money'
import { entryCompletePath } from '@/entries/handover'
import { type Locale, localizedPath } from '@/i18n/locales'
import { type FieldErrors, HttpError } from '@/lib/http/client'
import { cartErrorMessage } from '@/components/cart/cart-calls'
import { type Address, GATEWAYS } from '@/commerce/cart/types'
import { type CartView, type ShippingQuoteView, withShippingQuote } from '@/commerce/cart/view'
import { SANDBOX_METHOD_PREFIX } from '@/commerce/payments/sandbox'

/**
 * The checkout page's state (spec §1, §2: checkout with only an email): what the buyer typed, what
 * the server refused, and where paying stands. Plain TypeScript: the reducer and the helpers decide,
 * the page's hook (components/checkout/useCheckout.ts) talks to the server, storage and Stripe.
 */

export type Gateway = 'card' | 'paypal'
export type Country = { code: string; name: string }

/** Message keys the checkout shows (namespace.key, as in messages/*.json). */
export type CheckoutMessageKey = 'checkout.fixErrors' | 'checkout.cardLoadFailed' | 'cart.updateFailed' | 'cart.shippingUnavailable'
/** What the form's alert says: one of ours by key, or a text the server (or Stripe.js) already worded. */
export type CheckoutMessage = { key: CheckoutMessageKey } | { text: string }

/**
 * editing: the form is the buyer's; saving: update-cart is on its way; paying: the payment method,
 * the return addresses and pay; leaving: sent to PayPal, the bank (3-D Secure) or the order page.
 */
export type CheckoutPhase = 'editing' | 'saving' | 'paying' | 'leaving'

/** What the buyer fills in. */
export type CheckoutDraft = {
  email: string
  billing: Address
  sameAsBilling: boolean
  delivery: Address
  notes: string
  gateway: Gateway
  /** The sandbox form's test card (Stripe's own field keeps its number to itself). */
  cardNumber: string
  /** A signed-in app user's new billing address is saved to the account (spec §6). */
  saveToAccount: boolean
}

export type CheckoutState = CheckoutDraft & {
  /** The country a new address starts with: the one the visitor's language is spoken in. */
  homeCountry: string
  countries: Country[]
  /** The fields update-cart refused, worded by the server. */
  errors: FieldErrors
  /** Nobody pays without an email (shown under the email field, over any word of the server's). */
  emailRequired: boolean
  message: CheckoutMessage | null
  phase: CheckoutPhase
  /** The cart's saved details (and a signed-in buyer's) were copied into the form, once. */
  prefilled: boolean
  /** A signed-in buyer's default addresses were copied into the form, once. */
  savedPrefilled: boolean
}

/** What the form takes from the cart the first time it sees it. */
export type PrefillCart = Pick<CartView, 'email' | 'billingAddress' | 'shippingAddress' | 'notes' | 'gatewayId'>
/** Who is signed in: the site user's email (customer first), the app user's name. */
export type SignedIn = { email: string | null | undefined; firstName: string | null | undefined; lastName: string | null | undefined }
/** One of the account's default addresses, its fields only. */
export type SavedDefault = { id: number; address: Address }

/** What a pay call answers (site-api.md payments/pay). */
export type PayAnswer = { order?: { number: string; accessKey: string }; redirect?: string }

export type CheckoutEvent =
  | { type: 'countries-loaded'; countries: Country[] }
  | { type: 'cart-arrived'; cart: PrefillCart; signedIn: SignedIn | null }
  | { type: 'saved-addresses-arrived'; cart: Pick<CartView, 'billingAddress' | 'shippingAddress'>; billing: SavedDefault | null; shipping: SavedDefault | null }
  | { type: 'edit'; change: Partial<CheckoutDraft> }
  | { type: 'submitted' }
  /** update-cart refused; `emailMissing` of the email that was sent. */
  | { type: 'update-refused'; error: unknown; emailMissing: boolean }
  | { type: 'email-missing' }
  | { type: 'cart-saved' }
  | { type: 'pay-answered'; next: AfterPay }
  | { type: 'pay-failed'; error: unknown }

/** The card could not become a payment method: Stripe.js's own words, or null when its form never loaded. */
export class CardRefused extends Error {
  constructor(readonly text: string | null) {
    super(text ?? 'checkout.cardLoadFailed')
    this.name = 'CardRefused'
  }
}

const HOME_COUNTRY: Record<Locale, string> = { en: 'GB', fr: 'FR', 'fr-ca': 'CA', de: 'DE', it: 'IT', nl: 'NL', es: 'ES', 'es-mx': 'MX', sv: 'SE' }

export const homeCountry = (locale: Locale): string => HOME_COUNTRY[locale]

/** A cancelled or failed payment comes back to the checkout with its problem, already worded. */
export function initialCheckout(homeCountry: string, paymentError: string | null = null): CheckoutState {
  const empty: Address = { countryCode: homeCountry }
  return {
    homeCountry,
    countries: [],
    email: '',
    billing: empty,
    sameAsBilling: true,
    delivery: empty,
    notes: '',
    gateway: 'card',
    cardNumber: '',
    saveToAccount: true,
    errors: {},
    emailRequired: false,
    message: paymentError === null ? null : { text: paymentError },
    phase: 'editing',
    prefilled: false,
    savedPrefilled: false,
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** What the buyer entered before (another visit, a cancelled payment) comes back from the cart. */
function prefill(state: CheckoutState, cart: PrefillCart, signedIn: SignedIn | null): CheckoutState {
  const next = { ...state, prefilled: true }
  // A signed-in customer's details fill in what the cart does not have yet (spec §6).
  const known = cart.email ?? signedIn?.email
  if (known) next.email = known
  if (cart.billingAddress) next.billing = cart.billingAddress
  else if (signedIn?.firstName || signedIn?.lastName) {
    next.billing = { countryCode: state.homeCountry, firstName: signedIn.firstName ?? '', lastName: signedIn.lastName ?? '' }
  }
  if (cart.shippingAddress && !sameJson(cart.shippingAddress, cart.billingAddress)) {
    next.sameAsBilling = false
    next.delivery = cart.shippingAddress
  }
  if (cart.notes) next.notes = cart.notes
  // Back from PayPal (cancelled, or a problem): the buyer's choice stays.
  if (cart.gatewayId === GATEWAYS.paypal) next.gateway = 'paypal'
  return next
}

/** A signed-in customer's default addresses fill what the cart does not have yet. */
function prefillSaved(state: CheckoutState, event: Extract<CheckoutEvent, { type: 'saved-addresses-arrived' }>): CheckoutState {
  const next = { ...state, savedPrefilled: true }
  const { billing, shipping, cart } = event
  if (!cart.billingAddress && billing) next.billing = billing.address
  if (!cart.shippingAddress && shipping && billing && shipping.id !== billing.id) {
    next.sameAsBilling = false
    next.delivery = shipping.address
  }
  return next
}

const payFailure = (error: unknown): CheckoutMessage => {
  const server = cartErrorMessage(error)
  if (server !== null) return { text: server }
  // Stripe.js refuses a card before anything is sent (incomplete number, expired): its own text.
  if (error instanceof CardRefused) return error.text === null ? { key: 'checkout.cardLoadFailed' } : { text: error.text }
  return { key: 'cart.updateFailed' }
}

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'countries-loaded':
      return { ...state, countries: event.countries }
    case 'cart-arrived':
      return state.prefilled ? state : prefill(state, event.cart, event.signedIn)
    case 'saved-addresses-arrived':
      return state.savedPrefilled ? state : prefillSaved(state, event)
    case 'edit':
      return { ...state, ...event.change }
    case 'submitted':
      return { ...state, phase: 'saving', errors: {}, emailRequired: false, message: null }
    case 'update-refused': {
      const fields = event.error instanceof HttpError && event.error.data.errors ? event.error.data.errors : null
      if (fields) return { ...state, phase: 'editing', errors: fields, emailRequired: event.emailMissing, message: { key: 'checkout.fixErrors' } }
      const server = cartErrorMessage(event.error)
      return { ...state, phase: 'editing', message: server === null ? { key: 'cart.updateFailed' } : { text: server } }
    }
    case 'email-missing':
      // The cart may be saved without an email, but nobody pays without one (spec §1).
      return { ...state, phase: 'editing', errors: {}, emailRequired: true, message: { key: 'checkout.fixErrors' } }
    case 'cart-saved':
      return { ...state, phase: 'paying' }
    case 'pay-answered':
      // An answer with neither an order nor a redirect leaves the form as it was, usable again.
      return { ...state, phase: event.next.kind === 'stay' ? 'editing' : 'leaving' }
    case 'pay-failed':
      return { ...state, phase: 'editing', message: payFailure(event.error) }
  }
}

// ——— What the page derives from the state ———

export const isBusy = (state: CheckoutState): boolean => state.phase !== 'editing'

export const isEmailMissing = (email: string): boolean => !email.trim()

/** The address the cart is priced at: its country (and for Canada, the province whose tax applies). */
export type PricedAt = { countryCode: string; county: string | null }

/**
 * Where the quote prices the cart: the address its kit goes to, else the billing address, which
 * the tax follows; none until the cart is known or a country is chosen.
 */
export function pricedAt(state: CheckoutState, cart: Pick<CartView, 'needsShipping'> | null): PricedAt | null {
  if (!cart) return null
  const address = cart.needsShipping && !state.sameAsBilling ? state.delivery : state.billing
  if (!address.countryCode) return null
  // Elsewhere the region changes neither shipping nor tax: typing it asks for no new quote.
  return { countryCode: address.countryCode, county: address.countryCode === 'CA' ? (address.county ?? null) : null }
}

/** The quote as the page has it: for the address on screen, or still on its way. */
export type ShippingQuote = { quote: ShippingQuoteView | null; pending: boolean }

/** What the summary and the Pay button show is what pay is asked to charge (and it refuses another total). */
export const shownCart = (cart: CartView, shipping: ShippingQuote): CartView => withShippingQuote(cart, shipping.quote)

/** Kit to send to a country we do not ship to. */
export const cannotShip = (cart: Pick<CartView, 'needsShipping'>, shipping: ShippingQuote): boolean => cart.needsShipping && shipping.quote?.shippingAvailable === false

/** The form's alert: the last problem, else why the kit cannot be sent, else nothing. */
export function formMessage(state: CheckoutState, cart: Pick<CartView, 'needsShipping'>, shipping: ShippingQuote): CheckoutMessage | null {
  return state.message ?? (cannotShip(cart, shipping) ? { key: 'cart.shippingUnavailable' } : null)
}

export type PayButton = {
  disabled: boolean
  /** checkout.paying while busy; else checkout.pay or checkout.payWithPaypal with the total (a decimal). */
  label: { key: 'paying' } | { key: 'pay' | 'payWithPaypal'; total: number }
}

/** The Pay button: what it says, and whether it may be pressed (not while busy, undeliverable or unpriced). */
export function payButton(state: CheckoutState, cart: CartView, shipping: ShippingQuote): PayButton {
  const busy = isBusy(state)
  return {
    disabled: busy || cannotShip(cart, shipping) || shipping.pending,
    label: busy ? { key: 'paying' } : { key: state.gateway === 'card' ? 'pay' : 'payWithPaypal', total: shownCart(cart, shipping).totalPrice },
  }
}

/** The field errors to show: the server's, with the email's own when it is missing. */
export function shownErrors(state: CheckoutState, required: string): FieldErrors {
  return state.emailRequired ? { ...state.errors, email: [required] } : state.errors
}

// ——— What paying sends, and what its answer leads to ———

export const gatewayId = (gateway: Gateway): number => GATEWAYS[gateway]

/** The update-cart fields checkout saves before paying (site-api.md update-cart, checkout). */
export function updateFields(draft: CheckoutDraft, cart: Pick<CartView, 'needsShipping'>, customerId: string | number | null): Record<string, unknown> {
  return {
    email: draft.email,
    billingAddress: draft.billing,
    shippingAddress: cart.needsShipping ? (draft.sameAsBilling ? draft.billing : draft.delivery) : null,
    shippingMethodHandle: cart.needsShipping ? 'standard' : null,
    notes: draft.notes,
    gatewayId: gatewayId(draft.gateway),
    ...(customerId !== null ? { customerId } : {}),
  }
}

/** The account the billing address may be saved to. */
export type AddressBook = { signedIn: boolean; isSaved(address: Address): boolean }

export const savesBilling = (draft: CheckoutDraft, book: AddressBook): boolean => book.signedIn && draft.saveToAccount && !book.isSaved(draft.billing)

/** The sandbox form's test card as a payment method id the sandbox gateway reads. */
export const sandboxPaymentMethod = (cardNumber: string): string => `${SANDBOX_METHOD_PREFIX}${cardNumber.replace(/\D/g, '')}`

export type PayRequest = {
  gatewayId: number
  paymentMethodId: string | undefined
  orderNumber: string
  email: string
  redirect: string
  cancelUrl: string
  /** The total shown, in minor units of the cart's currency: pay refuses to charge another. */
  total: number
}

export function payRequest(
  draft: CheckoutDraft,
  { paymentMethodId, orderNumber, urls, shownTotal }: { paymentMethodId: string | undefined; orderNumber: string; urls: { redirect: string; cancelUrl: string }; shownTotal: Money },
): PayRequest {
  return {
    gatewayId: gatewayId(draft.gateway),
    paymentMethodId,
    orderNumber,
    email: draft.email,
    redirect: urls.redirect,
    cancelUrl: urls.cancelUrl,
    total: shownTotal.amount,
  }
}

/**
 * After pay answers: to PayPal's approval page or the bank's 3-D Secure page (`redirect`); to the
 * order page, or the entry flow's last step for entries (`order`, paid at once); else stay.
 */
export type AfterPay = { kind: 'redirect'; url: string } | { kind: 'order'; order: { number: string; accessKey: string }; url: string } | { kind: 'stay' }

export function afterPay(answer: PayAnswer, cart: Parameters<typeof entryCompletePath>[0], locale: Locale): AfterPay {
  if (answer.redirect) return { kind: 'redirect', url: answer.redirect }
  if (!answer.order) return { kind: 'stay' }
  const { order } = answer
  const entriesDone = entryCompletePath(cart, order)
  return {
    kind: 'order',
    order,
    url: entriesDone ? localizedPath(locale, entriesDone) : `${localizedPath(locale, '/order')}?number=${encodeURIComponent(order.number)}&key=${order.accessKey}`,
  }
}
