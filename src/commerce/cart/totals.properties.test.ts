import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money } from '../money'
import type { TaxDestination } from '../tax/types'
import { canada, cart, catalogue, coupon, purchasable, taxRates, uk } from './fixtures.test-support'
import { priceCart } from './totals'
import type { Coupon, ShippingRates } from './types'

const now = new Date('2026-06-01T00:00:00Z')
const markets = [uk, canada]
const destinations: (TaxDestination | null)[] = [null, { country: 'GB', region: null }, { country: 'CA', region: 'QC' }, { country: 'CA', region: 'ON' }, { country: 'US', region: null }]

const lineArb = fc.record({
  price: fc.integer({ min: 0, max: 500_000 }),
  qty: fc.integer({ min: 1, max: 50 }),
  kind: fc.constantFrom('merch' as const, 'entry' as const, 'plan' as const),
})
const couponArb = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('percentage' as const), percent: fc.integer({ min: 1, max: 100 }), fixed: fc.constant(0), inEuros: fc.constant(false) }),
    fc.record({ kind: fc.constant('fixed' as const), percent: fc.constant(0), fixed: fc.integer({ min: 1, max: 2_000_000 }), inEuros: fc.boolean() }),
  ),
  { nil: null },
)

describe('priced carts add up', () => {
  it('shares the discount over the lines exactly, and subtotal − discount + shipping (+ tax added) is the total', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        couponArb,
        fc.constantFrom(...markets),
        fc.constantFrom(...destinations),
        fc.integer({ min: 0, max: 5_000 }),
        (lines, off, market, destination, shippingRate) => {
          const currency = market.currency
          const items = catalogue(
            ...lines.map((l, i) => purchasable(i + 1, { kind: l.kind, taxClass: l.kind === 'plan' ? 'digital' : 'standard', price: money(l.price, currency), hasUnlimitedStock: true })),
          )
          const record = cart({
            currency,
            marketCode: market.code,
            lines: lines.map((l, i) => ({ id: i + 1, purchasableId: i + 1, qty: l.kind === 'plan' ? 1 : l.qty, options: {} })),
            couponCode: off ? 'RUN10' : null,
            shippingAddress: destination ? { countryCode: destination.country } : { countryCode: 'GB' },
            shippingMethodHandle: 'standard',
          })
          const chosen: Coupon | null = off && coupon({ kind: off.kind, percent: off.percent, amounts: [money(off.fixed, off.inEuros ? 'EUR' : currency)] })
          const shippingRates: ShippingRates = { zones: [], otherCountries: { rates: [{ rate: money(shippingRate, currency), freeOver: null }] } }
          const priced = priceCart(record, {
            purchasables: items,
            coupon: chosen,
            couponUsesByEmail: 0,
            shippingRates,
            taxRates,
            market: { pricesIncludeTax: market.pricesIncludeTax, presumedDestination: { country: market.countries[0] ?? '', region: null } },
            addressDestination: destination,
            now,
          })

          const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0)
          expect(sum(priced.lines.map((l) => l.discount.amount))).toBe(priced.totalDiscount.amount)
          for (const line of priced.lines) {
            expect(line.discount.amount).toBeGreaterThanOrEqual(0)
            expect(line.discount.amount).toBeLessThanOrEqual(line.subtotal.amount)
            expect(line.total.amount).toBe(line.subtotal.amount - line.discount.amount)
          }
          expect(sum(priced.lines.map((l) => l.subtotal.amount))).toBe(priced.itemSubtotal.amount)
          const added = priced.pricesIncludeTax ? 0 : priced.totalTax.amount
          expect(priced.totalPrice.amount).toBe(priced.itemSubtotal.amount - priced.totalDiscount.amount + priced.totalShippingCost.amount + added)
          const lineTaxes = sum(priced.lines.map((l) => l.tax.amount))
          expect(lineTaxes).toBeGreaterThanOrEqual(0)
          expect(priced.totalTax.amount).toBeGreaterThanOrEqual(lineTaxes)
          expect(sum(priced.taxLines.map((l) => l.amount.amount))).toBe(priced.totalTax.amount)
          if (priced.pricesIncludeTax) expect(priced.totalTax.amount).toBeLessThanOrEqual(priced.totalPrice.amount)
          // A fixed coupon set only in euros takes nothing off a pound or dollar cart.
          if (off?.inEuros) expect(priced).toMatchObject({ couponApplies: false, totalDiscount: { amount: 0 } })
          for (const m of [priced.itemSubtotal, priced.totalDiscount, priced.totalShippingCost, priced.totalTax, priced.totalPrice]) expect(m.currency).toBe(currency)
        },
      ),
      { numRuns: 300 },
    )
  })
})
