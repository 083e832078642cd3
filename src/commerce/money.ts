import { intlTag } from '../i18n/format'
import type { Locale } from '../i18n/locales'

/** The store's one currency (docs/decisions/0006). Amounts are integer minor units (pence). */
export const STORE_CURRENCY = 'GBP'

export function formatMoney(minor: number, locale: Locale, currency = STORE_CURRENCY): string {
  return new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(minor / 100)
}

/** The decimal amount the site API shows (Craft Commerce style): 2500 → 25. */
export function toDecimal(minor: number): number {
  return Math.round(minor) / 100
}
