import { describe, expect, it } from 'vitest'
import { money } from '../../commerce/money'
import { chosenMarket, type MarketSummary, shownPrice } from './market-choice'

const uk: MarketSummary = { code: 'uk', name: 'United Kingdom', currency: 'GBP', pricesIncludeTax: true }
const ca: MarketSummary = { code: 'ca', name: 'Canada', currency: 'CAD', pricesIncludeTax: false }
const se: MarketSummary = { code: 'se', name: 'Sweden', currency: 'SEK', pricesIncludeTax: true }
const tee = [money(2500, 'GBP'), money(4500, 'CAD')]

describe('the market prices are shown in', () => {
  it('is the visitor’s choice while it is offered, else their language’s', () => {
    expect(chosenMarket([uk, ca], 'ca', 'uk')).toBe(ca)
    expect(chosenMarket([uk, ca], 'gone', 'uk')).toBe(uk)
    expect(chosenMarket([uk, ca], null, 'uk')).toBe(uk)
    expect(chosenMarket([], null, null)).toBeNull()
  })
})

describe('a price shown in a market', () => {
  it('is the amount in the market’s currency, tax included where its prices include tax', () => {
    expect(shownPrice(tee, uk)).toEqual({ kind: 'price', price: money(2500, 'GBP'), taxIncluded: true })
  })

  it('is before tax in a market that adds tax at checkout', () => {
    expect(shownPrice(tee, ca)).toEqual({ kind: 'price', price: money(4500, 'CAD'), taxIncluded: false })
  })

  it('says it is not sold in a market whose currency it has no price in', () => {
    expect(shownPrice(tee, se)).toEqual({ kind: 'not-sold', market: 'Sweden' })
  })
})
