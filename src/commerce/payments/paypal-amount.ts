import { currencyExponent, fromDecimal, type Money, toDecimalString } from '../money'

/** PayPal's currencies without decimals (https://developer.paypal.com/reference/currency-codes/); the others it takes have two. */
const NO_DECIMALS = new Set(['HUF', 'JPY', 'TWD'])

export class PayPalCurrencyError extends Error {
  constructor(currency: string, reason: string) {
    super(`PayPal cannot be asked for ${currency}: ${reason}`)
    this.name = 'PayPalCurrencyError'
  }
}

/**
 * The `amount` PayPal's Orders and Payments APIs want for money: the decimal string ("25.99",
 * "2500") and the code. Refuses a currency whose decimals PayPal counts differently from us (TWD
 * has cents for ISO, none for PayPal) rather than send a value PayPal would refuse or misread.
 */
export function payPalAmount(m: Money): { currencyCode: string; value: string } {
  const theirs = NO_DECIMALS.has(m.currency) ? 0 : 2
  const ours = currencyExponent(m.currency)
  if (theirs !== ours) throw new PayPalCurrencyError(m.currency, `PayPal counts ${theirs} decimals where we count ${ours}`)
  return { currencyCode: m.currency, value: toDecimalString(m) }
}

/** Money from an amount PayPal reports (`{ currency_code, value }`); null when it is not one we could have asked for. */
export function moneyFromPayPal(currencyCode: unknown, value: unknown): Money | null {
  if (typeof currencyCode !== 'string' || typeof value !== 'string' || !/^\d+(\.\d+)?$/.test(value)) return null
  try {
    return fromDecimal(Number(value), currencyCode)
  } catch {
    // An unknown code, or more decimals than the currency has.
    return null
  }
}
