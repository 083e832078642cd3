import { describe, expect, it } from 'vitest'
import { taxRatesOf } from './stored'

describe('taxRatesOf', () => {
  it('reads the rows editors saved, with codes in capitals and an empty region as the whole country', () => {
    expect(
      taxRatesOf({
        rates: [
          { country: 'de', region: '', taxClass: 'standard', name: 'MwSt.', percent: 19 },
          { country: 'CA', region: 'qc', taxClass: 'digital', name: ' TVQ ', percent: 9.975 },
          { country: 'GB', region: null, taxClass: 'zero', name: 'VAT', percent: 0 },
        ],
      }),
    ).toEqual([
      { country: 'DE', region: null, taxClass: 'standard', name: 'MwSt.', percent: 19 },
      { country: 'CA', region: 'QC', taxClass: 'digital', name: 'TVQ', percent: 9.975 },
      { country: 'GB', region: null, taxClass: 'zero', name: 'VAT', percent: 0 },
    ])
  })

  it('skips unfinished or impossible rows', () => {
    expect(
      taxRatesOf({
        rates: [
          { country: null, taxClass: 'standard', name: 'VAT', percent: 20 },
          { country: 'Germany', taxClass: 'standard', name: 'MwSt.', percent: 19 },
          { country: 'FR', taxClass: 'luxury', name: 'TVA', percent: 20 },
          { country: 'FR', taxClass: 'standard', name: '', percent: 20 },
          { country: 'FR', taxClass: 'standard', name: 'TVA', percent: null },
          { country: 'FR', taxClass: 'standard', name: 'TVA', percent: -1 },
          { country: 'FR', taxClass: 'standard', name: 'TVA', percent: 120 },
        ],
      }),
    ).toEqual([])
  })

  it('reads a global never saved as no rates', () => {
    expect(taxRatesOf(null)).toEqual([])
    expect(taxRatesOf({})).toEqual([])
    expect(taxRatesOf({ rates: null })).toEqual([])
  })
})
