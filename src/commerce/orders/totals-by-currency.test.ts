import { describe, expect, it } from 'vitest'
import { currencyTotals, currencyTotalText } from './totals-by-currency'

describe('order totals per currency', () => {
  it('shows each currency’s count and total in its own money', () => {
    expect(currencyTotalText({ currency: 'GBP', orders: 12, total: 34_000 })).toBe('GBP: 12 orders, £340.00')
    expect(currencyTotalText({ currency: 'JPY', orders: 1, total: 2500 })).toBe('JPY: 1 order, ¥2,500')
    expect(currencyTotalText({ currency: 'XXQ', orders: 2, total: 10 })).toBe('XXQ: 2 orders')
  })

  it('reads counts and sums a database answers as text, never adding two currencies, and counts orders with none as the former currency', () => {
    expect(
      currencyTotals(
        [
          { currency: 'EUR', orders: '3', total: '7500' },
          { currency: null, orders: 2, total: 1000 },
          { currency: 'GBP', orders: 10, total: 33_000 },
          { currency: 'SEK', orders: 3, total: null },
        ],
        'GBP',
      ),
    ).toEqual([
      { currency: 'GBP', orders: 12, total: 34_000 },
      { currency: 'EUR', orders: 3, total: 7500 },
      { currency: 'SEK', orders: 3, total: 0 },
    ])
  })
})
