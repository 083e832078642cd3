import { isLocale, type Locale } from '../i18n/locales'
import { serializeCookie } from '../lib/http/cookies'
import { type CurrencyCode, isCurrencyCode } from './money'

/**
 * Where a buyer shops: the currency they pay in, the countries it serves, and whether its prices
 * include tax (docs/decisions/0053). Editors keep markets in the `markets` global; a tenth market
 * needs no code.
 */
export type Market = {
  /** Short and stable ("uk", "eu"): the market cookie's value. */
  code: string
  name: string
  currency: CurrencyCode
  /** The languages that choose this market unless the visitor chose another. */
  locales: Locale[]
  /** ISO 3166-1 alpha-2 codes of the countries it serves; the first is where tax is reckoned before an address is known. */
  countries: string[]
  /** VAT-style prices that include tax (UK, EU, Sweden, Mexico), or prices before tax with tax added at checkout (Canada). */
  pricesIncludeTax: boolean
  /** How prices filled from an exchange rate end: rounded up to `step` minor units, less `ending` (step 100, ending 1 → x.99). */
  priceRounding: { step: number; ending: number }
}

export const MARKET_COOKIE = 'milepost_market'
/** As long as the language cookie (spec L3). */
export const MARKET_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The market selector's choice, as the browser's cookie assignment; readable by the page, sent on every request. */
export function marketCookie(code: string, secure: boolean): string {
  return serializeCookie(MARKET_COOKIE, code, { path: '/', maxAge: MARKET_COOKIE_MAX_AGE, sameSite: 'Lax', secure })
}

/** The country each language's readers are most likely in: where tax is reckoned before an address is given. */
export const localeCountry: Record<Locale, string> = {
  en: 'GB',
  fr: 'FR',
  de: 'DE',
  it: 'IT',
  nl: 'NL',
  es: 'ES',
  'es-mx': 'MX',
  'fr-ca': 'CA',
  sv: 'SE',
}

/**
 * The market a request shops in: the one the visitor chose (cookie) while it is still offered, else
 * the first whose languages include the page's, else the first market.
 */
export function marketFor(markets: readonly Market[], locale: Locale, chosen: string | null | undefined): Market | null {
  return markets.find((m) => m.code === chosen) ?? markets.find((m) => m.locales.includes(locale)) ?? markets[0] ?? null
}

/** Where tax is reckoned before the buyer gives an address: their language's country if the market serves it, else the market's first. */
export function presumedCountry(market: Market, locale: Locale): string {
  const country = localeCountry[locale]
  return market.countries.includes(country) ? country : (market.countries[0] ?? country)
}

/** A market as editors saved it, or null when it cannot be sold in (no known currency, no code). */
export function marketOf(row: {
  code?: string | null
  name?: string | null
  currency?: string | null
  languages?: readonly string[] | null
  countries?: readonly string[] | null
  pricesIncludeTax?: boolean | null
  roundingStep?: number | null
  roundingEnding?: number | null
  enabled?: boolean | null
}): Market | null {
  const currency = row.currency?.toUpperCase()
  if (!row.code || !isCurrencyCode(currency) || row.enabled === false) return null
  return {
    code: row.code,
    name: row.name ?? row.code,
    currency,
    locales: (row.languages ?? []).filter(isLocale),
    countries: [...(row.countries ?? [])],
    pricesIncludeTax: row.pricesIncludeTax !== false,
    priceRounding: { step: Math.max(1, row.roundingStep ?? 1), ending: Math.max(0, row.roundingEnding ?? 0) },
  }
}
