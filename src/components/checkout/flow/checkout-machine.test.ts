import { describe, expect, it } from 'vitest'
import { HttpError } from '@/lib/http/client'
import { fromDecimal, money } from '@/commerce/money'
import {
  afterPay,
  cannotShip,
  CardRefused,
  type CheckoutEvent,
  checkoutReducer,
  type CheckoutState,
  formMessage,
  homeCountry,
  initialCheckout,
  isBusy,
  isEmailMissing,
  payButton,
  payRequest,
  sandboxPaymentMethod,
  savesBilling,
  pricedAt,
  shownCart,
  shownErrors,
  updateFields,
} from './checkout-machine'
import { cartOf, digitalCart, leeds, line, lyon, noQuote, quote, quoted } from './checkout-fixtures.test-support'

const run = (state: CheckoutState, ...events: CheckoutEvent[]) => events.reduce(checkoutReducer, state)
const start = (paymentError: string | null = null) => initialCheckout('GB', paymentError)
/** A form filled in by the buyer: what stays when paying goes wrong. */
const filled = (gateway: 'card' | 'paypal' = 'card') =>
  run(
    start(),
    { type: 'cart-arrived', cart: cartOf(), signedIn: null },
    { type: 'edit', change: { email: 'camille@example.com', billing: lyon, notes: 'Leave at the door', gateway, cardNumber: '4242 4242 4242 4242' } },
  )
const draftOf = ({ email, billing, sameAsBilling, delivery, notes, gateway, cardNumber, saveToAccount }: CheckoutState) => ({
  email,
  billing,
  sameAsBilling,
  delivery,
  notes,
  gateway,
  cardNumber,
  saveToAccount,
})
const httpError = (status: number, data: HttpError['data']) => new HttpError(status, data)

describe('a new checkout', () => {
  it('starts in the country of the visitor’s language, by card, saving new addresses, with nothing to say', () => {
    expect(homeCountry('fr-ca')).toBe('CA')
    expect(homeCountry('es-mx')).toBe('MX')
    const state = initialCheckout(homeCountry('de'))
    expect(state).toMatchObject({ billing: { countryCode: 'DE' }, delivery: { countryCode: 'DE' }, sameAsBilling: true, gateway: 'card', saveToAccount: true, message: null, phase: 'editing' })
    expect(isBusy(state)).toBe(false)
  })

  it('loads the countries', () => {
    const countries = [{ code: 'FR', name: 'France' }]
    expect(run(start(), { type: 'countries-loaded', countries }).countries).toEqual(countries)
  })
})

