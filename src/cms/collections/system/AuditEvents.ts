import type { CollectionConfig } from 'payload'
import { closedAccess, editors } from '../../access'

export const ACTOR_KINDS = ['customer', 'captain', 'editor', 'system', 'provider'] as const

/**
 * Who changed what on an order, entry or team, and when (docs/decisions/0054). Written by server
 * code in the transaction of the change; nobody edits history.
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  labels: { singular: 'Audit event', plural: 'Audit trail' },
  admin: { useAsTitle: 'action', defaultColumns: ['createdAt', 'action', 'actorKind', 'actor', 'order', 'entry', 'team'], group: 'System' },
  access: closedAccess({ read: editors }),
  defaultSort: '-createdAt',
  fields: [
    { name: 'action', type: 'text', required: true, index: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'actorKind', type: 'select', required: true, options: ACTOR_KINDS.map((value) => ({ value, label: value })), admin: { readOnly: true } },
        { name: 'actor', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: { readOnly: true } },
        { name: 'entry', type: 'relationship', relationTo: 'entries', index: true, admin: { readOnly: true } },
        { name: 'team', type: 'relationship', relationTo: 'teams', index: true, admin: { readOnly: true } },
      ],
    },
    { name: 'detail', type: 'json', admin: { readOnly: true, components: { Field: '/cms/components/JsonText#JsonText' } } },
  ],
}
