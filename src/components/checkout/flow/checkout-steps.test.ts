import { describe, expect, it } from 'vitest'
import { money } from '@/commerce/money'
import type { Locale } from '@/i18n/locales'
import { HttpError } from '@/lib/http/client'
import type { CartView } from '@/commerce/cart/view'
import { cartOf, digitalCart, leeds, line, lyon } from './checkout-fixtures.test-support'
import { type CheckoutDraft, type CheckoutEvent, checkoutReducer, type CheckoutState, initialCheckout, type PayAnswer, type PayRequest } from './checkout-machine'
import { type CheckoutPorts, submitCheckout } from './checkout-steps'

const URLS = {
  card: { redirect: 'https://shop.test/payment-complete?gateway=card&sig=c', cancelUrl: 'https://shop.test/checkout?gateway=card&sig=c' },
  paypal: { redirect: 'https://shop.test/payment-complete?gateway=paypal&sig=p', cancelUrl: 'https://shop.test/checkout?gateway=paypal&sig=p' },
}
const ORDER = { number: 'MP-ABC-DEF-G', accessKey: 'a'.repeat(32) }

type Options = {
  update?: () => Promise<unknown>
  pay?: (request: PayRequest) => Promise<PayAnswer>
  stripe?: CheckoutPorts['stripe']
  signedIn?: boolean
  isSaved?: boolean
  save?: () => Promise<void>
  storedCartNumber?: string | null
}

/** The browser as the steps see it: every call written down in order, the state kept by the reducer. */
function browser(options: Options = {}) {
  const calls: [string, ...unknown[]][] = []
  const events: CheckoutEvent[] = []
  let state: CheckoutState = initialCheckout('GB')
  const ports: CheckoutPorts = {
    dispatch(event) {
      events.push(event)
      state = checkoutReducer(state, event)
    },
    updateCart: async (fields) => {
      calls.push(['update-cart', fields])
      return (options.update ?? (async () => ({})))()
    },
    addressBook: {
      signedIn: options.signedIn ?? false,
      isSaved: () => options.isSaved ?? false,
      save: async (address, type) => {
        calls.push(['save-address', address, type])
        return (options.save ?? (async () => undefined))()
      },
    },
    stripe: options.stripe ?? { key: null, card: () => null },
    returnUrls: async (gateway) => {
      calls.push(['return-urls', gateway])
      return URLS[gateway]
    },
    pay: async (request) => {
      calls.push(['pay', request])
      return (options.pay ?? (async () => ({ order: ORDER })))(request)
    },
    storedCartNumber: () => (options.storedCartNumber === undefined ? 'stored-7' : options.storedCartNumber),
    rememberOrder: (order) => calls.push(['remember-order', order]),
    clearCart: async () => {
      calls.push(['clear-cart'])
    },
    go: (url) => calls.push(['go', url]),
    warn: (message) => calls.push(['warn', message]),
  }
  return { ports, calls, events, state: () => state, names: () => calls.map(([name]) => name), types: () => events.map((e) => e.type) }
}

const draft = (change: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  email: 'camille@example.com',
  billing: lyon,
  sameAsBilling: true,
  delivery: { countryCode: 'GB' },
  notes: '',
  gateway: 'card',
  cardNumber: '4242 4242 4242 4242',
  saveToAccount: true,
  ...change,
})

const submission = (change: Partial<CheckoutDraft> = {}, cart: CartView = cartOf(), locale: Locale = 'en') => ({ draft: draft(change), cart, customerId: null, shownTotal: money(2695, 'GBP'), locale })

