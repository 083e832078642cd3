import type { CollectionConfig } from 'payload'
import { locales } from '../../../i18n/locales'
import { closedAccess, editors } from '../../access'
import { amountField } from '../../fields/prices'
import { gatewayOptions } from './Payments'
import { ORDER_SEARCH_FIELDS, ordersExport } from '../../endpoints/orders-export'

/** JSON shown as what it holds, read-only: Payload's JSON editor loads from a CDN (src/cms/components/AddressField.tsx). */
const addressView = { Field: '/cms/components/AddressField#AddressField' }

/**
 * Paid orders, written once by order completion (src/commerce/orders) inside the transaction that
 * takes the stock. Editors read them; nobody edits what was sold.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'email', 'status', 'totalPrice', 'currency', 'totalTax', 'gateway', 'createdAt'],
    listSearchableFields: ORDER_SEARCH_FIELDS,
    group: 'Shop',
    description: 'Filter by status, date (created at) or email, then export what you see.',
    components: { beforeListTable: ['/cms/components/OrderTotalsByCurrency#OrderTotalsByCurrency', '/cms/components/ExportLink#OrdersExportLink'] },
  },
  endpoints: [ordersExport],
  access: closedAccess({ read: editors }),
  defaultSort: '-createdAt',
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true, admin: { description: 'The reference the buyer sees' } },
    { name: 'cartNumber', type: 'text', required: true, unique: true },
    { name: 'accessKey', type: 'text', required: true, admin: { readOnly: true, description: "The secret in the buyer's link to the order page" } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'paid',
      index: true,
      options: [
        { label: 'Paid', value: 'paid' },
        { label: 'Partly refunded', value: 'partially-refunded' },
        { label: 'Refunded', value: 'refunded' },
      ],
    },
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'locale', type: 'select', required: true, options: locales.map((l) => ({ label: l, value: l })) },
    { name: 'customerId', type: 'number', index: true },
    {
      type: 'row',
      fields: [
        { name: 'gateway', type: 'select', required: true, options: gatewayOptions },
        { name: 'paymentReference', type: 'text', required: true, unique: true },
      ],
    },
    { name: 'lineItems', type: 'json', required: true, label: 'Items', admin: { description: 'What was sold, as the buyer saw it', components: { Field: '/cms/components/OrderLines#OrderLines' } } },
    {
      type: 'row',
      fields: [
        amountField('itemSubtotal', { required: true }),
        amountField('totalDiscount', { required: true }),
        amountField('totalShippingCost', { required: true }),
        amountField('totalTax', { required: true }),
        amountField('totalPrice', { required: true }),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'currency', type: 'text', required: true, defaultValue: 'GBP', index: true, admin: { readOnly: true } },
        { name: 'market', type: 'text', admin: { readOnly: true } },
        { name: 'pricesIncludeTax', type: 'checkbox', defaultValue: true, admin: { readOnly: true } },
        { name: 'taxCountry', type: 'text', admin: { readOnly: true, description: 'Where tax was reckoned (and the province for Canada)' } },
      ],
    },
    { name: 'taxLines', type: 'json', admin: { description: 'The tax, rate by rate', components: { Field: '/cms/components/TaxLines#TaxLines' } } },
    {
      type: 'row',
      fields: [
        { name: 'invoiceNumber', type: 'text', unique: true, admin: { readOnly: true, description: 'Sequential, given when the order completes' } },
        { name: 'invoicedAt', type: 'date', admin: { readOnly: true } },
      ],
    },
    { name: 'couponCode', type: 'text' },
    { name: 'billingAddress', type: 'json', admin: { components: addressView } },
    { name: 'shippingAddress', type: 'json', admin: { components: addressView } },
    { name: 'notes', type: 'textarea' },
    {
      type: 'collapsible',
      label: 'Refunds',
      fields: [
        {
          type: 'row',
          fields: [
            amountField('refundedTotal', { description: 'Given back so far (refunds being made included)' }),
            { name: 'refundVersion', type: 'number', defaultValue: 0, admin: { hidden: true } },
          ],
        },
        { name: 'refundedLines', type: 'json', admin: { hidden: true } },
        { name: 'refundTool', type: 'ui', admin: { components: { Field: '/cms/components/RefundOrder#RefundOrder' } } },
        { name: 'refunds', type: 'join', collection: 'refunds', on: 'order', admin: { defaultColumns: ['amount', 'state', 'actor', 'reason', 'createdAt'] } },
      ],
    },
    { name: 'history', type: 'join', collection: 'audit-events', on: 'order', admin: { defaultColumns: ['createdAt', 'action', 'actorKind', 'actor'] } },
  ],
}
