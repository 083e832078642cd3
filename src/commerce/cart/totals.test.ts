import { describe, expect, it } from 'vitest'
import type { Market } from '../markets'
import { type Money, money } from '../money'
import { taxDestination } from '../tax/destination'
import { canada, cart, catalogue, euroArea, gbp, coupon as runTen, purchasable, taxRates, uk } from './fixtures.test-support'
import { type PricingInput, type PricingMarket, priceCart } from './totals'
import type { CartRecord, ShippingRates } from './types'

const rates: ShippingRates = { zones: [{ name: 'UK', countries: ['GB'], rates: [{ rate: gbp(395), freeOver: gbp(5000) }] }], otherCountries: null }
const now = new Date('2026-06-01T00:00:00Z')
const items = catalogue(purchasable(1, { price: gbp(2800) }), purchasable(2, { kind: 'entry', price: gbp(1500), hasUnlimitedStock: true }))
const coupon = runTen()
const sellingIn = (market: Market): PricingMarket => ({ pricesIncludeTax: market.pricesIncludeTax, presumedDestination: { country: market.countries[0] ?? '', region: null } })

/** Prices a cart of the UK market, taxed where its kit goes when it has a shipping address. */
const price = (c: CartRecord, over: Partial<PricingInput> = {}) =>
  priceCart(c, {
    purchasables: items,
    coupon: null,
    couponUsesByEmail: 0,
    shippingRates: rates,
    taxRates,
    market: sellingIn(uk),
    addressDestination: taxDestination(c.shippingAddress),
    now,
    ...over,
  })
const amounts = (list: readonly Money[]) => list.map((m) => m.amount)

