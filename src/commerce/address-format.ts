import type { Address } from './cart/types'
import { countryName } from './countries'
import type { Locale } from '../i18n/locales'

type Parts = { city: string; region: string; postcode: string }

const join = (separator: string, ...parts: string[]) => parts.filter(Boolean).join(separator)

/**
 * How each country's post writes the town, region and postcode (the lines after the street), as
 * a shop's label printer would: the region is never dropped, since US, Canadian, Italian and
 * Mexican mail is sorted by it. Countries not listed write "postcode town", then the region.
 */
const LOCALITY: Record<string, (p: Parts) => string[]> = {
  US: (p) => [join(' ', join(', ', p.city, p.region), p.postcode)],
  CA: (p) => [join(' ', p.city, p.region, p.postcode)],
  AU: (p) => [join(' ', p.city, p.region, p.postcode)],
  GB: (p) => [p.city, p.region, p.postcode],
  IE: (p) => [p.city, p.region, p.postcode],
  IT: (p) => [join(' ', p.postcode, p.city, p.region)],
  MX: (p) => [join(', ', join(' ', p.postcode, p.city), p.region)],
  ES: (p) => [join(' ', p.postcode, p.city), p.region === p.city ? '' : p.region],
}

const europeanOrder = (p: Parts) => [join(' ', p.postcode, p.city), p.region]

/** An address as its country writes it, line by line, ending with the country's name in the reader's language. */
export function addressLines(address: Address, locale: Locale): string[] {
  const code = (address.countryCode ?? '').toUpperCase()
  const parts = { city: address.city?.trim() ?? '', region: address.county?.trim() ?? '', postcode: address.postcode?.trim() ?? '' }
  const locality = (LOCALITY[code] ?? europeanOrder)(parts)
  return [
    join(' ', address.firstName?.trim() ?? '', address.lastName?.trim() ?? ''),
    address.company?.trim() ?? '',
    address.addressLine1?.trim() ?? '',
    address.addressLine2?.trim() ?? '',
    ...locality,
    countryName(code, locale),
  ].filter(Boolean)
}
