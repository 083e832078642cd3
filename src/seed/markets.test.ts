import { describe, expect, it } from 'vitest'
import { marketListProblem } from '../commerce/market-list'
import { marketFor, marketOf } from '../commerce/markets'
import { locales } from '../i18n/locales'
import { demoMarkets } from './markets'

const asSaved = demoMarkets.map((market) => ({ ...market, languages: market.locales, name: market.name.en }))
const sellable = asSaved.flatMap((market) => marketOf(market) ?? [])

describe('the demo markets', () => {
  it('can be saved by an editor as they are, and all can be sold in', () => {
    expect(marketListProblem(asSaved)).toBeNull()
    expect(sellable.map((market) => market.currency)).toEqual(['GBP', 'EUR', 'SEK', 'CAD', 'MXN'])
  })

  it('give every language a market of its own by default', () => {
    expect(Object.fromEntries(locales.map((locale) => [locale, marketFor(sellable, locale, null)?.code]))).toEqual({
      en: 'uk',
      fr: 'eu',
      de: 'eu',
      it: 'eu',
      nl: 'eu',
      es: 'eu',
      'es-mx': 'mx',
      'fr-ca': 'ca',
      sv: 'se',
    })
  })

  it('are named in every language, and only Canada prices before tax', () => {
    for (const market of demoMarkets) expect(locales.every((locale) => market.name[locale].length > 0)).toBe(true)
    expect(sellable.filter((market) => !market.pricesIncludeTax).map((market) => market.code)).toEqual(['ca'])
  })
})
