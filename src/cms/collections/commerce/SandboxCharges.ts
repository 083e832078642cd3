import type { CollectionConfig } from 'payload'
import { admins, closedAccess, editors } from '../../access'

/** The offline sandbox gateway's own ledger, as a provider would keep it (docs/decisions/0010). */
export const SandboxCharges: CollectionConfig = {
  slug: 'sandbox-charges',
  admin: { useAsTitle: 'reference', group: 'Shop', hidden: ({ user }) => !user },
  access: closedAccess({ read: editors, create: admins, update: admins, delete: admins }),
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true },
    { name: 'amount', type: 'number', required: true, admin: { description: 'In minor units of the currency' } },
    { name: 'currency', type: 'text', required: true, defaultValue: 'GBP', admin: { description: 'ISO 4217 code (GBP, EUR, JPY)' } },
    { name: 'returnUrl', type: 'text', required: true },
    { name: 'status', type: 'select', required: true, options: ['requires-approval', 'approved', 'cancelled', 'succeeded', 'refunded'].map((s) => ({ label: s, value: s })) },
    { name: 'refundedAmount', type: 'number', defaultValue: 0, admin: { description: 'Given back so far, in minor units' } },
    { name: 'refunds', type: 'json', admin: { components: { Field: '/cms/components/JsonText#JsonText' }, description: 'Each refund: its key, id and amount' } },
  ],
}
