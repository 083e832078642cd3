import type { CollectionConfig } from 'payload'
import { closedAccess, editors } from '../../access'
import { medalShipmentsExport } from '../../endpoints/medal-export'
import { queueShippedMail, requireTrackingWhenShipped } from '../../hooks/medal-shipped'
import { MEDAL_STATUSES } from '../../../races/medals'

const statusLabels: Record<(typeof MEDAL_STATUSES)[number], string> = {
  'awaiting-address': 'To confirm address',
  'address-confirmed': 'Address confirmed',
  'ready-to-ship': 'Ready to ship',
  shipped: 'Shipped',
}

/**
 * The medal fulfilment queue: one shipment per entry owed a medal, opened on finishing (or, for
 * events that ship before the window, when the entry exists). The runner confirms the address on
 * their race page; editors move it on to ready and shipped (carrier and tracking number), which
 * mails the runner the tracking link in their language.
 */
export const MedalShipments: CollectionConfig = {
  slug: 'medal-shipments',
  labels: { singular: 'Medal shipment', plural: 'Medal fulfilment' },
  admin: {
    useAsTitle: 'recipient',
    defaultColumns: ['recipient', 'event', 'status', 'carrier', 'trackingNumber', 'updatedAt'],
    listSearchableFields: ['recipient', 'trackingNumber'],
    group: 'Events',
    description: 'Filter by status or event, export what you see for the shipping company, then mark parcels shipped with their tracking numbers.',
    components: { beforeListTable: ['/cms/components/ExportLink#MedalShipmentsExportLink'] },
  },
  endpoints: [medalShipmentsExport],
  access: closedAccess({ read: editors, update: editors }),
  defaultSort: 'createdAt',
  hooks: { beforeValidate: [requireTrackingWhenShipped], afterChange: [queueShippedMail] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'entry', type: 'relationship', relationTo: 'entries', required: true, unique: true, admin: { readOnly: true } },
        { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, admin: { readOnly: true } },
        { name: 'recipient', type: 'text', required: true, admin: { readOnly: true, description: 'The entrant' } },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'awaiting-address',
      options: MEDAL_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
    },
    {
      name: 'address',
      type: 'group',
      admin: { description: 'Confirmed by the runner on their race page' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'firstName', type: 'text', maxLength: 100 },
            { name: 'lastName', type: 'text', maxLength: 100 },
            { name: 'company', type: 'text', maxLength: 200 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'addressLine1', type: 'text', maxLength: 200 },
            { name: 'addressLine2', type: 'text', maxLength: 200 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'city', type: 'text', maxLength: 100 },
            { name: 'county', type: 'text', maxLength: 100 },
            { name: 'postcode', type: 'text', maxLength: 20 },
            { name: 'countryCode', type: 'text', maxLength: 2 },
            { name: 'phone', type: 'text', maxLength: 40 },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'carrier', type: 'text', maxLength: 60 },
        { name: 'trackingNumber', type: 'text', maxLength: 100 },
        { name: 'trackingUrl', type: 'text', maxLength: 500, admin: { description: 'The carrier’s tracking page (optional)' } },
        { name: 'shippedAt', type: 'date', admin: { readOnly: true } },
      ],
    },
  ],
}
