import type { CartView } from '../../commerce/cart/view'
import { formatMoney, fromDecimal, type Money } from '../../commerce/money'
import type { TaxLine } from '../../commerce/tax/types'
import { formatTaxPercent } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import type { Translate } from '../../i18n/translate'

/** One rate of tax in a cart or an order, its amount in the cart's currency. */
export type TaxAmount = { name: string; rate: number; amount: Money; included: boolean }

/** A summary line: "Includes VAT 20%" with "£4.17", or "GST 5%" with "5,00 $". */
export type TaxSummaryLine = { label: string; amount: string; included: boolean }

export const cartTaxAmounts = (cart: Pick<CartView, 'taxLines' | 'currency'>): TaxAmount[] =>
  cart.taxLines.map((line) => ({ name: line.name, rate: line.rate, amount: fromDecimal(line.amount, cart.currency), included: line.included }))

export const orderTaxAmounts = (order: { taxLines: TaxLine[] }): TaxAmount[] => order.taxLines.map((line) => ({ name: line.name, rate: line.percent, amount: line.amount, included: line.included }))

/** The tax rate by rate, worded for the basket, the checkout and the order page (messages basket.taxIncludedLine, basket.taxAddedLine). */
export function taxSummary(lines: TaxAmount[], t: Translate<'basket'>, locale: Locale): TaxSummaryLine[] {
  return lines.map((line) => ({
    label: t(line.included ? 'taxIncludedLine' : 'taxAddedLine', { name: line.name, rate: formatTaxPercent(line.rate, locale) }),
    amount: formatMoney(line.amount, locale),
    included: line.included,
  }))
}
