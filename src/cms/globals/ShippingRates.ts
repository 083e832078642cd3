import type { GlobalConfig } from 'payload'
import { anyone, editors } from '../access'
import { countryOptions } from '../fields/country-options'
import { amountField, pricesField } from '../fields/prices'
import { forgetShippingRates } from '../../server/stores/catalogue-cache'

/** A rate per currency: a cart in a currency with no rate here cannot be shipped to the zone. */
const ratesField = (description: string) =>
  pricesField({
    name: 'rates',
    label: 'Rates',
    description,
    amount: [amountField('rate', { required: true }), amountField('freeOver', { label: 'Free over', description: 'Free when the merchandise reaches this; empty for never' })],
  })

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
        ratesField('What standard shipping to the zone costs in each currency'),
      ],
    },
    {
      name: 'otherCountries',
      type: 'group',
      admin: { description: 'Countries in no zone' },
      fields: [{ name: 'enabled', type: 'checkbox', defaultValue: true }, ratesField('What standard shipping elsewhere costs in each currency')],
    },
  ],
}