describe('prefilling from the cart and the signed-in buyer', () => {
  it('takes what the cart kept: email, billing, a different delivery address, notes', () => {
    const state = run(start(), {
      type: 'cart-arrived',
      cart: cartOf({ email: 'cart@example.com', billingAddress: lyon, shippingAddress: leeds, notes: 'Ring twice' }),
      signedIn: { email: 'me@example.com', firstName: 'Me', lastName: null },
    })
    expect(draftOf(state)).toEqual({ email: 'cart@example.com', billing: lyon, sameAsBilling: false, delivery: leeds, notes: 'Ring twice', gateway: 'card', cardNumber: '', saveToAccount: true })
    expect(state.prefilled).toBe(true)
  })

  it('a delivery address equal to the billing one stays “same as billing”', () => {
    const state = run(start(), { type: 'cart-arrived', cart: cartOf({ billingAddress: lyon, shippingAddress: { ...lyon } }), signedIn: null })
    expect(state.sameAsBilling).toBe(true)
    expect(state.delivery).toEqual({ countryCode: 'GB' })
  })

  it('with nothing in the cart, the signed-in buyer’s email and name fill in (in the home country)', () => {
    const state = run(start(), { type: 'cart-arrived', cart: cartOf(), signedIn: { email: 'me@example.com', firstName: 'Ada', lastName: null } })
    expect(state.email).toBe('me@example.com')
    expect(state.billing).toEqual({ countryCode: 'GB', firstName: 'Ada', lastName: '' })
    const anonymous = run(start(), { type: 'cart-arrived', cart: cartOf(), signedIn: { email: undefined, firstName: null, lastName: null } })
    expect(draftOf(anonymous)).toEqual(draftOf(start()))
  })

  it('happens once: a later cart (a coupon applied, a payment attempt) never overwrites what was typed', () => {
    const typed = run(filled(), { type: 'edit', change: { email: 'typed@example.com' } })
    const after = run(typed, { type: 'cart-arrived', cart: cartOf({ email: 'other@example.com', billingAddress: leeds, couponCode: 'TENOFF', totalDiscount: 1.8, totalPrice: 16.2 }), signedIn: null })
    expect(after).toBe(typed)
  })

  it('the account’s defaults fill what the cart lacks: billing, and a separate delivery address', () => {
    const arrived = run(start(), { type: 'cart-arrived', cart: cartOf(), signedIn: { email: 'me@example.com', firstName: 'Ada', lastName: 'L' } })
    const state = run(arrived, { type: 'saved-addresses-arrived', cart: cartOf(), billing: { id: 1, address: lyon }, shipping: { id: 2, address: leeds } })
    expect(state).toMatchObject({ billing: lyon, sameAsBilling: false, delivery: leeds, savedPrefilled: true })
    // One address for both: delivery stays the billing address.
    const one = run(arrived, { type: 'saved-addresses-arrived', cart: cartOf(), billing: { id: 1, address: lyon }, shipping: { id: 1, address: lyon } })
    expect(one).toMatchObject({ billing: lyon, sameAsBilling: true })
  })

  it('the account’s defaults never replace the cart’s addresses, and come once', () => {
    const cart = cartOf({ billingAddress: leeds, shippingAddress: leeds })
    const arrived = run(start(), { type: 'cart-arrived', cart, signedIn: null })
    const state = run(arrived, { type: 'saved-addresses-arrived', cart, billing: { id: 1, address: lyon }, shipping: { id: 2, address: lyon } })
    expect(draftOf(state)).toEqual(draftOf(arrived))
    const typed = run(state, { type: 'edit', change: { billing: { countryCode: 'IT' } } })
    expect(run(typed, { type: 'saved-addresses-arrived', cart: cartOf(), billing: { id: 1, address: lyon }, shipping: null })).toBe(typed)
  })
})

describe('the email is required to pay', () => {
  it('a blank email is missing; refused with the required text under the field and nothing else changed', () => {
    expect(isEmailMissing('  ')).toBe(true)
    expect(isEmailMissing('a@b.c')).toBe(false)
    const before = run(filled(), { type: 'edit', change: { email: ' ' } })
    const state = run(before, { type: 'submitted' }, { type: 'email-missing' })
    expect(state.message).toEqual({ key: 'checkout.fixErrors' })
    expect(shownErrors(state, 'This field is required')).toEqual({ email: ['This field is required'] })
    expect(draftOf(state)).toEqual(draftOf(before))
    expect(payButton(state, cartOf(), quoted()).disabled).toBe(false)
  })

  it('pressing Pay again clears the last problem and the field errors', () => {
    const refused = run(filled(), { type: 'submitted' }, { type: 'email-missing' })
    const again = run(refused, { type: 'submitted' })
    expect(again).toMatchObject({ message: null, errors: {}, emailRequired: false, phase: 'saving' })
    expect(shownErrors(again, 'This field is required')).toEqual({})
  })
})

describe('update-cart refused', () => {
  it('field errors: shown beside their fields, with “check the highlighted fields”', () => {
    const error = httpError(400, { error: 'Unable to update cart', errors: { 'billingAddress.postcode': ['Enter a postcode'], email: ['Not an email'] } })
    const state = run(filled(), { type: 'submitted' }, { type: 'update-refused', error, emailMissing: false })
    expect(state).toMatchObject({ phase: 'editing', message: { key: 'checkout.fixErrors' } })
    expect(shownErrors(state, 'required')).toEqual({ 'billingAddress.postcode': ['Enter a postcode'], email: ['Not an email'] })
  })

  it('field errors and a blank email: the email’s own “required” wins', () => {
    const error = httpError(400, { errors: { email: ['Not an email'], 'billingAddress.city': ['Required'] } })
    const state = run(filled(), { type: 'submitted' }, { type: 'update-refused', error, emailMissing: true })
    expect(shownErrors(state, 'This field is required')).toEqual({ email: ['This field is required'], 'billingAddress.city': ['Required'] })
  })

  it('a refusal without fields shows the server’s words; no answer at all, “could not be updated”', () => {
    const worded = run(filled(), { type: 'submitted' }, { type: 'update-refused', error: httpError(409, { error: 'Your basket changed.' }), emailMissing: false })
    expect(worded).toMatchObject({ message: { text: 'Your basket changed.' }, errors: {}, phase: 'editing' })
    const offline = run(filled(), { type: 'submitted' }, { type: 'update-refused', error: new TypeError('Failed to fetch'), emailMissing: true })
    expect(offline).toMatchObject({ message: { key: 'cart.updateFailed' }, emailRequired: false })
  })
})

