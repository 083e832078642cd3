import { describe, expect, it } from 'vitest'
import { DomainError } from '../../lib/errors'
import { cart, catalogue, coupon as couponOf, gbp, purchasable, taxRates } from '../cart/fixtures.test-support'
import { priceCart } from '../cart/totals'
import type { CartLine, CartRecord, Coupon, ShippingRates } from '../cart/types'
import { type Money, money } from '../money'
import type { PaymentGateway } from './gateway'
import type { PayDeps, PaymentAttempt } from './attempts'
import { pay } from './pay'

/** Paying with a gateway that records its charges and a cart held in memory. */
const delivery = {
  shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', countryCode: 'GB', addressLine1: '1 Road', city: 'Leeds', postcode: 'LS1 1AA' },
  shippingMethodHandle: 'standard' as const,
}
const rates: ShippingRates = { zones: [{ name: 'UK', countries: ['GB'], rates: [{ rate: gbp(395), freeOver: null }] }], otherCountries: null }

function payWith(saved: CartRecord, { shownTotal, kind = 'merch', price = 30, coupon = null }: { shownTotal?: number; kind?: 'merch' | 'entry'; price?: number; coupon?: Coupon | null } = {}) {
  const charges: Money[] = []
  const cancelUrls: string[] = []
  const attempts: PaymentAttempt[] = []
  const gateway = (id: 'card' | 'paypal'): PaymentGateway => ({
    id,
    charge: async ({ amount, cancelUrl }) => (charges.push(amount), cancelUrls.push(cancelUrl), { status: 'requires-approval', reference: 'ref-1', approvalUrl: 'https://pay.example/approve' }),
    confirm: async () => ({ status: 'pending' }),
    refund: async () => null,
  })
  const deps: PayDeps = {
    gateways: { card: gateway('card'), paypal: gateway('paypal') },
    payments: {
      create: async (a) => void attempts.push(a),
      byHash: async () => null,
      byReference: async () => null,
      pending: async () => [],
      update: async () => undefined,
    },
    findCart: async (n) => (n === saved.number ? saved : null),
    saveEmail: async (c, email) => ({ ...c, email }),
    price: async (c) =>
      priceCart(c, {
        purchasables: catalogue(purchasable(1, { price: gbp(price), hasUnlimitedStock: true, kind })),
        coupon,
        couponUsesByEmail: 0,
        shippingRates: rates,
        taxRates,
        market: { pricesIncludeTax: true, presumedDestination: { country: 'GB', region: null } },
        addressDestination: null,
        now: new Date(),
      }),
    complete: async () => {
      throw new Error('not reached')
    },
    isSignedUrl: () => true,
    completeUrl: (hash) => `https://milepost.example/complete?h=${hash}`,
    newHash: () => 'hash-1',
  }
  const input = { gatewayId: 2, orderNumber: saved.number, redirect: 'https://milepost.example/ok', cancelUrl: 'https://milepost.example/back', locale: 'en' as const, shownTotal }
  return { run: () => pay(deps, input), charges, cancelUrls, attempts }
}

const refusal = async (run: () => Promise<unknown>) => {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return (error as DomainError).message
}

describe('pay refuses a cart over the limits, before any money moves', () => {
  const line = (id: number, qty: number, options: Record<string, unknown> = {}): CartLine => ({ id, purchasableId: 1, qty, options })

  it.each([
    ['11,988 units on one line', [line(1, 11_988)]],
    ['1,000 units on two lines', [line(1, 500), line(2, 500, { gift: true })]],
    ['101 lines', Array.from({ length: 101 }, (_, i) => line(i + 1, 1, { n: i }))],
    ['options of 60 KB', [line(1, 1, { note: 'x'.repeat(60 * 1024) })]],
    ['nested options', [line(1, 1, { a: { b: { c: 1 } } })]],
  ])('%s', async (_, lines) => {
    const paying = payWith(cart({ email: 'a@b.co', lines, ...delivery }))
    expect(await refusal(paying.run)).toBe('payments.cartOverLimits')
    expect(paying.charges).toEqual([])
    expect(paying.attempts).toEqual([])
  })

  it('sends PayPal’s cancel link back to complete-payment saying it was a cancel', async () => {
    const paying = payWith(cart({ email: 'a@b.co', lines: [line(1, 1)], ...delivery }))
    await paying.run()
    expect(paying.cancelUrls).toEqual(['https://milepost.example/complete?h=hash-1&cancelled=1'])
  })

  it('pays a cart at the limits', async () => {
    const paying = payWith(cart({ email: 'a@b.co', lines: [line(1, 998), line(2, 1, { gift: true })], ...delivery }))
    expect(await paying.run()).toEqual({ redirect: 'https://pay.example/approve' })
    expect(paying.charges).toEqual([money(999 * 30 + 395, 'GBP')])
  })
})

