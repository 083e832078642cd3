import countries from 'i18n-iso-countries'
import { describe, expect, it } from 'vitest'
import { money } from '../commerce/money'
import { taxOf } from '../commerce/tax/tax'
import type { TaxClass, TaxDestination } from '../commerce/tax/types'
import { locales } from '../i18n/locales'
import { seedTaxRates, seedTaxRatesIn } from './tax-rates'

const eu27 = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']

function taxOn(amount: number, currency: string, destination: TaxDestination, taxClass: TaxClass, pricesIncludeTax: boolean, locale: (typeof locales)[number] = 'en') {
  return taxOf({ currency, lines: [{ amount: money(amount, currency), taxClass }], shipping: money(0, currency), destination, rates: seedTaxRatesIn(locale), pricesIncludeTax })
}

describe('the seeded tax rates', () => {
  it('tax digital services at every EU buyer’s own standard rate', () => {
    for (const country of eu27) {
      const standard = seedTaxRates.find((r) => r.country === country && r.taxClass === 'standard')
      const digital = seedTaxRates.find((r) => r.country === country && r.taxClass === 'digital')
      expect(digital?.percent, country).toBe(standard?.percent)
    }
    expect(taxOn(2500, 'EUR', { country: 'DE', region: null }, 'digital', true, 'de').taxLines.map((l) => [l.name, l.percent, l.amount.amount])).toEqual([['MwSt.', 19, 399]])
    expect(taxOn(2500, 'EUR', { country: 'FR', region: null }, 'digital', true, 'fr').taxLines.map((l) => [l.name, l.percent, l.amount.amount])).toEqual([['TVA', 20, 417]])
  })

  it('add GST and QST in Québec, HST alone in Ontario, GST alone in Alberta', () => {
    const quebec = taxOn(10000, 'CAD', { country: 'CA', region: 'QC' }, 'standard', false, 'fr-ca')
    expect(quebec.taxLines.map((l) => [l.name, l.percent, l.amount.amount])).toEqual([
      ['TPS', 5, 500],
      ['TVQ', 9.975, 998],
    ])
    expect(taxOn(10000, 'CAD', { country: 'CA', region: 'ON' }, 'standard', false).taxLines.map((l) => [l.name, l.amount.amount])).toEqual([['HST', 1300]])
    expect(taxOn(10000, 'CAD', { country: 'CA', region: 'AB' }, 'digital', false).taxLines.map((l) => [l.name, l.amount.amount])).toEqual([['GST', 500]])
  })

  it('include 25 % moms in Sweden and 16 % IVA in Mexico', () => {
    expect(taxOn(14900, 'SEK', { country: 'SE', region: null }, 'standard', true, 'sv').taxLines.map((l) => [l.name, l.amount.amount])).toEqual([['moms', 2980]])
    expect(taxOn(35000, 'MXN', { country: 'MX', region: null }, 'standard', true, 'es-mx').taxLines.map((l) => [l.name, l.amount.amount])).toEqual([['IVA', 4828]])
  })

  it('name every tax in all nine languages, and hold no row twice', () => {
    for (const rate of seedTaxRates) for (const locale of locales) expect(rate.name[locale], `${rate.country} ${locale}`).toBeTruthy()
    const keys = seedTaxRates.map((r) => [r.country, r.region, r.taxClass, r.name.en].join('|'))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('name countries by their ISO codes, as the global’s country select lists them', () => {
    for (const rate of seedTaxRates) expect(countries.isValid(rate.country), rate.country).toBe(true)
  })
})
