import { type CurrencyCode, formatMoney, fromDecimal } from '../../commerce/money'
import type { Locale } from '../../i18n/locales'

/** Formats an amount the site API gives in decimals of the cart's currency (25.5 EUR) in the visitor's locale. */
export const formatDecimal = (amount: number, currency: CurrencyCode, locale: Locale) => formatMoney(fromDecimal(amount, currency), locale)
