import type { CollectionConfig } from 'payload'
import { locales } from '../../i18n/locales'
import { closedAccess, editors } from '../access'

/** Messages from the contact form; created only by the site API after human verification. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'locale', 'createdAt'], group: 'Audience' },
  access: closedAccess({ read: editors, update: editors, delete: editors }),
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'message', type: 'textarea', required: true },
    { name: 'locale', type: 'select', required: true, options: locales.map((l) => ({ label: l, value: l })) },
    { name: 'verificationId', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'senderKey', type: 'text', index: true, admin: { hidden: true } },
  ],
}
