import type { CollectionConfig } from 'payload'
import { locales } from '../../../i18n/locales'
import { closedAccess, editors } from '../../access'
import { amountField } from '../../fields/prices'
import { gatewayOptions } from './Payments'
import { ORDER_SEARCH_FIELDS, ordersExport } from '../../endpoints/orders-export'
import { orderShipping, packingList, shipOrder } from '../../endpoints/ship-order'
import { orderRefundable, refundOrderEndpoint } from '../../endpoints/refund-order'
import { fulfilmentOnCreate } from '../../hooks/order-fulfilment'
import { FULFILMENT_STATES, type FulfilmentState } from '../../../commerce/fulfilment/fulfilment'

/** JSON shown as what it holds, read-only: Payload's JSON editor loads from a CDN (src/cms/components/AddressField.tsx). */
const addressView = { Field: '/cms/components/AddressField#AddressField' }

const fulfilmentLabels: Record<FulfilmentState, string> = {
  'nothing-to-ship': 'Nothing to ship',
  'to-ship': 'To ship',
  'partly-shipped': 'Partly shipped',
  shipped: 'Shipped',
}

/**
 * Paid orders, written once by order completion (src/commerce/orders) inside the transaction that
 * takes the stock. Editors read them; nobody edits what was sold.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'number',
    defaultColumns: ['number', 'email', 'status', 'fulfilment', 'totalPrice', 'currency', 'totalTax', 'gateway', 'createdAt'],
    listSearchableFields: ORDER_SEARCH_FIELDS,
    group: 'Shop',
    description: 'Filter by status, date (created at) or email, then export what you see. Orders to pack: filter Fulfilment on "To ship" and "Partly shipped".',
    components: {
      beforeListTable: ['/cms/components/OrderTotalsByCurrency#OrderTotalsByCurrency', '/cms/components/ExportLink#OrdersExportLink', '/cms/components/ExportLink#PackingListLink'],
    },
  },
  endpoints: [ordersExport, packingList, shipOrder, orderShipping, refundOrderEndpoint, orderRefundable],
  access: closedAccess({ read: editors }),
  defaultSort: '-createdAt',
  hooks: { beforeChange: [fulfilmentOnCreate] },
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
    {
      name: 'fulfilment',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'nothing-to-ship',
      options: FULFILMENT_STATES.map((value) => ({ value, label: fulfilmentLabels[value] })),
      admin: { readOnly: true, position: 'sidebar', description: 'The kit: set when the order completes, moved on by each parcel shipped (below) and each refund' },
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
    // Its own field and file: the refund form sits beside it.
    {
      name: 'shipKit',
      type: 'ui',
      label: 'Ship kit',
      admin: { components: { Field: '/cms/components/ShipKit#ShipKit' } },
    },
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
      type: 'row',
      fields: [
        amountField('refundedTotal', { defaultValue: 0, description: 'Given back so far (refunds being made included)' }),
        { name: 'refundVersion', type: 'number', defaultValue: 0, admin: { hidden: true } },
      ],
    },
    { name: 'refundedLines', type: 'json', admin: { hidden: true } },
    { name: 'refundTool', type: 'ui', admin: { components: { Field: '/cms/components/RefundOrder#RefundOrder' } } },
    { name: 'refunds', type: 'join', collection: 'refunds', on: 'order', admin: { allowCreate: false, defaultColumns: ['amount', 'state', 'actor', 'reason', 'createdAt'] } },
    { name: 'history', type: 'join', collection: 'audit-events', on: 'order', admin: { allowCreate: false, defaultColumns: ['createdAt', 'action', 'actorKind', 'actor'] } },
  ],
}
