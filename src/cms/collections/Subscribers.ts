import type { CollectionConfig } from 'payload'
import { locales } from '../../i18n/locales'
import { closedAccess, editors } from '../access'

/**
 * Newsletter sign-ups. Created only by the site API (one row per address), pending until the
 * mailed link confirms them (docs/decisions/0005): only 'subscribed' rows may be sent newsletters.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'status', 'locale', 'createdAt'], group: 'Audience' },
  access: closedAccess({ read: editors, update: editors, delete: editors }),
  fields: [
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'name', type: 'text', required: true },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: locales.map((l) => ({ label: l, value: l })),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Pending (not confirmed)', value: 'pending' },
        { label: 'Subscribed', value: 'subscribed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
      // Only the subscriber's own links change it; an editor removes someone by deleting the row.
      access: { create: () => false, update: () => false },
      admin: { readOnly: true },
    },
    { name: 'confirmedAt', type: 'date', access: { create: () => false, update: () => false }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'unsubscribedAt', type: 'date', access: { create: () => false, update: () => false }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // The hash of the mailed link's token (never the token), and when the link stops working.
    { name: 'confirmTokenHash', type: 'text', index: true, hidden: true },
    { name: 'confirmExpiresAt', type: 'date', hidden: true },
  ],
}
