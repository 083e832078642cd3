import type { CollectionConfig } from 'payload'
import { locales } from '../../../i18n/locales'
import { closedAccess, editors } from '../../access'
import { amountField } from '../../fields/prices'

/** The two gateways of spec §7 (card 1, PayPal 2), as stored on payments and orders. */
export const gatewayOptions = [
  { label: 'Card', value: 'card' },
  { label: 'PayPal', value: 'paypal' },
]

/** Every attempt to pay for a cart, as the site saw it; the reconcile job looks at the pending ones. */
export const Payments: CollectionConfig = {
  slug: 'payments',
  admin: { useAsTitle: 'transactionHash', defaultColumns: ['cartNumber', 'gateway', 'amount', 'status', 'orderNumber', 'createdAt'], group: 'Shop' },
  access: closedAccess({ read: editors }),
  fields: [
    { name: 'transactionHash', type: 'text', required: true, unique: true, index: true },
    { name: 'cartNumber', type: 'text', required: true, index: true },
    { name: 'gateway', type: 'select', required: true, options: gatewayOptions },
    { name: 'reference', type: 'text', unique: true, admin: { description: "The provider's id of the payment" } },
    { name: 'currency', type: 'text', required: true, defaultValue: 'GBP' },
    amountField('amount', { required: true }),
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: ['pending', 'succeeded', 'failed', 'refunded'].map((s) => ({ label: s, value: s })),
    },
    { name: 'email', type: 'text', required: true },
    { name: 'locale', type: 'select', required: true, options: locales.map((l) => ({ label: l, value: l })) },
    { name: 'redirect', type: 'text', required: true },
    { name: 'cancelUrl', type: 'text', required: true },
    { name: 'message', type: 'text' },
    { name: 'orderNumber', type: 'text', index: true },
    { name: 'orderKey', type: 'text', admin: { readOnly: true } },
  ],
}
