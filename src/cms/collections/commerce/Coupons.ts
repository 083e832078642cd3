import type { CollectionConfig } from 'payload'
import { normaliseCouponCode } from '../../../commerce/cart/coupons'
import { closedAccess, editors } from '../../access'
import { oneRowPerCurrency, pricesField } from '../../fields/prices'

/** Discount codes (docs/decisions/0008). Visitors never read them; the cart looks them up on the server. */
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  admin: { useAsTitle: 'code', defaultColumns: ['code', 'kind', 'amount', 'scope', 'enabled', 'timesUsed'], group: 'Shop' },
  access: closedAccess({ read: editors, create: editors, update: editors, delete: editors }),
  hooks: {
    beforeValidate: [({ data }) => (data?.code ? { ...data, code: normaliseCouponCode(String(data.code)) } : data)],
  },
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, admin: { description: 'Saved in capitals; buyers may type it in any case' } },
    { name: 'description', type: 'text', admin: { description: 'For editors only' } },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'percentage',
          options: [
            { label: 'Percentage off', value: 'percentage' },
            { label: 'Fixed amount off', value: 'fixed' },
          ],
        },
        {
          name: 'amount',
          type: 'number',
          min: 1,
          label: 'Percent',
          admin: { description: 'Percent off (1–100); works in every market', condition: (_, sibling) => sibling?.kind !== 'fixed' },
          validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
            siblingData.kind !== 'percentage' || (Number(value) >= 1 && Number(value) <= 100) || 'A percentage is between 1 and 100',
        },
        {
          name: 'scope',
          type: 'select',
          required: true,
          defaultValue: 'all',
          options: [
            { label: 'Whole cart', value: 'all' },
            { label: 'Merchandise only', value: 'merch' },
            { label: 'Event entries only', value: 'entries' },
          ],
        },
      ],
    },
    pricesField({
      name: 'amounts',
      label: 'Amounts off',
      description: 'The amount off in each currency; in a market whose currency is missing the coupon does not apply',
      condition: (_, sibling) => sibling?.kind === 'fixed',
      validate: (value, { siblingData }) => (siblingData.kind === 'fixed' && (!Array.isArray(value) || !value.length) ? 'A fixed coupon needs an amount' : oneRowPerCurrency(value)),
    }),
    pricesField({
      name: 'minimumSpends',
      label: 'Minimum spend',
      description: 'Per currency, on the lines the coupon applies to; empty for none. A coupon with minimums does not apply in a currency without one',
    }),
    {
      type: 'row',
      fields: [
        { name: 'startsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'endsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'usageLimit', type: 'number', min: 1, admin: { description: 'Orders in all; empty for no limit' } },
        { name: 'perEmailLimit', type: 'number', min: 1, admin: { description: 'Orders per email address; empty for no limit' } },
        { name: 'timesUsed', type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true, description: 'Counted when an order completes' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: true },
        { name: 'membersOnly', type: 'checkbox', defaultValue: false, admin: { description: 'Only run-club members may use it (listed on their discounts page)' } },
      ],
    },
  ],
}
