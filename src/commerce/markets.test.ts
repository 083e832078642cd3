import { describe, expect, it } from 'vitest'
import { type Market, marketCookie, marketFor, marketOf, presumedCountry } from './markets'

const market = (code: string, currency: string, locales: Market['locales'], countries: string[]): Market => ({
  code,
  name: code,
  currency,
  locales,
  countries,
  pricesIncludeTax: true,
  priceRounding: { step: 100, ending: 1 },
})

const uk = market('uk', 'GBP', ['en'], ['GB', 'IM'])
const eu = market('eu', 'EUR', ['fr', 'de', 'it', 'nl', 'es'], ['FR', 'DE', 'AT', 'BE'])
const se = market('se', 'SEK', ['sv'], ['SE'])
const offered = [uk, eu, se]

describe('marketFor: the market a request shops in', () => {
  it('is the one the visitor chose while it is offered, whatever the language', () => {
    expect(marketFor(offered, 'en', 'se')).toBe(se)
    expect(marketFor(offered, 'de', 'uk')).toBe(uk)
  })

  it('falls back to the language’s market when the cookie names a market no longer offered', () => {
    expect(marketFor(offered, 'de', 'us')).toBe(eu)
    expect(marketFor(offered, 'sv', '')).toBe(se)
    expect(marketFor(offered, 'en', null)).toBe(uk)
  })

  it('is the first market for a language no market lists, and null when there is none', () => {
    expect(marketFor(offered, 'es-mx', undefined)).toBe(uk)
    expect(marketFor([], 'en', 'uk')).toBeNull()
  })
})

describe('presumedCountry: where tax is reckoned before an address', () => {
  it('is the language’s country when the market serves it', () => {
    expect(presumedCountry(eu, 'de')).toBe('DE')
    expect(presumedCountry(eu, 'fr')).toBe('FR')
  })

  it('is the market’s first country otherwise', () => {
    expect(presumedCountry(eu, 'en')).toBe('FR')
    expect(presumedCountry(uk, 'sv')).toBe('GB')
  })
})

describe('marketOf reads a market as editors saved it', () => {
  it('keeps a sellable market and drops unknown languages', () => {
    expect(marketOf({ code: 'ca', name: 'Canada', currency: 'cad', languages: ['fr-ca', 'xx'], countries: ['CA'], pricesIncludeTax: false, roundingStep: 100, roundingEnding: 1 })).toEqual({
      code: 'ca',
      name: 'Canada',
      currency: 'CAD',
      locales: ['fr-ca'],
      countries: ['CA'],
      pricesIncludeTax: false,
      priceRounding: { step: 100, ending: 1 },
    })
  })

  it('drops a disabled market, or one without a code or a known currency', () => {
    expect(marketOf({ code: 'uk', currency: 'GBP', enabled: false })).toBeNull()
    expect(marketOf({ code: '', currency: 'GBP' })).toBeNull()
    expect(marketOf({ code: 'zz', currency: 'ZZZ' })).toBeNull()
  })
})

describe('marketCookie: the selector’s choice lasts a year', () => {
  it('is written for the whole site, a year, Lax', () => {
    expect(marketCookie('eu', false)).toBe('milepost_market=eu; Path=/; Max-Age=31536000; SameSite=Lax')
  })

  it('is secure on https', () => {
    expect(marketCookie('se', true)).toBe('milepost_market=se; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
  })
})
