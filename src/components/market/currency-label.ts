import { intlTag } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'

const sign = (currency: string, locale: Locale, currencyDisplay: 'symbol' | 'narrowSymbol') =>
  new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency, currencyDisplay }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency

/** "EUR €", "SEK kr": the code, and the sign prices show; the code alone where they show it. */
export function currencyLabel(currency: string, locale: Locale): string {
  const symbol = sign(currency, locale, 'narrowSymbol')
  return symbol !== currency ? `${currency} ${symbol}` : currency
}

/** The shortest sign that tells the currency apart in this language ("€", "CA$", "MX$"): the header has little room. */
export const currencySign = (currency: string, locale: Locale) => sign(currency, locale, 'symbol')