describe('pay charges kit only with somewhere to send it, and only the total the buyer saw', () => {
  const lines: CartLine[] = [{ id: 1, purchasableId: 1, qty: 1, options: {} }]

  it('refuses kit without a delivery address or shipping method, before any money moves', async () => {
    for (const missing of [{}, { shippingAddress: delivery.shippingAddress }, { shippingMethodHandle: 'standard' as const }]) {
      const paying = payWith(cart({ email: 'a@b.co', lines, ...missing }))
      expect(await refusal(paying.run)).toBe('payments.deliveryNeeded')
      expect(paying.charges).toEqual([])
      expect(paying.attempts).toEqual([])
    }
  })

  it('refuses kit for a country without a shipping rate', async () => {
    const paying = payWith(cart({ email: 'a@b.co', lines, ...delivery, shippingAddress: { ...delivery.shippingAddress, countryCode: 'US' } }))
    expect(await refusal(paying.run)).toBe('cart.shippingUnavailable')
    expect(paying.charges).toEqual([])
  })

  it('charges kit with its shipping', async () => {
    const paying = payWith(cart({ email: 'a@b.co', lines, ...delivery }), { shownTotal: 30 + 395 })
    await paying.run()
    expect(paying.charges).toEqual([money(30 + 395, 'GBP')])
  })

  it('needs no address and no shipping for what is not sent (an entry)', async () => {
    const paying = payWith(cart({ email: 'a@b.co', lines }), { kind: 'entry', shownTotal: 30 })
    await paying.run()
    expect(paying.charges).toEqual([money(30, 'GBP')])
  })

  it('refuses a total other than the one shown: the shipping left out, or any other change', async () => {
    for (const shownTotal of [30, 30 + 394, 0]) {
      const paying = payWith(cart({ email: 'a@b.co', lines, ...delivery }), { shownTotal })
      expect(await refusal(paying.run)).toBe('payments.totalChanged')
      expect(paying.charges).toEqual([])
      expect(paying.attempts).toEqual([])
    }
  })
})

describe('pay never sends a £0 cart to the gateway', () => {
  const lines: CartLine[] = [{ id: 1, purchasableId: 1, qty: 2, options: {} }]

  it.each([
    ['a free entry', { kind: 'entry' as const, price: 0 }, {}],
    ['an entry under a 100 % coupon', { kind: 'entry' as const, coupon: couponOf({ percent: 100 }) }, { couponCode: 'RUN10' }],
  ])('%s: refused before any attempt or charge, as the buyer saw it (£0)', async (_, pricing, onCart) => {
    const paying = payWith(cart({ email: 'a@b.co', lines, ...onCart }), { ...pricing, shownTotal: 0 })
    expect(await refusal(paying.run)).toBe('payments.cartNotPayable')
    expect(paying.charges).toEqual([])
    expect(paying.attempts).toEqual([])
  })

  it('charges the same entry under a 50 % coupon', async () => {
    const paying = payWith(cart({ email: 'a@b.co', lines, couponCode: 'RUN10' }), { kind: 'entry', coupon: couponOf({ percent: 50 }), shownTotal: 30 })
    expect(await paying.run()).toEqual({ redirect: 'https://pay.example/approve' })
    expect(paying.charges).toEqual([money(30, 'GBP')])
  })
})
