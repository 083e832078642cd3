import type { CollectionConfig } from 'payload'
import { closedAccess, editors } from '../../access'
import { isTrackingUrl } from '../../../commerce/fulfilment/fulfilment'

/**
 * Kit parcels (decision 0054): one row per parcel of an order's kit, with its lines and tracking.
 * Written only by POST /api/orders/:id/ship (src/cms/endpoints/ship-order.ts), which checks the
 * parcel against what is left to ship, moves the order's fulfilment and mails the buyer, all in one
 * transaction. Editors read them; nobody edits or deletes a parcel that was mailed about.
 */
export const OrderShipments: CollectionConfig = {
  slug: 'order-shipments',
  labels: { singular: 'Kit shipment', plural: 'Kit fulfilment' },
  admin: {
    useAsTitle: 'trackingNumber',
    defaultColumns: ['order', 'carrier', 'trackingNumber', 'shippedAt', 'shippedBy'],
    listSearchableFields: ['trackingNumber', 'carrier'],
    group: 'Shop',
    description: 'Parcels of kit sent to buyers. Ship kit from the order itself (Shop › Orders: filter Fulfilment on "To ship" or "Partly shipped").',
  },
  access: closedAccess({ read: editors }),
  defaultSort: '-shippedAt',
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'lines',
      type: 'json',
      required: true,
      admin: {
        readOnly: true,
        description: 'What the parcel holds: [{ lineId, qty, description }], lines of the order',
        components: { Field: '/cms/components/JsonText#JsonText' },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'carrier', type: 'text', required: true, maxLength: 60, admin: { readOnly: true } },
        { name: 'trackingNumber', type: 'text', required: true, maxLength: 100, index: true, admin: { readOnly: true } },
        {
          name: 'trackingUrl',
          type: 'text',
          maxLength: 500,
          admin: { readOnly: true, description: 'The carrier’s tracking page' },
          validate: (value: string | null | undefined) => !value || isTrackingUrl(value) || 'The tracking link must be an https:// address.',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'shippedAt', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'shippedBy', type: 'relationship', relationTo: 'users', admin: { readOnly: true, description: 'The editor who shipped it' } },
      ],
    },
  ],
}
