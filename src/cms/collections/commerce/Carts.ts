import type { CollectionConfig } from 'payload'
import { admins, closedAccess, editors } from '../../access'

// JSON shown read-only in the admin's own components: Payload's JSON editor loads from a CDN.
const jsonView = { components: { Field: '/cms/components/JsonText#JsonText' } }
const addressView = { components: { Field: '/cms/components/AddressField#AddressField' } }

/**
 * Carts, written only by the site API (src/commerce/cart/payload-store.ts) with a version check, so
 * editors may look but not edit: an admin save would bypass that check.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  admin: { useAsTitle: 'number', defaultColumns: ['number', 'email', 'isCompleted', 'updatedAt'], group: 'Shop' },
  access: closedAccess({ read: editors, delete: admins }),
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true },
    { name: 'version', type: 'number', required: true, defaultValue: 0 },
    { name: 'lineItems', type: 'json', required: true, admin: jsonView },
    { name: 'nextLineId', type: 'number', required: true, defaultValue: 1 },
    { name: 'currency', type: 'text', required: true, defaultValue: 'GBP', admin: { description: 'A cart holds one currency: its market’s' } },
    { name: 'market', type: 'text', admin: { description: 'The market it was filled in' } },
    { name: 'email', type: 'text', index: true },
    { name: 'couponCode', type: 'text' },
    { name: 'gatewayId', type: 'number' },
    { name: 'shippingMethodHandle', type: 'text' },
    { name: 'shippingAddress', type: 'json', admin: addressView },
    { name: 'billingAddress', type: 'json', admin: addressView },
    { name: 'notes', type: 'textarea' },
    { name: 'customerId', type: 'number', index: true },
    { name: 'isCompleted', type: 'checkbox', defaultValue: false, index: true },
  ],
}
