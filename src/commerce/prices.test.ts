import { describe, expect, it } from 'vitest'
import { money } from './money'
import { cheapestPrices, priceIn, pricesOf } from './prices'

describe('prices in several currencies', () => {
  it('reads editors’ rows as money, leaving out unknown currencies and amounts that are not whole', () => {
    expect(
      pricesOf([
        { currency: 'GBP', amount: 2500 },
        { currency: 'SEK', amount: '29900' },
        { currency: 'XYZ', amount: 100 },
        { currency: 'EUR', amount: null },
        { currency: 'CAD', amount: 44.5 },
      ]),
    ).toEqual([money(2500, 'GBP'), money(29900, 'SEK')])
    expect(pricesOf(null)).toEqual([])
  })

  it('finds the price in the market’s currency, or none when it is not sold there', () => {
    const prices = [money(2500, 'GBP'), money(2900, 'EUR')]
    expect(priceIn(prices, 'EUR')).toEqual(money(2900, 'EUR'))
    expect(priceIn(prices, 'SEK')).toBeNull()
    expect(priceIn([], 'GBP')).toBeNull()
  })

  it('takes the cheapest in each currency on its own: the cheapest in pounds need not be the cheapest in kronor', () => {
    const small = [money(2500, 'GBP'), money(34900, 'SEK')]
    const large = [money(2800, 'GBP'), money(29900, 'SEK'), money(4500, 'CAD')]
    expect(cheapestPrices([small, large])).toEqual([money(2500, 'GBP'), money(29900, 'SEK'), money(4500, 'CAD')])
    expect(cheapestPrices([])).toEqual([])
  })
})
