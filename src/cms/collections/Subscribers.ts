import type { CollectionConfig } from 'payload'
import { locales } from '../../i18n/locales'
import { closedAccess, editors } from '../access'

/** Newsletter sign-ups. Created only by the site API (one row per address). */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'locale', 'createdAt'], group: 'Audience' },
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
  ],
}