describe('pressing Pay: card paid at once', () => {
  it('saves the fields, asks for the return addresses, pays the total shown, keeps the order, clears the cart, opens the order', async () => {
    const b = browser()
    await submitCheckout(b.ports, submission())
    expect(b.names()).toEqual(['update-cart', 'return-urls', 'pay', 'remember-order', 'clear-cart', 'go'])
    expect(b.calls[0]![1]).toEqual({ email: 'camille@example.com', billingAddress: lyon, shippingAddress: lyon, shippingMethodHandle: 'standard', notes: '', gatewayId: 1 })
    expect(b.calls[1]).toEqual(['return-urls', 'card'])
    expect(b.calls[2]![1]).toEqual({
      gatewayId: 1,
      paymentMethodId: 'pm_sandbox_4242424242424242',
      orderNumber: 'stored-7',
      email: 'camille@example.com',
      redirect: URLS.card.redirect,
      cancelUrl: URLS.card.cancelUrl,
      total: 2695,
    })
    expect(b.calls[3]).toEqual(['remember-order', ORDER])
    expect(b.calls[5]).toEqual(['go', `/order?number=MP-ABC-DEF-G&key=${ORDER.accessKey}`])
    expect(b.types()).toEqual(['submitted', 'cart-saved', 'pay-answered'])
    expect(b.state().phase).toBe('leaving')
  })

  it('without a kept cart number, pays the cart on screen; a customer’s id goes with the fields', async () => {
    const b = browser({ storedCartNumber: null })
    await submitCheckout(b.ports, { ...submission(), customerId: 5 })
    expect(b.calls[0]![1]).toMatchObject({ customerId: 5 })
    expect(b.calls[2]![1]).toMatchObject({ orderNumber: 'cart-7' })
  })

  it('paid entries end on the entry flow’s last step in the buyer’s language', async () => {
    const entries = cartOf({
      lineItems: [line({ kind: 'entry', options: { entryPath: 'create-team' }, snapshot: { title: 'Spring 10K', variantTitle: 'Adult', path: '/events/spring-10k', image: null, attributes: {} } })],
    })
    const b = browser()
    await submitCheckout(b.ports, submission({}, entries, 'fr'))
    expect(b.calls.at(-1)).toEqual(['go', `/fr/events/create-team-entry?event=spring-10k&step=6&order=MP-ABC-DEF-G&key=${ORDER.accessKey}`])
  })

  it('a digital-only basket sends no delivery address or shipping method', async () => {
    const b = browser()
    await submitCheckout(b.ports, submission({ sameAsBilling: false, delivery: leeds }, digitalCart()))
    expect(b.calls[0]![1]).toMatchObject({ shippingAddress: null, shippingMethodHandle: null })
  })

  it('kit sent elsewhere: the delivery address', async () => {
    const b = browser()
    await submitCheckout(b.ports, submission({ sameAsBilling: false, delivery: leeds }))
    expect(b.calls[0]![1]).toMatchObject({ shippingAddress: leeds, shippingMethodHandle: 'standard' })
  })
})

describe('pressing Pay: refused', () => {
  it('declined card: the gateway’s words, nothing cleared, nowhere to go', async () => {
    const b = browser({ pay: async () => Promise.reject(new HttpError(400, { error: 'Your card was declined.' })) })
    await submitCheckout(b.ports, submission())
    expect(b.names()).toEqual(['update-cart', 'return-urls', 'pay'])
    expect(b.state()).toMatchObject({ phase: 'editing', message: { text: 'Your card was declined.' } })
  })

  it('stock gone at pay: the server’s words, the cart left for the basket', async () => {
    const soldOut = 'Sorry, something in your basket sold out while you were paying. You have not been charged.'
    const b = browser({ pay: async () => Promise.reject(new HttpError(400, { error: soldOut })) })
    await submitCheckout(b.ports, submission())
    expect(b.names()).not.toContain('clear-cart')
    expect(b.state().message).toEqual({ text: soldOut })
  })

  it('update-cart refused: its field errors, and pay never asked', async () => {
    const b = browser({ update: async () => Promise.reject(new HttpError(400, { error: 'Unable to update cart', errors: { 'billingAddress.postcode': ['Enter a postcode'] } })) })
    await submitCheckout(b.ports, submission({ email: '' }))
    expect(b.names()).toEqual(['update-cart'])
    expect(b.events.at(-1)).toMatchObject({ type: 'update-refused', emailMissing: true })
    expect(b.state()).toMatchObject({ phase: 'editing', errors: { 'billingAddress.postcode': ['Enter a postcode'] }, emailRequired: true, message: { key: 'checkout.fixErrors' } })
  })

  it('no email: the cart is saved all the same, then paying stops with the email required', async () => {
    const b = browser()
    await submitCheckout(b.ports, submission({ email: '   ' }))
    expect(b.names()).toEqual(['update-cart'])
    expect(b.calls[0]![1]).toMatchObject({ email: '   ' })
    expect(b.state()).toMatchObject({ phase: 'editing', emailRequired: true, message: { key: 'checkout.fixErrors' } })
  })

  it('an answer with neither order nor redirect: the form is usable again', async () => {
    const b = browser({ pay: async () => ({}) })
    await submitCheckout(b.ports, submission())
    expect(b.names()).toEqual(['update-cart', 'return-urls', 'pay'])
    expect(b.state()).toMatchObject({ phase: 'editing', message: null })
  })

  it('clearing the paid cart failing is shown, not swallowed', async () => {
    const b = browser()
    b.ports.clearCart = async () => Promise.reject(new TypeError('Failed to fetch'))
    await submitCheckout(b.ports, submission())
    expect(b.names()).toEqual(['update-cart', 'return-urls', 'pay', 'remember-order'])
    expect(b.state()).toMatchObject({ phase: 'editing', message: { key: 'cart.updateFailed' } })
  })
})

