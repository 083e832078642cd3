import countries from 'i18n-iso-countries'
import type { GlobalConfig } from 'payload'
import { taxClasses } from '../../commerce/tax/types'
import { forgetTaxRates } from '../../server/stores/catalogue-cache'
import { anyone, editors } from '../access'

const countryOptions = Object.keys(countries.getAlpha2Codes())
  .sort()
  .map((code) => ({ label: code, value: code }))

/**
 * Tax per destination and tax class (issue 27). A province's rows replace its country's for that
 * class, so Québec lists GST and QST, Ontario HST alone; a country with no rows is not taxed.
 */
export const TaxRates: GlobalConfig = {
  slug: 'tax-rates',
  label: 'Tax rates',
  admin: { group: 'Shop' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: [() => forgetTaxRates()] },
  fields: [
    {
      name: 'rates',
      type: 'array',
      labels: { singular: 'Rate', plural: 'Rates' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'country', type: 'select', required: true, options: countryOptions },
            { name: 'region', type: 'text', admin: { description: 'Province code for Canada (QC, ON…); empty for the whole country' } },
            { name: 'taxClass', type: 'select', required: true, options: taxClasses.map((value) => ({ label: value, value })) },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, localized: true },
            { name: 'percent', type: 'number', required: true, min: 0, max: 100, admin: { description: 'Up to three decimals, e.g. 9.975' } },
          ],
        },
      ],
    },
  ],
}
