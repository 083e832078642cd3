import type { Access, CollectionConfig } from 'payload'
import { editors, hasRole } from '../../access'

/** Editors see every address; a customer only theirs (a filter, so another's id is simply not found). */
const ownOrEditors: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'editor')) return true
  if (req.user?.collection === 'customers') return { customer: { equals: req.user.id } }
  return false
}

/** A customer's saved addresses (spec §3 Address), served by the app API. */
export const Addresses: CollectionConfig = {
  slug: 'addresses',
  admin: { useAsTitle: 'addressLine1', defaultColumns: ['customer', 'type', 'firstName', 'lastName', 'city', 'countryCode'], group: 'Accounts' },
  // Customers write through the app API (which sets the owner itself); Payload's REST API is for
  // editors, since a filter cannot restrict what a create writes.
  access: { read: ownOrEditors, create: editors, update: editors, delete: editors },
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
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'company', type: 'text' },
    { name: 'countryCode', type: 'text', required: true },
    { name: 'addressLine1', type: 'text', required: true },
    { name: 'addressLine2', type: 'text' },
    { name: 'city', type: 'text', required: true },
    { name: 'county', type: 'text' },
    { name: 'postcode', type: 'text', required: true },
    { name: 'phone', type: 'text' },
    { name: 'email', type: 'text' },
  ],
}