describe('paying by card', () => {
  it('paid at once: busy (“Paying…”, pressed no more) while leaving for the order', () => {
    const state = run(filled(), { type: 'submitted' }, { type: 'cart-saved' }, { type: 'pay-answered', next: { kind: 'order', order: { number: 'MP-1', accessKey: 'k' }, url: '/order' } })
    expect(state.phase).toBe('leaving')
    expect(payButton(state, cartOf(), quoted())).toEqual({ disabled: true, label: { key: 'paying' } })
  })

  it('busy from the moment Pay is pressed', () => {
    for (const state of [run(filled(), { type: 'submitted' }), run(filled(), { type: 'submitted' }, { type: 'cart-saved' })]) {
      expect(isBusy(state)).toBe(true)
      expect(payButton(state, cartOf(), quoted())).toEqual({ disabled: true, label: { key: 'paying' } })
    }
  })

  it('declined: the gateway’s words, the form usable again, nothing typed reset', () => {
    const before = filled()
    const state = run(before, { type: 'submitted' }, { type: 'cart-saved' }, { type: 'pay-failed', error: httpError(400, { error: 'Your card was declined.' }) })
    expect(state.message).toEqual({ text: 'Your card was declined.' })
    expect(state.phase).toBe('editing')
    expect(draftOf(state)).toEqual(draftOf(before))
    expect(payButton(state, cartOf(), quoted())).toEqual({ disabled: false, label: { key: 'pay', total: 26.95 } })
  })

  it('typing while paying is kept, whatever the answer', () => {
    const typing = run(filled(), { type: 'submitted' }, { type: 'edit', change: { notes: 'Changed my mind' } }, { type: 'cart-saved' })
    expect(typing.phase).toBe('paying')
    expect(run(typing, { type: 'pay-failed', error: httpError(400, { error: 'Your card was declined.' }) }).notes).toBe('Changed my mind')
  })

  it('Stripe.js refusing the card: its own words; its form never loaded: “the card form could not load”', () => {
    const incomplete = run(filled(), { type: 'submitted' }, { type: 'pay-failed', error: new CardRefused('Your card number is incomplete.') })
    expect(incomplete.message).toEqual({ text: 'Your card number is incomplete.' })
    const unloaded = run(filled(), { type: 'submitted' }, { type: 'pay-failed', error: new CardRefused(null) })
    expect(unloaded.message).toEqual({ key: 'checkout.cardLoadFailed' })
  })

  it('a field refused by pay shows its message; a failure with no answer, “could not be updated”', () => {
    const missing = run(filled(), { type: 'submitted' }, { type: 'pay-failed', error: httpError(400, { error: 'Invalid request', errors: { paymentMethodId: ['Please enter your card details.'] } }) })
    expect(missing.message).toEqual({ text: 'Please enter your card details.' })
    const offline = run(filled(), { type: 'submitted' }, { type: 'pay-failed', error: new TypeError('Failed to fetch') })
    expect(offline.message).toEqual({ key: 'cart.updateFailed' })
  })

  it('stock gone at pay: the server’s cart problem is shown and the form stays usable', () => {
    const soldOut = 'Sorry, something in your basket sold out while you were paying. You have not been charged.'
    const state = run(filled(), { type: 'submitted' }, { type: 'cart-saved' }, { type: 'pay-failed', error: httpError(400, { error: soldOut }) })
    expect(formMessage(state, cartOf(), quoted())).toEqual({ text: soldOut })
    expect(payButton(state, cartOf(), quoted()).disabled).toBe(false)
    const notPayable = run(filled(), { type: 'submitted' }, { type: 'pay-failed', error: httpError(400, { error: 'Your basket cannot be paid for as it is. Please check it and try again.' }) })
    expect(notPayable.message).toEqual({ text: 'Your basket cannot be paid for as it is. Please check it and try again.' })
  })

  it('an answer with neither order nor redirect: the form is usable again, nothing said', () => {
    const state = run(filled(), { type: 'submitted' }, { type: 'cart-saved' }, { type: 'pay-answered', next: { kind: 'stay' } })
    expect(state).toMatchObject({ phase: 'editing', message: null })
  })

  it('3-D Secure required: sent to the bank, still busy', () => {
    const state = run(filled(), { type: 'submitted' }, { type: 'cart-saved' }, { type: 'pay-answered', next: afterPay({ redirect: 'https://hooks.stripe.test/3ds/pi_1' }, cartOf(), 'en') })
    expect(state.phase).toBe('leaving')
    expect(isBusy(state)).toBe(true)
  })

  it('3-D Secure failed: back on the checkout with the problem, the card still chosen, the form as saved', () => {
    const problem = 'Your card payment could not be confirmed. Please try again or use another card.'
    const state = run(start(problem), { type: 'cart-arrived', cart: cartOf({ email: 'sam@example.com', billingAddress: leeds, shippingAddress: leeds, gatewayId: 1 }), signedIn: null })
    expect(state).toMatchObject({ gateway: 'card', email: 'sam@example.com', billing: leeds, sameAsBilling: true })
    expect(formMessage(state, cartOf(), quoted())).toEqual({ text: problem })
    expect(payButton(state, cartOf(), quoted())).toEqual({ disabled: false, label: { key: 'pay', total: 26.95 } })
  })
})