describe('pressing Pay: 3-D Secure and PayPal', () => {
  it('3-D Secure required: to the bank’s page; the order comes on the return, not here', async () => {
    const b = browser({ pay: async () => ({ redirect: 'https://hooks.stripe.test/3ds/pi_1' }) })
    await submitCheckout(b.ports, submission())
    expect(b.names()).toEqual(['update-cart', 'return-urls', 'pay', 'go'])
    expect(b.calls.at(-1)).toEqual(['go', 'https://hooks.stripe.test/3ds/pi_1'])
    expect(b.state().phase).toBe('leaving')
  })

  it('PayPal: PayPal’s return addresses, no payment method, to the approval page', async () => {
    const b = browser({ pay: async () => ({ redirect: 'https://paypal.test/approve?token=T' }) })
    await submitCheckout(b.ports, submission({ gateway: 'paypal' }))
    expect(b.calls[0]![1]).toMatchObject({ gatewayId: 2 })
    expect(b.calls[1]).toEqual(['return-urls', 'paypal'])
    const request = b.calls[2]![1] as PayRequest
    expect(request).toMatchObject({ gatewayId: 2, paymentMethodId: undefined, redirect: URLS.paypal.redirect, cancelUrl: URLS.paypal.cancelUrl })
    expect(b.calls.at(-1)).toEqual(['go', 'https://paypal.test/approve?token=T'])
  })
})

describe('pressing Pay: Stripe’s card field', () => {
  it('pays with the payment method Stripe.js made', async () => {
    const b = browser({ stripe: { key: 'pk_test_1', card: () => async () => 'pm_card_visa' } })
    await submitCheckout(b.ports, submission())
    expect(b.calls[2]![1]).toMatchObject({ paymentMethodId: 'pm_card_visa' })
  })

  it('Stripe.js refusing the card: its words, and nothing asked of the server after update-cart', async () => {
    const b = browser({ stripe: { key: 'pk_test_1', card: () => async () => Promise.reject(new Error('Your card number is incomplete.')) } })
    await submitCheckout(b.ports, submission())
    expect(b.names()).toEqual(['update-cart'])
    expect(b.state().message).toEqual({ text: 'Your card number is incomplete.' })
  })

  it('the card form never loaded: “the card form could not load”', async () => {
    const b = browser({ stripe: { key: 'pk_test_1', card: () => null } })
    await submitCheckout(b.ports, submission())
    expect(b.state().message).toEqual({ key: 'checkout.cardLoadFailed' })
    const odd = browser({ stripe: { key: 'pk_test_1', card: () => async () => Promise.reject('not an Error') } })
    await submitCheckout(odd.ports, submission())
    expect(odd.state().message).toEqual({ key: 'checkout.cardLoadFailed' })
  })

  it('reads the card field when paying, not when Pay was pressed (Stripe.js may load meanwhile)', async () => {
    let create: (() => Promise<string>) | null = null
    const b = browser({
      stripe: { key: 'pk_test_1', card: () => create },
      update: async () => {
        create = async () => 'pm_card_visa'
      },
    })
    await submitCheckout(b.ports, submission())
    expect(b.calls[2]![1]).toMatchObject({ paymentMethodId: 'pm_card_visa' })
  })
})

describe('pressing Pay: saving the address to the account', () => {
  it('a signed-in buyer’s new billing address is saved after update-cart, before paying', async () => {
    const b = browser({ signedIn: true })
    await submitCheckout(b.ports, submission())
    expect(b.names()).toEqual(['update-cart', 'save-address', 'return-urls', 'pay', 'remember-order', 'clear-cart', 'go'])
    expect(b.calls[1]).toEqual(['save-address', lyon, 'billing'])
  })

  it('not when already saved, unticked, or signed out; a failed save is only logged', async () => {
    for (const options of [{ signedIn: true, isSaved: true }, { signedIn: false }]) {
      const b = browser(options)
      await submitCheckout(b.ports, submission())
      expect(b.names()).not.toContain('save-address')
    }
    const unticked = browser({ signedIn: true })
    await submitCheckout(unticked.ports, submission({ saveToAccount: false }))
    expect(unticked.names()).not.toContain('save-address')
    const failing = browser({ signedIn: true, save: async () => Promise.reject(new Error('nope')) })
    await submitCheckout(failing.ports, submission())
    expect(failing.names()).toEqual(['update-cart', 'save-address', 'warn', 'return-urls', 'pay', 'remember-order', 'clear-cart', 'go'])
  })
})
