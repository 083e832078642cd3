import type { ShippingRates } from './types'

/**
 * Standard shipping for the merchandise of a cart: the rate of the zone holding the country (or of
 * "other countries"), free from the zone's threshold on. Null when the country cannot be served.
 */
export function shippingCost(rates: ShippingRates, countryCode: string, merchSubtotal: number): number | null {
  if (merchSubtotal <= 0) return 0
  const zone = rates.zones.find((z) => z.countries.includes(countryCode.toUpperCase())) ?? rates.otherCountries
  if (!zone) return null
  return zone.freeOver !== null && merchSubtotal >= zone.freeOver ? 0 : zone.rate
}
