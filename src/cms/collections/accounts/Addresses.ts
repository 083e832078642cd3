import type { CollectionConfig } from 'payload'
import { ADDRESS_LIMITS as max } from '../../../lib/field-limits'
import { closedAccess, editors, editorsOrOwnedBy } from '../../access'

/**
 * A customer's saved addresses (spec §3 Address), served by the app API. A customer reads only theirs
 * (a filter, so another's id is simply not found).
 */
export const Addresses: CollectionConfig = {
  slug: 'addresses',
  admin: { useAsTitle: 'addressLine1', defaultColumns: ['customer', 'type', 'firstName', 'lastName', 'city', 'countryCode'], group: 'Accounts' },
  // Customers write through the app API (which sets the owner itself); Payload's REST API is for
  // editors, since a filter cannot restrict what a create writes.
  access: closedAccess({ read: editorsOrOwnedBy('customer'), create: editors, update: editors, delete: editors }),
  // The address schema's limits (ADDRESS_LIMITS): what the app API accepts, this stores.
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'shipping',
      options: [
        { label: 'Billing', value: 'billing' },
        { label: 'Shipping', value: 'shipping' },
      ],
    },
    { name: 'isDefault', type: 'checkbox', defaultValue: false },
    { name: 'firstName', type: 'text', required: true, maxLength: max.firstName },
    { name: 'lastName', type: 'text', required: true, maxLength: max.lastName },
    { name: 'company', type: 'text', maxLength: max.company },
    { name: 'countryCode', type: 'text', required: true, maxLength: max.countryCode },
    { name: 'addressLine1', type: 'text', required: true, maxLength: max.addressLine1 },
    { name: 'addressLine2', type: 'text', maxLength: max.addressLine2 },
    { name: 'city', type: 'text', required: true, maxLength: max.city },
    { name: 'county', type: 'text', maxLength: max.county },
    { name: 'postcode', type: 'text', required: true, maxLength: max.postcode },
    { name: 'phone', type: 'text', maxLength: max.phone },
    { name: 'email', type: 'text', maxLength: max.email },
  ],
}
