import type { TaxClass, TaxRate } from '../commerce/tax/types'
import type { Locale } from '../i18n/locales'

/** A tax's name as each language's buyers read it (the global's `name` is localized). */
export type LocalizedTaxName = Record<Locale, string>
export type SeedTaxRate = Omit<TaxRate, 'name'> & { name: LocalizedTaxName }

const VAT: LocalizedTaxName = { en: 'VAT', fr: 'TVA', de: 'MwSt.', it: 'IVA', nl: 'btw', es: 'IVA', 'es-mx': 'IVA', 'fr-ca': 'TVA', sv: 'moms' }

/** Canada's taxes go by their English initials except to French readers. */
const canadian = (en: string, fr: string): LocalizedTaxName => ({ en, fr, de: en, it: en, nl: en, es: en, 'es-mx': en, 'fr-ca': fr, sv: en })
const GST = canadian('GST', 'TPS')
const HST = canadian('HST', 'TVH')
const QST = canadian('QST', 'TVQ')
const PST = canadian('PST', 'TVP')
const RST = canadian('RST', 'TVD')

const row = (country: string, region: string | null, taxClass: TaxClass, name: LocalizedTaxName, percent: number): SeedTaxRate => ({ country, region, taxClass, name, percent })

/**
 * A VAT country's rows. Digital services are taxed at the buyer's country's standard rate (the EU's
 * one-stop shop); a country without a reduced rate here has no `reduced` or `zero` rows.
 */
function vat(country: string, standard: number, reduced?: number): SeedTaxRate[] {
  const rows = [row(country, null, 'standard', VAT, standard), row(country, null, 'digital', VAT, standard)]
  return reduced === undefined ? rows : [...rows, row(country, null, 'reduced', VAT, reduced), row(country, null, 'zero', VAT, 0)]
}

/** Standard VAT of the 27 EU countries in 2026, with the reduced rate of the markets' own. */
const euVat: [string, number, number?][] = [
  ['AT', 20],
  ['BE', 21],
  ['BG', 20],
  ['HR', 25],
  ['CY', 19],
  ['CZ', 21],
  ['DK', 25],
  ['EE', 24],
  ['FI', 25.5],
  ['FR', 20, 5.5],
  ['DE', 19, 7],
  ['GR', 24],
  ['HU', 27],
  ['IE', 23],
  ['IT', 22, 10],
  ['LV', 21],
  ['LT', 21],
  ['LU', 17],
  ['MT', 18],
  ['NL', 21, 9],
  ['PL', 23],
  ['PT', 23],
  ['RO', 21],
  ['SK', 23],
  ['SI', 22],
  ['ES', 21, 10],
  ['SE', 25, 12],
]

/** Provinces whose rows replace the national GST: HST alone, or GST with the province's own tax. Alberta and the territories pay GST only. */
const provinces: Record<string, [LocalizedTaxName, number][]> = {
  ON: [[HST, 13]],
  NS: [[HST, 14]],
  NB: [[HST, 15]],
  NL: [[HST, 15]],
  PE: [[HST, 15]],
  QC: [
    [GST, 5],
    [QST, 9.975],
  ],
  BC: [
    [GST, 5],
    [PST, 7],
  ],
  MB: [
    [GST, 5],
    [RST, 7],
  ],
  SK: [
    [GST, 5],
    [PST, 6],
  ],
}

const taxedClasses: TaxClass[] = ['standard', 'reduced', 'digital']

const canada: SeedTaxRate[] = [
  ...taxedClasses.map((taxClass) => row('CA', null, taxClass, GST, 5)),
  row('CA', null, 'zero', GST, 0),
  ...Object.entries(provinces).flatMap(([region, taxes]) => taxedClasses.flatMap((taxClass) => taxes.map(([name, percent]) => row('CA', region, taxClass, name, percent)))),
]

/** The nine markets' tax rates as of 2026. */
export const seedTaxRates: SeedTaxRate[] = [
  row('GB', null, 'standard', VAT, 20),
  row('GB', null, 'reduced', VAT, 5),
  row('GB', null, 'zero', VAT, 0),
  row('GB', null, 'digital', VAT, 20),
  ...euVat.flatMap(([country, standard, reduced]) => vat(country, standard, reduced)),
  ...canada,
  row('MX', null, 'standard', VAT, 16),
  row('MX', null, 'reduced', VAT, 16),
  row('MX', null, 'digital', VAT, 16),
  row('MX', null, 'zero', VAT, 0),
]

/** The seeded rates as readers of one language see them. */
export const seedTaxRatesIn = (locale: Locale): TaxRate[] => seedTaxRates.map((rate) => ({ ...rate, name: rate.name[locale] }))
