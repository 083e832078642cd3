import type { Field, GlobalConfig } from 'payload'
import { anyone, editors } from '../access'
import { countryOptions } from '../fields/country-options'
import { forgetShippingRates } from '../../server/stores/catalogue-cache'

const rateFields = (required: boolean): Field[] => [
  { name: 'rate', type: 'number', required, min: 0, admin: { description: 'In pence' } },
  { name: 'freeOver', type: 'number', min: 0, admin: { description: 'Free when the merchandise reaches this many pence; empty for never' } },
]

/** Standard shipping (spec §7: method "standard"), charged only for merchandise. */
export const ShippingRates: GlobalConfig = {
  slug: 'shipping-rates',
  label: 'Shipping rates',
  admin: { group: 'Shop' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: [() => forgetShippingRates()] },
  fields: [
    {
      name: 'zones',
      type: 'array',
      labels: { singular: 'Zone', plural: 'Zones' },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'countries', type: 'select', hasMany: true, required: true, options: countryOptions },
        { type: 'row', fields: rateFields(true) },
      ],
    },
    {
      name: 'otherCountries',
      type: 'group',
      admin: { description: 'Countries in no zone' },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: true },
        { type: 'row', fields: rateFields(false) },
      ],
    },
  ],
}
