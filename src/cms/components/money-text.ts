import { currencyExponent, formatMoney, fromDecimal, isCurrencyCode, money, toDecimalString } from '../../commerce/money'

export type ReadAmount = { amount: number | null } | { error: string }

/** What an editor may type around the number: spaces, grouping apostrophes, a currency symbol ("¥2500", "£25", "149 kr") or the code. */
const DECORATION = /[\s'’\p{Sc}]|kr\.?/giu

/** Typed money ("25.00", "25,5", "¥2500") as minor units of `currency`; empty is no amount. */
export function amountFromText(text: string, currency: string): ReadAmount {
  const bare = text.replaceAll(currency, '').replaceAll(currency.toLowerCase(), '').replace(DECORATION, '')
  if (bare === '') return { amount: null }
  if (!/^\d+([.,]\d+)?$/.test(bare)) return { error: `Enter an amount in ${currency}, like ${example(currency)}` }
  const exponent = currencyExponent(currency)
  const decimals = bare.split(/[.,]/)[1]?.length ?? 0
  if (decimals > exponent) return { error: exponent === 0 ? `${currency} has no decimals: enter a whole amount` : `${currency} has at most ${exponent} decimals` }
  const amount = fromDecimal(Number(bare.replace(',', '.')), currency).amount
  return Number.isSafeInteger(amount) ? { amount } : { error: 'This amount is too large' }
}

/** Stored minor units as the editor types them: 2500 GBP → "25.00", 2500 JPY → "2500". */
export function textFromAmount(amount: unknown, currency: string): string {
  return typeof amount === 'number' && Number.isSafeInteger(amount) ? toDecimalString(money(amount, currency)) : ''
}

const example = (currency: string) => textFromAmount(2500 * 10 ** Math.max(0, currencyExponent(currency) - 2), currency)

/** Stored minor units as the admin shows money ("£25.00", "279 kr"), or null when the amount or currency cannot be read. */
export function moneyText(amount: unknown, currency: unknown): string | null {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && isCurrencyCode(currency) ? formatMoney(money(amount, currency), 'en') : null
}
