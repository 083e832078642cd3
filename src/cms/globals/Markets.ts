import type { GlobalConfig, TextFieldSingleValidation } from 'payload'
import { array, text } from 'payload/shared'
import { marketListProblem } from '../../commerce/market-list'
import { localeNames, locales } from '../../i18n/locales'
import { forgetMarkets } from '../../server/stores/catalogue-cache'
import { anyone, editors } from '../access'
import { countryOptions } from '../fields/country-options'
import { currencyField } from '../fields/prices'
import { cacheTags, expireTags } from '../revalidate'
import { marketRows } from './market-rows'

const MARKET_CODE = /^[a-z][a-z0-9-]{1,15}$/

const validCode: TextFieldSingleValidation = (value, args) =>
  typeof value === 'string' && MARKET_CODE.test(value) ? text(value, args) : 'Lower-case letters, digits and dashes, 2 to 16, starting with a letter'

/** Where buyers shop, each in its own currency (issue 27): a new market needs no code, only an editor. */
export const Markets: GlobalConfig = {
  slug: 'markets',
  label: 'Markets',
  admin: { group: 'Shop' },
  access: { read: anyone, update: editors },
  hooks: {
    afterChange: [
      async ({ req }) => {
        forgetMarkets()
        await expireTags(req, cacheTags.markets)
      },
    ],
  },
  fields: [
    {
      name: 'markets',
      type: 'array',
      labels: { singular: 'Market', plural: 'Markets' },
      minRows: 1,
      // The admin form holds only a row count; the rows are checked when saved.
      validate: (value, args) => {
        const rows = marketRows(value)
        return (rows && marketListProblem(rows)) ?? array(value, args)
      },
      admin: { description: 'A language picks the market that lists it; visitors may choose another in the header.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'code',
              type: 'text',
              required: true,
              admin: { description: 'Short and stable, e.g. uk; kept in buyers’ cookies' },
              validate: validCode,
            },
            { name: 'name', type: 'text', required: true, localized: true },
            currencyField(),
          ],
        },
        // Not `locales`: its table would be named like the one Payload keeps the row's translations in (`…_locales`).
        { name: 'languages', type: 'select', hasMany: true, options: locales.map((code) => ({ label: localeNames[code], value: code })) },
        { name: 'countries', type: 'select', hasMany: true, options: countryOptions },
        {
          type: 'row',
          fields: [
            {
              name: 'roundingStep',
              type: 'number',
              min: 1,
              defaultValue: 1,
              admin: { description: 'Prices filled from an exchange rate are rounded up to this many minor units, e.g. 100 for whole units' },
            },
            { name: 'roundingEnding', type: 'number', min: 0, defaultValue: 0, admin: { description: 'then lowered by this many, e.g. 1 for .99' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'pricesIncludeTax', type: 'checkbox', defaultValue: true, label: 'Prices include tax' },
            { name: 'enabled', type: 'checkbox', defaultValue: true },
          ],
        },
      ],
    },
  ],
}
