import { intlTag } from '../i18n/format'
import type { Locale } from '../i18n/locales'

/**
 * An amount of one currency, in integer minor units (pence, cents, öre; yen have none). The one
 * place that turns minor units into decimals and back is here (`toDecimal`, `fromDecimal`), and
 * every sum, share and rounding goes through this module (docs/decisions/0052).
 *
 * The currency is a type parameter, so `add(gbp, eur)` does not compile when both are known; amounts
 * whose currency is only known at run time are checked there (`CurrencyMismatchError`).
 */
export type Money<C extends string = string> = { readonly amount: number; readonly currency: C }

/** An ISO 4217 code in capitals. */
export type CurrencyCode = string

export class CurrencyMismatchError extends Error {
  constructor(a: string, b: string) {
    super(`Cannot combine ${a} with ${b}`)
    this.name = 'CurrencyMismatchError'
  }
}

const CODE = /^[A-Z]{3}$/
const known = new Set<string>(Intl.supportedValuesOf('currency'))
const exponents = new Map<string, number>()

export const isCurrencyCode = (code: unknown): code is CurrencyCode => typeof code === 'string' && CODE.test(code) && known.has(code)

/** Minor units per major unit as a power of ten: 2 for GBP, EUR, SEK, CAD, MXN; 0 for JPY. */
export function currencyExponent(currency: CurrencyCode): number {
  let exponent = exponents.get(currency)
  if (exponent === undefined) {
    if (!isCurrencyCode(currency)) throw new RangeError(`Unknown currency ${currency}`)
    exponent = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    exponents.set(currency, exponent)
  }
  return exponent
}

export function money<C extends CurrencyCode>(amount: number, currency: C): Money<C> {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`A money amount is a whole number of minor units, not ${amount}`)
  currencyExponent(currency)
  return { amount, currency }
}

export const zero = <C extends CurrencyCode>(currency: C): Money<C> => money(0, currency)

function same<C extends CurrencyCode>(a: Money<C>, b: Money<C>): void {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency)
}

export function add<C extends CurrencyCode>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  same(a, b)
  return money(a.amount + b.amount, a.currency)
}

export function subtract<C extends CurrencyCode>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  same(a, b)
  return money(a.amount - b.amount, a.currency)
}

export function sum<C extends CurrencyCode>(amounts: readonly Money<C>[], currency: C): Money<C> {
  return amounts.reduce<Money<C>>((total, m) => add(total, m), zero(currency))
}

/** An amount times a whole quantity. */
export function multiply<C extends CurrencyCode>(m: Money<C>, quantity: number): Money<C> {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`A quantity is a whole number, not ${quantity}`)
  return money(m.amount * quantity, m.currency)
}

export const minOf = <C extends CurrencyCode>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> => (compare(a, b) <= 0 ? a : b)
export const isZero = (m: Money): boolean => m.amount === 0

export function compare<C extends CurrencyCode>(a: Money<C>, b: Money<NoInfer<C>>): number {
  same(a, b)
  return Math.sign(a.amount - b.amount)
}

/** `numerator / denominator` of a whole amount, rounded half away from zero, in exact integer steps. */
export function roundedShare(amount: number, numerator: number, denominator: number): number {
  if (denominator <= 0 || !Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) throw new RangeError('A share needs whole parts')
  const sign = Math.sign(amount) * Math.sign(numerator)
  const product = Math.abs(amount) * Math.abs(numerator)
  if (!Number.isSafeInteger(product * 2 + denominator)) throw new RangeError('Amount too large to share exactly')
  return sign * Math.floor((product * 2 + denominator) / (denominator * 2))
}

/** A percentage (up to three decimals, e.g. 9.975) of an amount, rounded half up to a minor unit. */
export function percentOf<C extends CurrencyCode>(m: Money<C>, percent: number): Money<C> {
  return money(roundedShare(m.amount, Math.round(percent * 1000), 100_000), m.currency)
}

/**
 * Shares `total` out in proportion to `weights` (whole, non-negative) so the shares add up to the
 * total exactly: each share is rounded down, then the minor units left over go one each to the shares
 * that lost the most (largest remainder), the earlier share first on a tie.
 */
export function allocate<C extends CurrencyCode>(total: Money<C>, weights: readonly number[]): Money<C>[] {
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('Weights are whole and not negative')
  const weightSum = weights.reduce((a, b) => a + b, 0)
  if (weightSum === 0) {
    if (total.amount !== 0) throw new RangeError('Cannot share an amount over nothing')
    return weights.map(() => zero(total.currency))
  }
  const sign = Math.sign(total.amount)
  const whole = Math.abs(total.amount)
  if (!Number.isSafeInteger(whole * weightSum)) throw new RangeError('Amount too large to share exactly')
  const floors = weights.map((w) => Math.floor((whole * w) / weightSum))
  const remainders = weights.map((w, i) => whole * w - (floors[i] ?? 0) * weightSum)
  let left = whole - floors.reduce((a, b) => a + b, 0)
  const order = weights.map((_, i) => i).sort((a, b) => (remainders[b] ?? 0) - (remainders[a] ?? 0) || a - b)
  for (const i of order) {
    if (left === 0) break
    floors[i] = (floors[i] ?? 0) + 1
    left--
  }
  return floors.map((share) => money(sign * share, total.currency))
}

/** The decimal amount the site API and payment providers show: 2500 GBP → 25, 2500 JPY → 2500. */
export function toDecimal(m: Money): number {
  return m.amount / 10 ** currencyExponent(m.currency)
}

/** A decimal amount (25.5) as money, refusing more decimals than the currency has. */
export function fromDecimal<C extends CurrencyCode>(decimal: number, currency: C): Money<C> {
  const scaled = decimal * 10 ** currencyExponent(currency)
  const amount = Math.round(scaled)
  if (!Number.isFinite(decimal) || Math.abs(scaled - amount) > 1e-6) throw new RangeError(`${decimal} has more decimals than ${currency} allows`)
  return money(amount, currency)
}

/** The decimal amount as a string with the currency's decimals ("25.00", "2500"), as PayPal wants it. */
export function toDecimalString(m: Money): string {
  return toDecimal(m).toFixed(currencyExponent(m.currency))
}

// Building a formatter costs far more than using one (most in a browser, while a page hydrates). At
// most one per language and known currency: an unknown code throws before it is kept.
const moneyFormats = new Map<string, Intl.NumberFormat>()

function moneyFormat(currency: string, locale: Locale): Intl.NumberFormat {
  const key = `${locale} ${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(WHOLE_WHEN_ROUND.has(currency) ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
    })
    moneyFormats.set(key, format)
  }
  return format
}

/** Currencies written without decimals when the amount is whole ("149 kr"), as their shops do. */
const WHOLE_WHEN_ROUND = new Set(['SEK', 'NOK', 'DKK', 'ISK'])

/**
 * Money in the reader's locale, with the narrow symbol ("£25.00", "25,00 €", "149 kr"). A bare
 * dollar sign is shared by many currencies, so any dollar but the US one also names its code
 * ("$350.00 MXN", "350,00 $ CAD").
 */
export function formatMoney(m: Money, locale: Locale): string {
  const format = moneyFormat(m.currency, locale)
  const value = toDecimal(m)
  const text = format.format(value)
  const symbol = format.formatToParts(value).find((part) => part.type === 'currency')?.value
  return symbol === '$' && m.currency !== 'USD' ? `${text} ${m.currency}` : text
}
