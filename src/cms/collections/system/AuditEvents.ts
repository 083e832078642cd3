import type { CollectionConfig } from 'payload'
import { closedAccess, editors } from '../../access'
import { csvExportEndpoint } from '../../endpoints/csv-export'
import { historyCsvHeader, historyCsvRow } from '../../../entries/booking/history-csv'

export const ACTOR_KINDS = ['customer', 'captain', 'editor', 'system', 'provider'] as const

/**
 * Who changed what on an order, entry or team, and when (docs/decisions/0054). Written by server
 * code in the transaction of the change; nobody edits history.
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  labels: { singular: 'Audit event', plural: 'Audit trail' },
  admin: {
    useAsTitle: 'action',
    defaultColumns: ['createdAt', 'action', 'actorKind', 'actor', 'order', 'entry', 'team'],
    group: 'System',
    description:
      'Transfers, deferrals, changes, cancellations and refunds. One event’s: /api/audit-events/export.csv?where[or][0][entry.event][equals]=<event id>&where[or][1][event][equals]=<event id>.',
    components: { beforeListTable: ['/cms/components/ExportLink#AuditEventsExportLink'] },
  },
  endpoints: [
    // The booking report (issue 28): the lines the list shows, or one event's, as CSV.
    csvExportEndpoint({ collection: 'audit-events', searchFields: ['action', 'actor'], header: historyCsvHeader(), row: historyCsvRow, name: 'booking-history', depth: 1 }),
  ],
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
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'events',
      index: true,
      admin: { readOnly: true, description: 'The event of its entry when the line was written (a deferral: the event it left)' },
    },
    { name: 'detail', type: 'json', admin: { readOnly: true, components: { Field: '/cms/components/JsonText#JsonText' } } },
  ],
}
