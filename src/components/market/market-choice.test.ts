import { describe, expect, it } from 'vitest'
import { money } from '../../commerce/money'
import type { Market } from '../../commerce/markets'
import { chosenMarket, type MarketSummary, marketSummary, priceTags, shownPrice } from './market-choice'

const uk: MarketSummary = { code: 'uk', name: 'United Kingdom', currency: 'GBP', pricesIncludeTax: true, currencyLabel: '', currencySign: '' }
const ca: MarketSummary = { code: 'ca', name: 'Canada', currency: 'CAD', pricesIncludeTax: false, currencyLabel: '', currencySign: '' }
const se: MarketSummary = { code: 'se', name: 'Sweden', currency: 'SEK', pricesIncludeTax: true, currencyLabel: '', currencySign: '' }
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

  it('comes written by the server in the page’s language, in every currency it has, for whichever market the visitor chose', () => {
    const tags = priceTags(tee, 'de')
    expect(tags).toEqual([
      { amount: 2500, currency: 'GBP', text: '25,00\u00a0£' },
      { amount: 4500, currency: 'CAD', text: '45,00\u00a0$ CAD' },
    ])
    expect(shownPrice(tags, ca)).toEqual({ kind: 'price', price: tags[1], taxIncluded: false })
  })
})

describe('a market offered in the switcher', () => {
  it('names its currency in the page’s language', () => {
    const canada = { code: 'ca', name: 'Canada', currency: 'CAD', pricesIncludeTax: false } as Market
    expect(marketSummary(canada, 'en')).toEqual({ ...canada, currencyLabel: 'CAD $', currencySign: 'CA$' })
    expect(marketSummary(canada, 'fr-ca')).toMatchObject({ currencyLabel: 'CAD $', currencySign: '$' })
  })
})
