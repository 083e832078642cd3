import { describe, expect, it } from 'vitest'
import { cheapestAvailablePrices, inStock, purchasableQuantity } from './availability'
import { money } from './money'

describe('variant stock', () => {
  it('is in stock when available and either unlimited or with units left', () => {
    expect(inStock({ isAvailable: true, stock: 2 })).toBe(true)
    expect(inStock({ isAvailable: true, stock: 0, hasUnlimitedStock: true })).toBe(true)
    expect(inStock({ isAvailable: true, stock: 0 })).toBe(false)
    expect(inStock({ isAvailable: false, stock: 9 })).toBe(false)
  })

  it('caps the purchasable quantity at the stock', () => {
    expect(purchasableQuantity({ isAvailable: true, stock: 3 })).toBe(3)
    expect(purchasableQuantity({ isAvailable: true, hasUnlimitedStock: true })).toBe(Number.POSITIVE_INFINITY)
    expect(purchasableQuantity({ isAvailable: false, stock: 3 })).toBe(0)
  })

  it('takes the from-prices from the cheapest variant in stock, in each currency', () => {
    expect(
      cheapestAvailablePrices([
        { prices: [money(1500, 'GBP'), money(1900, 'EUR')], isAvailable: true, stock: 0 },
        { prices: [money(2500, 'GBP'), money(3200, 'EUR')], isAvailable: true, stock: 4 },
        { prices: [money(3000, 'GBP'), money(2900, 'EUR'), money(34900, 'SEK')], isAvailable: true, hasUnlimitedStock: true },
      ]),
    ).toEqual([money(2500, 'GBP'), money(2900, 'EUR'), money(34900, 'SEK')])
  })

  it('has no from-prices when every variant is sold out, and none in a currency no variant in stock is priced in', () => {
    expect(cheapestAvailablePrices([{ prices: [money(1500, 'GBP')], isAvailable: true, stock: 0 }])).toBeNull()
    expect(cheapestAvailablePrices([{ prices: [], isAvailable: true, stock: 3 }])).toEqual([])
  })
})
