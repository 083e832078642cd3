import type { CollectionConfig } from 'payload'
import { REFUND_REQUEST_STATES, REQUEST_TEXT_MAX } from '../../../entries/booking/refund-request'
import { locales } from '../../../i18n/locales'
import { closedAccess, editors } from '../../access'
import { decideRefundRequest, refundRequestDecision } from '../../endpoints/refund-request-decision'
import { amountField } from '../../fields/prices'

/**
 * An entrant's request for a refund the event's policy does not give (docs/decisions/0056).
 * Written only by the booking code: the entrant asks on their race page, an editor approves or
 * declines here (POST /api/refund-requests/:id/decide), never by editing the row. `openKey` is the
 * entry's id while the request is pending and empty after, so an entry has one open request at most.
 */
export const RefundRequests: CollectionConfig = {
  slug: 'refund-requests',
  labels: { singular: 'Refund request', plural: 'Refund requests' },
  admin: {
    useAsTitle: 'requesterEmail',
    defaultColumns: ['entry', 'event', 'requesterEmail', 'status', 'amount', 'createdAt', 'decidedAt'],
    listSearchableFields: ['requesterEmail', 'orderNumber'],
    group: 'Events',
    description: 'Entrants ask for a refund their event’s policy does not give. Open a pending one to approve it (with the amount) or decline it.',
  },
  endpoints: [decideRefundRequest, refundRequestDecision],
  access: closedAccess({ read: editors }),
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'entry', type: 'relationship', relationTo: 'entries', required: true, index: true, admin: { readOnly: true } },
        { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, admin: { readOnly: true } },
        { name: 'orderNumber', type: 'text', required: true, index: true, admin: { readOnly: true } },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          options: REFUND_REQUEST_STATES.map((value) => ({ value, label: value })),
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'requesterEmail', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'requesterCustomerId', type: 'number', required: true, index: true, admin: { readOnly: true, description: 'The account that asked' } },
        { name: 'locale', type: 'select', required: true, options: locales.map((l) => ({ label: l, value: l })), admin: { readOnly: true, description: 'The language they are answered in' } },
      ],
    },
    { name: 'message', type: 'textarea', required: true, maxLength: REQUEST_TEXT_MAX, admin: { readOnly: true, description: 'Why they ask' } },
    {
      name: 'decision',
      type: 'ui',
      admin: { components: { Field: '/cms/components/DecideRefundRequest.client#DecideRefundRequest' }, condition: (data) => data?.status === 'pending' || data?.status === 'approved' },
    },
    {
      type: 'row',
      fields: [
        { name: 'currency', type: 'text', maxLength: 3, admin: { readOnly: true } },
        amountField('amount', { label: 'Amount approved', description: 'Given back from the entry’s order line' }),
        { name: 'decidedBy', type: 'text', admin: { readOnly: true } },
        { name: 'decidedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'reply', type: 'textarea', maxLength: REQUEST_TEXT_MAX, admin: { readOnly: true, description: 'What the entrant was told with the decision' } },
    { name: 'openKey', type: 'number', unique: true, admin: { hidden: true } },
  ],
}