describe('cart totals', () => {
  const lines = [
    { id: 1, purchasableId: 1, qty: 2, options: {} },
    { id: 2, purchasableId: 2, qty: 1, options: { entryId: 'e1' } },
  ]

  it('prices lines from the catalogue, never from the client', () => {
    const priced = price(cart({ lines }))
    expect(priced.lines.map((l) => amounts([l.unitPrice, l.subtotal, l.total]))).toEqual([
      [2800, 5600, 5600],
      [1500, 1500, 1500],
    ])
    expect(priced).toMatchObject({
      currency: 'GBP',
      totalQty: 3,
      itemSubtotal: gbp(7100),
      totalDiscount: gbp(0),
      totalShippingCost: gbp(0),
      totalTax: gbp(933 + 250),
      totalPrice: gbp(7100),
      needsShipping: true,
    })
  })

  it('takes the coupon off eligible lines, or notices that it no longer applies', () => {
    const withCoupon = price(cart({ lines, couponCode: 'RUN10' }), { coupon })
    expect(withCoupon).toMatchObject({ totalDiscount: gbp(710), totalPrice: gbp(6390), couponApplies: true })
    expect(amounts(withCoupon.lines.map((l) => l.total))).toEqual([5040, 1350])
    const ended = price(cart({ lines, couponCode: 'RUN10' }), { coupon: { ...coupon, endsAt: '2026-01-01T00:00:00Z' } })
    expect(ended).toMatchObject({
      totalDiscount: gbp(0),
      couponApplies: false,
      notices: [{ field: 'couponCode', problem: { key: 'cart.couponNotValid', because: { key: 'cart.couponWhy.ended', dates: { date: '2026-01-01T00:00:00Z' } } } }],
    })
  })

  it('takes a members-only coupon off a member’s cart only; anyone else’s keeps it with a notice', () => {
    const clubOnly = { ...coupon, membersOnly: true }
    const member = price(cart({ lines, couponCode: 'RUN10', customerId: 7 }), { coupon: clubOnly, isRunClubMember: true })
    expect(member).toMatchObject({ totalDiscount: gbp(710), couponApplies: true, notices: [] })
    for (const refused of [
      price(cart({ lines, couponCode: 'RUN10', customerId: 7 }), { coupon: clubOnly, isRunClubMember: false }),
      price(cart({ lines, couponCode: 'RUN10' }), { coupon: clubOnly }),
    ]) {
      expect(refused).toMatchObject({ totalDiscount: gbp(0), totalPrice: gbp(7100), couponApplies: false, notices: [{ field: 'couponCode', problem: { key: 'cart.couponNotValid' } }] })
    }
  })

  it('sends nothing for a run-club membership: no shipping, and no free-shipping threshold reached with it', () => {
    const membership = purchasable(3, {
      price: gbp(3000),
      hasUnlimitedStock: true,
      snapshot: { title: 'Club', variantTitle: 'Club', path: null, image: null, attributes: {}, grantsRunClubMembership: true },
    })
    const withClub = catalogue(...items.values(), membership)
    const shipTo = { shippingAddress: { countryCode: 'GB' }, shippingMethodHandle: 'standard' as const }
    expect(price(cart({ lines: [{ id: 1, purchasableId: 3, qty: 1, options: {} }], ...shipTo }), { purchasables: withClub })).toMatchObject({
      needsShipping: false,
      totalShippingCost: gbp(0),
      totalPrice: gbp(3000),
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
    expect(both).toMatchObject({ needsShipping: true, totalShippingCost: gbp(395), totalPrice: gbp(3000 + 2800 + 395) })
  })

  it('adds standard shipping for merchandise once the country and method are set', () => {
    const shipped = cart({ lines: [{ id: 1, purchasableId: 1, qty: 2, options: {} }], shippingAddress: { countryCode: 'GB' }, shippingMethodHandle: 'standard' })
    expect(price(shipped, { purchasables: catalogue(purchasable(1, { price: gbp(2000) })) })).toMatchObject({ totalShippingCost: gbp(395), totalPrice: gbp(4395) })
    expect(price(shipped)).toMatchObject({ totalShippingCost: gbp(0), totalPrice: gbp(5600) })
    const abroad = cart({ lines: [{ id: 1, purchasableId: 1, qty: 2, options: {} }], shippingAddress: { countryCode: 'US' }, shippingMethodHandle: 'standard' })
    expect(price(abroad).notices).toEqual([{ field: 'shippingAddress.countryCode', problem: { key: 'cart.shippingUnavailable' } }])
  })

  it('ships nothing for a cart of entries only', () => {
    const entries = cart({ lines: [{ id: 2, purchasableId: 2, qty: 1, options: { entryId: 'e1' } }], shippingAddress: { countryCode: 'US' }, shippingMethodHandle: 'standard' })
    expect(price(entries)).toMatchObject({ needsShipping: false, totalShippingCost: gbp(0), notices: [] })
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
    expect(priced.itemSubtotal).toEqual(gbp(12 * 2800))
  })

  it('notices a saved line whose price in the cart’s currency was removed, and prices it at 0', () => {
    const priced = price(cart({ lines: [{ id: 1, purchasableId: 1, qty: 1, options: {} }] }), { purchasables: catalogue(purchasable(1, { price: null })) })
    expect(priced.notices).toEqual([{ field: 'lineItems.0.qty', problem: { key: 'cart.notSoldInMarket' } }])
    expect(priced).toMatchObject({ itemSubtotal: gbp(0), totalTax: gbp(0), totalPrice: gbp(0) })
  })

  it('notices a cart saved over the limits before they existed, so it cannot be paid for as it is', () => {
    const unlimited = catalogue(purchasable(1, { price: gbp(30), hasUnlimitedStock: true }))
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

describe('tax in the cart', () => {
  const cad = (amount: number) => money(amount, 'CAD')
  const eur = (amount: number) => money(amount, 'EUR')
  const tee = purchasable(1, { price: gbp(2500) })
  const oneOf = (purchasableId: number, over: Partial<CartRecord> = {}) => cart({ lines: [{ id: 1, purchasableId, qty: 1, options: {} }], ...over })
  const canadianCart = (over: Partial<CartRecord> = {}) => oneOf(1, { currency: 'CAD', marketCode: 'ca', ...over })
  const plan = (price: Money) => purchasable(1, { kind: 'plan', taxClass: 'digital', price, hasUnlimitedStock: true })
  const quebec = { countryCode: 'CA', county: 'QC' }

  it('takes UK VAT out of prices that include it: a £25 tee costs £25.00, £4.17 of it VAT', () => {
    const priced = price(oneOf(1), { purchasables: catalogue(tee) })
    expect(priced).toMatchObject({ totalPrice: gbp(2500), totalTax: gbp(417), pricesIncludeTax: true, taxDestination: { country: 'GB', region: null } })
    expect(priced.taxLines).toEqual([{ name: 'VAT', percent: 20, country: 'GB', region: null, amount: gbp(417), included: true }])
    expect(priced.lines[0]?.tax).toEqual(gbp(417))
  })

  it('adds Québec’s GST and QST to prices before tax: a CAD 100 plan costs 114.98', () => {
    const priced = price(canadianCart({ billingAddress: quebec }), { purchasables: catalogue(plan(cad(10000))), market: sellingIn(canada), addressDestination: taxDestination(quebec) })
    expect(priced.taxLines).toEqual([
      { name: 'GST', percent: 5, country: 'CA', region: 'QC', amount: cad(500), included: false },
      { name: 'QST', percent: 9.975, country: 'CA', region: 'QC', amount: cad(998), included: false },
    ])
    expect(priced).toMatchObject({ itemSubtotal: cad(10000), totalTax: cad(1498), totalPrice: cad(11498), pricesIncludeTax: false })
  })

  it('shares the discount over the lines before tax is reckoned on what each then costs', () => {
    const kit = catalogue(purchasable(1, { price: gbp(3000) }), purchasable(2, { price: gbp(1500) }))
    const twoLines = [
      { id: 1, purchasableId: 1, qty: 1, options: {} },
      { id: 2, purchasableId: 2, qty: 1, options: {} },
    ]
    const discounted = price(cart({ lines: twoLines, couponCode: 'RUN10' }), { purchasables: kit, coupon })
    expect(amounts(discounted.lines.map((l) => l.total))).toEqual([2700, 1350])
    expect(amounts(discounted.lines.map((l) => l.tax))).toEqual([450, 225])
    expect(discounted).toMatchObject({ totalDiscount: gbp(450), totalTax: gbp(675), totalPrice: gbp(4050) })

    const added = price(canadianCart({ couponCode: 'RUN10' }), { purchasables: catalogue(plan(cad(10000))), coupon, market: sellingIn(canada), addressDestination: taxDestination(quebec) })
    // 90.00 after the coupon: GST 4.50, QST 8.9775 rounded to 8.98.
    expect(added).toMatchObject({ totalDiscount: cad(1000), totalTax: cad(450 + 898), totalPrice: cad(9000 + 450 + 898) })
  })

  it('taxes shipping as standard goods where the kit goes', () => {
    const shipTo = { shippingAddress: { countryCode: 'GB' }, shippingMethodHandle: 'standard' as const }
    const uk20 = price(oneOf(1, shipTo), { purchasables: catalogue(purchasable(1, { price: gbp(2000) })) })
    // £20.00 holds £3.33 of VAT, £3.95 of shipping £0.66.
    expect(uk20).toMatchObject({ totalShippingCost: gbp(395), totalTax: gbp(333 + 66), totalPrice: gbp(2395) })

    const canadianRates: ShippingRates = { zones: [{ name: 'Canada', countries: ['CA'], rates: [{ rate: cad(1000), freeOver: null }] }], otherCountries: null }
    const toQuebec = { shippingAddress: quebec, shippingMethodHandle: 'standard' as const }
    const shipped = price(canadianCart(toQuebec), {
      purchasables: catalogue(purchasable(1, { price: cad(5000) })),
      shippingRates: canadianRates,
      market: sellingIn(canada),
    })
    // GST 2.50 + QST 4.99 on the kit, GST 0.50 + QST 1.00 on the shipping.
    expect(shipped.taxLines.map((l) => [l.name, l.amount.amount])).toEqual([
      ['GST', 300],
      ['QST', 599],
    ])
    expect(shipped).toMatchObject({ totalShippingCost: cad(1000), totalTax: cad(899), totalPrice: cad(5000 + 1000 + 899) })
  })

  it('taxes a training plan where its buyer is: 19 % for a German, 20 % for a French buyer, the same price in euros', () => {
    const euroPlan = catalogue(plan(eur(2500)))
    const buyerIn = (countryCode: string) => {
      const billingAddress = { countryCode }
      return price(oneOf(1, { currency: 'EUR', marketCode: 'eu', billingAddress }), { purchasables: euroPlan, market: sellingIn(euroArea), addressDestination: taxDestination(billingAddress) })
    }
    expect(buyerIn('DE')).toMatchObject({ totalPrice: eur(2500), totalTax: eur(399), taxLines: [{ name: 'VAT', percent: 19, country: 'DE' }] })
    expect(buyerIn('FR')).toMatchObject({ totalPrice: eur(2500), totalTax: eur(417), taxLines: [{ name: 'VAT', percent: 20, country: 'FR' }] })
  })

  it('charges no tax on an export outside any rate table', () => {
    const worldwide: ShippingRates = { zones: [], otherCountries: { rates: [{ rate: gbp(1295), freeOver: null }] } }
    const exported = price(oneOf(1, { shippingAddress: { countryCode: 'US' }, shippingMethodHandle: 'standard' }), { purchasables: catalogue(tee), shippingRates: worldwide })
    expect(exported).toMatchObject({ totalShippingCost: gbp(1295), totalTax: gbp(0), taxLines: [], totalPrice: gbp(2500 + 1295), taxDestination: { country: 'US', region: null } })
    expect(exported.lines[0]?.tax).toEqual(gbp(0))
  })
})
