import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money } from './money'
import { fillMissingPrices, filledPrice } from './price-fill'

const sweden = { currency: 'SEK', priceRounding: { step: 1000, ending: 100 } }
const euro = { currency: 'EUR', priceRounding: { step: 100, ending: 1 } }
const japan = { currency: 'JPY', priceRounding: { step: 100, ending: 0 } }

describe('filling a price from a rate', () => {
  it('rounds up to the market’s step and ends on its ending: £25.00 at 11.9 is 299 kr', () => {
    expect(filledPrice(money(2500, 'GBP'), 11.9, sweden)).toEqual(money(29_900, 'SEK'))
  })

  it('ends x.99 in euros', () => {
    expect(filledPrice(money(2500, 'GBP'), 1.17, euro)).toEqual(money(2999, 'EUR'))
    // Exactly on a step still takes the ending off.
    expect(filledPrice(money(2000, 'GBP'), 1.5, euro)).toEqual(money(2999, 'EUR'))
  })

  it('minds each currency’s minor units: pounds to yen, yen to pounds', () => {
    expect(filledPrice(money(2500, 'GBP'), 191.23, japan)).toEqual(money(4800, 'JPY'))
    expect(filledPrice(money(4781, 'JPY'), 0.00523, { currency: 'GBP', priceRounding: { step: 1, ending: 0 } })).toEqual(money(2501, 'GBP'))
  })

  it('never falls below one step less the ending, nor below nothing', () => {
    expect(filledPrice(money(0, 'GBP'), 11.9, sweden)).toEqual(money(900, 'SEK'))
    expect(filledPrice(money(1, 'GBP'), 0.000001, { currency: 'EUR', priceRounding: { step: 1, ending: 5 } })).toEqual(money(0, 'EUR'))
  })

  it('refuses a rate of nothing, below nothing or above a million', () => {
    for (const rate of [0, -1, Number.NaN, 1_000_001]) expect(() => filledPrice(money(100, 'GBP'), rate, euro)).toThrow(RangeError)
  })

  it('is never more than a step below the exact conversion, and always ends on the ending', () => {
    const market = fc.record({ step: fc.constantFrom(1, 5, 10, 50, 100, 500, 1000), ending: fc.integer({ min: 0, max: 99 }) }).filter((r) => r.ending < r.step)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000_000 }), market, (amount, rateThousandths, priceRounding) => {
        const rate = rateThousandths / 1000
        const filled = filledPrice(money(amount, 'GBP'), rate, { currency: 'SEK', priceRounding })
        const exact = (amount * rateThousandths) / 1000
        expect(filled.amount).toBeGreaterThanOrEqual(Math.floor(exact) - priceRounding.step)
        expect(filled.amount).toBeGreaterThanOrEqual(0)
        if (filled.amount > 0) expect((filled.amount + priceRounding.ending) % priceRounding.step).toBe(0)
      }),
    )
  })
})

describe('filling the missing prices of a list', () => {
  const rows = [
    { id: 'a', currency: 'GBP', amount: 2500 },
    { id: 'b', currency: 'EUR', amount: 2900 },
  ]

  it('adds the market’s currency from the source row', () => {
    expect(fillMissingPrices(rows, 'GBP', 11.9, sweden)).toEqual([...rows, { currency: 'SEK', amount: 29_900 }])
  })

  it('leaves a list that already has the currency, or has no source price, as it was', () => {
    const withSek = [...rows, { id: 'c', currency: 'SEK', amount: 24_900 }]
    expect(fillMissingPrices(withSek, 'GBP', 11.9, sweden)).toEqual(withSek)
    expect(fillMissingPrices(rows, 'CAD', 8, sweden)).toEqual(rows)
  })
})