describe('paying with PayPal', () => {
  it('chosen: the button says “with PayPal” and the total', () => {
    const state = filled('paypal')
    expect(payButton(state, cartOf(), quoted()).label).toEqual({ key: 'payWithPaypal', total: 26.95 })
  })

  it('approval needed: leaving for PayPal, still busy', () => {
    const state = run(filled('paypal'), { type: 'submitted' }, { type: 'cart-saved' }, { type: 'pay-answered', next: { kind: 'redirect', url: 'https://paypal.test/approve' } })
    expect(payButton(state, cartOf(), quoted())).toEqual({ disabled: true, label: { key: 'paying' } })
  })

  it('cancelled: back on the checkout, PayPal still chosen, the problem shown, the email kept', () => {
    const problem = 'There was a problem paying with PayPal.'
    const state = run(start(problem), { type: 'cart-arrived', cart: cartOf({ email: 'cancel@example.com', billingAddress: lyon, shippingAddress: lyon, gatewayId: 2 }), signedIn: null })
    expect(state).toMatchObject({ gateway: 'paypal', email: 'cancel@example.com', phase: 'editing' })
    expect(formMessage(state, cartOf(), quoted())).toEqual({ text: problem })
    expect(payButton(state, cartOf(), quoted())).toEqual({ disabled: false, label: { key: 'payWithPaypal', total: 26.95 } })
  })
})

