import { canadianProvince } from './provinces'
import type { TaxDestination } from './types'

/** Where an address is taxed: its country, and for Canada its province (whose rows may add to or replace GST). */
export function taxDestination(address: { countryCode?: string | null; county?: string | null } | null): TaxDestination | null {
  const country = address?.countryCode?.trim().toUpperCase()
  if (!country) return null
  return { country, region: country === 'CA' ? canadianProvince(address?.county) : null }
}
