import { describe, expect, it } from 'vitest'
import { cheapestAvailablePrice, inStock, purchasableQuantity } from './availability'

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

  it('takes the from-price from the cheapest variant in stock', () => {
    expect(
      cheapestAvailablePrice([
        { price: 1500, isAvailable: true, stock: 0 },
        { price: 2500, isAvailable: true, stock: 4 },
        { price: 3000, isAvailable: true, hasUnlimitedStock: true },
      ]),
    ).toBe(2500)
    expect(cheapestAvailablePrice([{ price: 1500, isAvailable: true, stock: 0 }])).toBeNull()
  })
})