describe('shipping and the total on the Pay button', () => {
  it('kit goes to the billing country, or the delivery one when different', () => {
    const state = filled()
    expect(pricedAt(state, cartOf())).toEqual({ countryCode: 'FR', county: null })
    expect(pricedAt(run(state, { type: 'edit', change: { sameAsBilling: false, delivery: leeds } }), cartOf())).toEqual({ countryCode: 'GB', county: null })
    expect(pricedAt(state, null)).toBeNull()
  })

  it('in Canada the province is part of the address priced (its tax), elsewhere the region is not', () => {
    const quebec = { ...lyon, countryCode: 'CA', city: 'Montréal', county: 'QC', postcode: 'H2X 1Y4' }
    const state = run(filled(), { type: 'edit', change: { billing: quebec } })
    expect(pricedAt(state, cartOf())).toEqual({ countryCode: 'CA', county: 'QC' })
    expect(pricedAt(state, digitalCart())).toEqual({ countryCode: 'CA', county: 'QC' })
    expect(pricedAt(run(filled(), { type: 'edit', change: { billing: { ...lyon, county: 'Rhône' } } }), cartOf())).toEqual({ countryCode: 'FR', county: null })
    expect(pricedAt(run(filled(), { type: 'edit', change: { billing: { countryCode: '' } } }), cartOf())).toBeNull()
  })

  it("the quote brings the tax of the address: its lines and total replace the cart's", () => {
    const canadian = cartOf({ currency: 'CAD', pricesIncludeTax: false, totalTax: 0.9, totalPrice: 18.9, taxLines: [{ name: 'GST', rate: 5, amount: 0.9, included: false }] })
    const qst = { name: 'QST', rate: 9.975, amount: 2.69, included: false }
    const shown = shownCart(
      canadian,
      quoted(quote({ countryCode: 'CA', totalShippingCost: 8.95, totalTax: 4.04, totalPrice: 30.99, taxLines: [{ name: 'GST', rate: 5, amount: 1.35, included: false }, qst] })),
    )
    expect(shown).toMatchObject({ totalShippingCost: 8.95, totalTax: 4.04, totalPrice: 30.99 })
    expect(shown.taxLines).toContainEqual(qst)
  })

  it('the total is the cart priced for that country; asked and not answered yet, Pay waits', () => {
    const state = filled()
    expect(shownCart(cartOf(), quoted()).totalPrice).toBe(26.95)
    expect(shownCart(cartOf(), quoted()).totalShippingCost).toBe(8.95)
    expect(payButton(state, cartOf(), quoted()).label).toEqual({ key: 'pay', total: 26.95 })
    expect(payButton(state, cartOf(), { quote: null, pending: true }).disabled).toBe(true)
    // No quote to be had (it failed): the cart's own total, and Pay may be pressed.
    expect(payButton(state, cartOf(), noQuote)).toEqual({ disabled: false, label: { key: 'pay', total: 18 } })
  })

  it('a country we do not ship to: Pay cannot be pressed and the form says why, unless a problem is already shown', () => {
    const state = filled()
    const nowhere = quoted(quote({ countryCode: 'AQ', shippingAvailable: false }))
    expect(cannotShip(cartOf(), nowhere)).toBe(true)
    expect(payButton(state, cartOf(), nowhere)).toEqual({ disabled: true, label: { key: 'pay', total: 18 } })
    expect(formMessage(state, cartOf(), nowhere)).toEqual({ key: 'cart.shippingUnavailable' })
    const refused = run(state, { type: 'submitted' }, { type: 'pay-failed', error: httpError(400, { error: 'Your card was declined.' }) })
    expect(formMessage(refused, cartOf(), nowhere)).toEqual({ text: 'Your card was declined.' })
    expect(formMessage(state, cartOf(), quoted())).toBeNull()
  })

  it('a coupon applied on the checkout: the button follows the cart the server answered', () => {
    const state = filled()
    const discounted = cartOf({ couponCode: 'TENOFF', totalDiscount: 1.8, totalPrice: 16.2 })
    expect(payButton(state, discounted, quoted(quote({ totalPrice: 25.15 }))).label).toEqual({ key: 'pay', total: 25.15 })
    expect(payButton(state, digitalCart({ couponCode: 'TENOFF', totalDiscount: 1.9, totalPrice: 17.1 }), noQuote).label).toEqual({ key: 'pay', total: 17.1 })
  })
})

describe('a digital-only basket (training plans, entries)', () => {
  const plan = digitalCart()

  it('asks no delivery address or shipping, and the total has none', () => {
    const state = filled()
    // Priced (taxed) at the billing address, whatever a delivery address says.
    expect(pricedAt(run(state, { type: 'edit', change: { sameAsBilling: false, delivery: leeds } }), plan)).toEqual({ countryCode: 'FR', county: null })
    expect(cannotShip(plan, quoted(quote({ shippingAvailable: false })))).toBe(false)
    // Its quote brings the tax of the billing address, never a shipping cost.
    const taxed = shownCart(plan, quoted(quote({ totalShippingCost: 0, totalTax: 3.17, totalPrice: 19 })))
    expect(taxed).toMatchObject({ totalShippingCost: 0, totalTax: 3.17, totalPrice: 19, shippingMethodHandle: null })
    expect(shownCart(plan, quoted(quote({ shippingAvailable: false, totalShippingCost: 0, totalPrice: 19 }))).totalPrice).toBe(19)
    expect(payButton(state, plan, noQuote)).toEqual({ disabled: false, label: { key: 'pay', total: 19 } })
    expect(updateFields(state, plan, null)).toMatchObject({ shippingAddress: null, shippingMethodHandle: null })
  })
})

