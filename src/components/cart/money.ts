import { formatMoney } from '../../commerce/money'
import type { Locale } from '../../i18n/locales'

/** Formats an amount the site API gives in decimals (25.5) in the visitor's locale. */
export const formatDecimal = (amount: number, locale: Locale) => formatMoney(Math.round(amount * 100), locale)
