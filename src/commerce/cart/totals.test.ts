import { describe, expect, it } from 'vitest'
import { cart, catalogue, coupon as runTen, purchasable } from './fixtures.test-support'
import { priceCart } from './totals'
import type { ShippingRates } from './types'

const rates: ShippingRates = { zones: [{ name: 'UK', countries: ['GB'], rate: 395, freeOver: 5000 }], otherCountries: null }
const now = new Date('2026-06-01T00:00:00Z')
const items = catalogue(purchasable(1, { price: 2800 }), purchasable(2, { kind: 'entry', price: 1500, hasUnlimitedStock: true }))
const coupon = runTen()
const price = (c: ReturnType<typeof cart>, over: Partial<Parameters<typeof priceCart>[1]> = {}) =>
  priceCart(c, { purchasables: items, coupon: null, couponUsesByEmail: 0, shippingRates: rates, now, ...over })

describe('cart totals', () => {
  const lines = [
    { id: 1, purchasableId: 1, qty: 2, options: {} },
    { id: 2, purchasableId: 2, qty: 1, options: { entryId: 'e1' } },
  ]

  it('prices lines from the catalogue, never from the client', () => {
    const priced = price(cart({ lines }))
    expect(priced.lines.map((l) => [l.unitPrice, l.subtotal, l.total])).toEqual([
      [2800, 5600, 5600],
      [1500, 1500, 1500],
    ])
    expect(priced).toMatchObject({ totalQty: 3, itemSubtotal: 7100, totalDiscount: 0, totalShippingCost: 0, totalTax: 0, totalPrice: 7100, needsShipping: true })
  })

  it('takes the coupon off eligible lines, or notices that it no longer applies', () => {
    const withCoupon = price(cart({ lines, couponCode: 'RUN10' }), { coupon })
    expect(withCoupon).toMatchObject({ totalDiscount: 710, totalPrice: 6390, couponApplies: true })
    expect(withCoupon.lines.map((l) => l.total)).toEqual([5040, 1350])
    const ended = price(cart({ lines, couponCode: 'RUN10' }), { coupon: { ...coupon, endsAt: '2026-01-01T00:00:00Z' } })
    expect(ended).toMatchObject({
      totalDiscount: 0,
      couponApplies: false,
      notices: [{ field: 'couponCode', problem: { key: 'cart.couponNotValid', because: { key: 'cart.couponWhy.ended', dates: { date: '2026-01-01T00:00:00Z' } } } }],
    })
  })

  it('takes a members-only coupon off a member’s cart only; anyone else’s keeps it with a notice', () => {
    const clubOnly = { ...coupon, membersOnly: true }
    const member = price(cart({ lines, couponCode: 'RUN10', customerId: 7 }), { coupon: clubOnly, isRunClubMember: true })
    expect(member).toMatchObject({ totalDiscount: 710, couponApplies: true, notices: [] })
    for (const refused of [
      price(cart({ lines, couponCode: 'RUN10', customerId: 7 }), { coupon: clubOnly, isRunClubMember: false }),
      price(cart({ lines, couponCode: 'RUN10' }), { coupon: clubOnly }),
    ]) {
      expect(refused).toMatchObject({ totalDiscount: 0, totalPrice: 7100, couponApplies: false, notices: [{ field: 'couponCode', problem: { key: 'cart.couponNotValid' } }] })
    }
  })

  it('sends nothing for a run-club membership: no shipping, and no free-shipping threshold reached with it', () => {
    const membership = purchasable(3, {
      price: 3000,
      hasUnlimitedStock: true,
      snapshot: { title: 'Club', variantTitle: 'Club', path: null, image: null, attributes: {}, grantsRunClubMembership: true },
    })
    const withClub = catalogue(...items.values(), membership)
    const shipTo = { shippingAddress: { countryCode: 'GB' }, shippingMethodHandle: 'standard' as const }
    expect(price(cart({ lines: [{ id: 1, purchasableId: 3, qty: 1, options: {} }], ...shipTo }), { purchasables: withClub })).toMatchObject({
      needsShipping: false,
      totalShippingCost: 0,
      totalPrice: 3000,
    })
    const both = price(
      cart({
        lines: [
          { id: 1, purchasableId: 3, qty: 1, options: {} },
          { id: 2, purchasableId: 1, qty: 1, options: {} },
        ],
        ...shipTo,
      }),
      { purchasables: withClub },
    )
    expect(both).toMatchObject({ needsShipping: true, totalShippingCost: 395, totalPrice: 3000 + 2800 + 395 })
  })

  it('adds standard shipping for merchandise once the country and method are set', () => {
    const shipped = cart({ lines: [lines[0]!], shippingAddress: { countryCode: 'GB' }, shippingMethodHandle: 'standard' })
    expect(price(shipped, { purchasables: catalogue(purchasable(1, { price: 2000 })) })).toMatchObject({ totalShippingCost: 395, totalPrice: 4395 })
    expect(price(shipped)).toMatchObject({ totalShippingCost: 0, totalPrice: 5600 })
    const abroad = cart({ lines: [lines[0]!], shippingAddress: { countryCode: 'US' }, shippingMethodHandle: 'standard' })
    expect(price(abroad).notices).toEqual([{ field: 'shippingAddress.countryCode', problem: { key: 'cart.shippingUnavailable' } }])
  })

  it('ships nothing for a cart of entries only', () => {
    const entries = cart({ lines: [lines[1]!], shippingAddress: { countryCode: 'US' }, shippingMethodHandle: 'standard' })
    expect(price(entries)).toMatchObject({ needsShipping: false, totalShippingCost: 0, notices: [] })
  })

  it('notices lines sold out or withdrawn since they were added, and prices withdrawn ones at 0', () => {
    const priced = price(
      cart({
        lines: [
          { id: 1, purchasableId: 1, qty: 12, options: {} },
          { id: 2, purchasableId: 9, qty: 1, options: {} },
        ],
      }),
    )
    expect(priced.notices).toEqual([
      { field: 'lineItems.0.qty', problem: { key: 'cart.onlyLeft', values: { count: 10 } } },
      { field: 'lineItems.1.qty', problem: { key: 'cart.unavailable' } },
    ])
    expect(priced.itemSubtotal).toBe(12 * 2800)
  })

  it('notices a cart saved over the limits before they existed, so it cannot be paid for as it is', () => {
    const unlimited = catalogue(purchasable(1, { price: 30, hasUnlimitedStock: true }))
    const over = price(cart({ lines: [{ id: 1, purchasableId: 1, qty: 11_988, options: {} }] }), { purchasables: unlimited })
    expect(over.notices).toEqual([
      { field: 'lineItems.0.qty', problem: { key: 'cart.lineQtyTooHigh', values: { max: 999 } } },
      { field: 'lineItems', problem: { key: 'cart.cartQtyTooHigh', values: { max: 999 } } },
    ])
    const many = price(cart({ lines: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, purchasableId: 1, qty: 1, options: { n: i } })) }), { purchasables: unlimited })
    expect(many.notices).toEqual([{ field: 'lineItems', problem: { key: 'cart.tooManyLines', values: { max: 100 } } }])
    const heavy = price(cart({ lines: [{ id: 1, purchasableId: 1, qty: 1, options: { note: 'x'.repeat(70 * 1024) } }] }), { purchasables: unlimited })
    expect(heavy.notices).toEqual([
      { field: 'lineItems.0.options', problem: { key: 'cart.invalidOptions' } },
      { field: 'lineItems', problem: { key: 'cart.tooBig' } },
    ])
    expect(price(cart({ lines: [{ id: 1, purchasableId: 1, qty: 999, options: {} }] }), { purchasables: unlimited }).notices).toEqual([])
  })
})
