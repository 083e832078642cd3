import { describe, expect, it } from 'vitest'
import { taxDestination } from './destination'
import { CANADIAN_PROVINCES, canadianProvince } from './provinces'

describe('canadianProvince', () => {
  it('reads a code or a name in English or French, whatever its accents and case', () => {
    expect(canadianProvince('qc')).toBe('QC')
    expect(canadianProvince('QC')).toBe('QC')
    expect(canadianProvince('Québec')).toBe('QC')
    expect(canadianProvince('QUEBEC')).toBe('QC')
    expect(canadianProvince(' quebec ')).toBe('QC')
    expect(canadianProvince('Ontario')).toBe('ON')
    expect(canadianProvince('Colombie-Britannique')).toBe('BC')
    expect(canadianProvince('British Columbia')).toBe('BC')
    expect(canadianProvince('B.C.')).toBe('BC')
    expect(canadianProvince('Newfoundland and Labrador')).toBe('NL')
    expect(canadianProvince('Terre-Neuve-et-Labrador')).toBe('NL')
    expect(canadianProvince('ile du prince edouard')).toBe('PE')
    expect(canadianProvince('Territoires du Nord-Ouest')).toBe('NT')
  })

  it('knows every one of the thirteen by each of its names', () => {
    expect(CANADIAN_PROVINCES).toHaveLength(13)
    for (const { code, en, fr } of CANADIAN_PROVINCES) for (const name of [code, code.toLowerCase(), en, fr]) expect(canadianProvince(name)).toBe(code)
  })

  it('gives null for what is no province', () => {
    expect(canadianProvince('Bavaria')).toBeNull()
    expect(canadianProvince('')).toBeNull()
    expect(canadianProvince(null)).toBeNull()
    expect(canadianProvince(undefined)).toBeNull()
  })
})

describe('taxDestination', () => {
  it('keeps a province only for Canada', () => {
    expect(taxDestination({ countryCode: 'CA', county: 'Québec' })).toEqual({ country: 'CA', region: 'QC' })
    expect(taxDestination({ countryCode: 'ca', county: 'Nowhere' })).toEqual({ country: 'CA', region: null })
    expect(taxDestination({ countryCode: 'DE', county: 'Bayern' })).toEqual({ country: 'DE', region: null })
    expect(taxDestination({ countryCode: 'GB', county: 'ON' })).toEqual({ country: 'GB', region: null })
  })

  it('gives null without a country', () => {
    expect(taxDestination(null)).toBeNull()
    expect(taxDestination({ countryCode: null, county: 'QC' })).toBeNull()
    expect(taxDestination({})).toBeNull()
  })
})
