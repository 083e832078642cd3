import { compare, type CurrencyCode, type Money, zero } from '../money'
import type { ShippingRates } from './types'

/**
 * Standard shipping for the merchandise of a cart: the zone holding the country (or "other
 * countries") at its rate in the cart's currency, free from the zone's threshold on. Null when the
 * country cannot be served, or not in this currency.
 */
export function shippingCost(rates: ShippingRates, countryCode: string, merchSubtotal: Money, currency: CurrencyCode): Money | null {
  if (merchSubtotal.amount <= 0) return zero(currency)
  const zone = rates.zones.find((z) => z.countries.includes(countryCode.toUpperCase())) ?? rates.otherCountries
  const rate = zone?.rates.find((r) => r.rate.currency === currency)
  if (!rate) return null
  return rate.freeOver !== null && compare(merchSubtotal, rate.freeOver) >= 0 ? zero(currency) : rate.rate
}
