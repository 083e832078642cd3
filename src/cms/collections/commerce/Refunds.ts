import type { CollectionConfig } from 'payload'
import { closedAccess, editors } from '../../access'
import { amountField } from '../../fields/prices'

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const

/**
 * Money given back, one row per refund (docs/decisions/0054). Written only by the refund code
 * (src/commerce/refunds), which reserves the row and the order's refunded total in one transaction
 * before asking the provider: the key makes a repeated request the same refund.
 */
export const Refunds: CollectionConfig = {
  slug: 'refunds',
  admin: { useAsTitle: 'key', defaultColumns: ['order', 'amount', 'currency', 'state', 'actor', 'createdAt'], group: 'Shop', description: 'Refunds are made from an order’s page.' },
  access: closedAccess({ read: editors }),
  defaultSort: '-createdAt',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, admin: { readOnly: true, description: 'One refund per key (the form’s, or the provider’s refund id)' } },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'currency', type: 'text', required: true, admin: { readOnly: true } },
        amountField('amount', { required: true }),
        amountField('shipping', { label: 'Of which shipping' }),
        { name: 'state', type: 'select', required: true, index: true, options: REFUND_STATES.map((value) => ({ value, label: value })), admin: { readOnly: true } },
      ],
    },
    {
      name: 'lines',
      type: 'json',
      admin: { readOnly: true, components: { Field: '/cms/components/JsonText#JsonText' }, description: 'Line id, units and amount given back, and units put back in stock' },
    },
    {
      type: 'row',
      fields: [
        { name: 'actorKind', type: 'select', options: ['customer', 'captain', 'editor', 'system', 'provider'].map((value) => ({ value, label: value })), admin: { readOnly: true } },
        { name: 'actor', type: 'text', admin: { readOnly: true } },
        { name: 'providerRefundId', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'reason', type: 'textarea', maxLength: 1000, admin: { readOnly: true } },
    { name: 'message', type: 'text', admin: { readOnly: true, description: 'Why the provider refused it' } },
  ],
}