describe('what paying sends', () => {
  it('update-cart: the fields, the delivery address as chosen, the gateway and a customer’s id', () => {
    const state = filled()
    expect(updateFields(state, cartOf(), null)).toEqual({
      email: 'camille@example.com',
      billingAddress: lyon,
      shippingAddress: lyon,
      shippingMethodHandle: 'standard',
      notes: 'Leave at the door',
      gatewayId: 1,
    })
    const elsewhere = run(state, { type: 'edit', change: { sameAsBilling: false, delivery: leeds, gateway: 'paypal' } })
    expect(updateFields(elsewhere, cartOf(), 42)).toMatchObject({ shippingAddress: leeds, gatewayId: 2, customerId: 42 })
    expect(Object.keys(updateFields(elsewhere, cartOf(), 42))).toEqual(['email', 'billingAddress', 'shippingAddress', 'shippingMethodHandle', 'notes', 'gatewayId', 'customerId'])
  })

  it('a signed-in buyer’s new billing address is saved to the account, if they leave the box ticked', () => {
    const state = filled()
    expect(savesBilling(state, { signedIn: true, isSaved: () => false })).toBe(true)
    expect(savesBilling(state, { signedIn: true, isSaved: (a) => a === lyon })).toBe(false)
    expect(savesBilling(state, { signedIn: false, isSaved: () => false })).toBe(false)
    expect(savesBilling(run(state, { type: 'edit', change: { saveToAccount: false } }), { signedIn: true, isSaved: () => false })).toBe(false)
  })

  it('pay: the gateway, the payment method, the cart, the email, the return addresses and the total shown in minor units', () => {
    const urls = { redirect: 'https://shop.test/payment-complete?sig=a', cancelUrl: 'https://shop.test/checkout?sig=b' }
    expect(payRequest(filled(), { paymentMethodId: 'pm_sandbox_4242424242424242', orderNumber: 'cart-7', urls, shownTotal: money(2695, 'GBP') })).toEqual({
      gatewayId: 1,
      paymentMethodId: 'pm_sandbox_4242424242424242',
      orderNumber: 'cart-7',
      email: 'camille@example.com',
      redirect: urls.redirect,
      cancelUrl: urls.cancelUrl,
      total: 2695,
    })
    // The page's decimals become minor units in the money module: 0.1 + 0.2 and 9.95 × 100 round, never cut, or pay refuses the total.
    expect(payRequest(filled('paypal'), { paymentMethodId: undefined, orderNumber: 'cart-7', urls, shownTotal: fromDecimal(0.1 + 0.2, 'EUR') })).toMatchObject({ gatewayId: 2, total: 30 })
    expect(payRequest(filled(), { paymentMethodId: undefined, orderNumber: 'cart-7', urls, shownTotal: fromDecimal(9.95, 'CAD') }).total).toBe(995)
    expect(sandboxPaymentMethod('4000 0000-0000 0002')).toBe('pm_sandbox_4000000000000002')
  })
})

describe('after pay answers', () => {
  const order = { number: 'MP-ABC-DEF-G', accessKey: 'f'.repeat(32) }

  it('a redirect (PayPal’s approval, the bank’s 3-D Secure page) is followed as it is', () => {
    expect(afterPay({ redirect: 'https://paypal.test/approve?token=1' }, cartOf(), 'fr')).toEqual({ kind: 'redirect', url: 'https://paypal.test/approve?token=1' })
  })

  it('an order goes to its page in the buyer’s language, with its key', () => {
    expect(afterPay({ order }, cartOf(), 'en')).toEqual({ kind: 'order', order, url: `/order?number=MP-ABC-DEF-G&key=${order.accessKey}` })
    expect(afterPay({ order }, cartOf(), 'fr')).toMatchObject({ url: `/fr/order?number=MP-ABC-DEF-G&key=${order.accessKey}` })
  })

  it('paid entries end on the entry flow’s last step', () => {
    const entries = cartOf({
      lineItems: [line({ kind: 'entry', options: { entryPath: 'individual' }, snapshot: { title: 'Spring 10K', variantTitle: 'Adult', path: '/events/spring-10k', image: null, attributes: {} } })],
      needsShipping: false,
    })
    expect(afterPay({ order }, entries, 'de')).toMatchObject({ kind: 'order', url: `/de/events/individual-entry?event=spring-10k&step=5&order=MP-ABC-DEF-G&key=${order.accessKey}` })
  })

  it('neither: stay', () => {
    expect(afterPay({}, cartOf(), 'en')).toEqual({ kind: 'stay' })
    expect(afterPay({ redirect: '' }, cartOf(), 'en')).toEqual({ kind: 'stay' })
  })
})
