import { isOneOf } from '../../lib/one-of'
import { canadianProvince } from './provinces'
import { taxClasses, type TaxRate } from './types'

type StoredRate = { country?: string | null; region?: string | null; taxClass?: string | null; name?: string | null; percent?: number | null }

/** The `tax-rates` global as the tax engine reads it; a row an editor left unfinished or out of range is skipped. */
export function taxRatesOf(global: { rates?: readonly StoredRate[] | null } | null | undefined): TaxRate[] {
  return (global?.rates ?? []).flatMap((row): TaxRate[] => {
    const country = row.country?.trim().toUpperCase()
    const name = row.name?.trim()
    const { taxClass, percent } = row
    if (!country || !/^[A-Z]{2}$/.test(country) || !name || !isOneOf(taxClasses, taxClass)) return []
    if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) return []
    const typed = row.region?.trim() || null
    // "Quebec" or "Québec" mean QC, as buyers' addresses are read (destination.ts).
    const region = typed && country === 'CA' ? (canadianProvince(typed) ?? typed.toUpperCase()) : (typed?.toUpperCase() ?? null)
    return [{ country, region, taxClass, name, percent }]
  })
}
