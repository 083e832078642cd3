import { currencyExponent, type Money, money } from '../money'

/**
 * How Stripe reads an amount's minor units (https://docs.stripe.com/currencies): two decimals
 * unless listed here. Stripe's lists are its own, not ISO 4217's, so each currency is checked
 * against our exponent before a charge, never assumed.
 */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'])
/** Stripe takes three decimals only with the last digit 0 (5.124 KWD is refused; 5.120 is taken). */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND'])
/**
 * Stripe's "special cases": ISK is whole krónur sent as two decimals (100 = 1 kr), HUF and TWD are
 * charged with two decimals but paid out whole, UGX moved from two decimals to none. A wrong guess
 * charges 100 times too much or too little, so these are refused until someone checks them with Stripe.
 */
const SPECIAL_CASES = new Set(['HUF', 'ISK', 'TWD', 'UGX'])

export class StripeCurrencyError extends Error {
  constructor(currency: string, reason: string) {
    super(`Stripe cannot be asked for ${currency}: ${reason}`)
    this.name = 'StripeCurrencyError'
  }
}

const stripeExponent = (currency: string) => (ZERO_DECIMAL.has(currency) ? 0 : THREE_DECIMAL.has(currency) ? 3 : 2)

/** Why Stripe would read this currency's minor units differently from ours; null when it reads them as we do. */
function misreading(currency: string): string | null {
  if (SPECIAL_CASES.has(currency)) return 'Stripe lists it as a special case'
  const ours = currencyExponent(currency)
  const stripes = stripeExponent(currency)
  return ours === stripes ? null : `Stripe counts ${stripes} decimals where we count ${ours}`
}

/**
 * The amount and currency Stripe's API wants for money: our minor units as they are, the code in
 * lower case. Refuses, before anything is sent, a currency Stripe reads differently from us and a
 * three-decimal amount Stripe would not take.
 */
export function stripeAmount(m: Money): { amount: number; currency: string } {
  const reason = misreading(m.currency)
  if (reason) throw new StripeCurrencyError(m.currency, reason)
  if (THREE_DECIMAL.has(m.currency) && m.amount % 10 !== 0) throw new StripeCurrencyError(m.currency, `${m.amount} does not end in 0, as Stripe requires`)
  return { amount: m.amount, currency: m.currency.toLowerCase() }
}

/** Money from an amount Stripe reports (a payment intent's `amount` and `currency`); null for a currency we read differently. */
export function moneyFromStripe(amount: number, currency: string): Money | null {
  const code = currency.toUpperCase()
  try {
    return misreading(code) ? null : money(amount, code)
  } catch {
    // A currency Intl does not know: nothing we could have charged.
    return null
  }
}
