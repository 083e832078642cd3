import type { CollectionConfig } from 'payload'
import { locales } from '../../../i18n/locales'
import { closedAccess, editors } from '../../access'

/** `awaiting-payment`: made, its fee not paid yet (nothing is mailed until it is). */
export const TRANSFER_STATES = ['awaiting-payment', 'pending', 'claimed', 'taken-back'] as const

/**
 * An entry offered to a friend by its entrant (docs/decisions/0055). Written only by the booking
 * code: `openKey` is the entry's id while the offer is pending and empty after, so an entry has one
 * open offer at most; the claim settles the row and moves the entry in one transaction.
 */
export const EntryTransfers: CollectionConfig = {
  slug: 'entry-transfers',
  labels: { singular: 'Entry transfer', plural: 'Entry transfers' },
  admin: {
    useAsTitle: 'toEmail',
    defaultColumns: ['entry', 'event', 'toEmail', 'state', 'createdAt', 'settledAt'],
    group: 'Events',
    description: 'Entries their entrants handed on to a friend. Entrants make and take back offers from their race page.',
  },
  access: closedAccess({ read: editors }),
  defaultSort: '-createdAt',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'entry', type: 'relationship', relationTo: 'entries', required: true, index: true, admin: { readOnly: true } },
        { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, admin: { readOnly: true } },
        { name: 'state', type: 'select', required: true, index: true, options: TRANSFER_STATES.map((value) => ({ value, label: value })), admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'fromCustomerId', type: 'number', required: true, index: true, admin: { readOnly: true, description: 'The account that offered it' } },
        { name: 'fromEmail', type: 'text', admin: { readOnly: true } },
        { name: 'toEmail', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'locale', type: 'select', required: true, options: locales.map((l) => ({ label: l, value: l })), admin: { readOnly: true, description: 'The friend’s language' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'claimedByCustomerId', type: 'number', admin: { readOnly: true } },
        { name: 'settledAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'openKey', type: 'number', unique: true, admin: { hidden: true } },
    { name: 'tokenHash', type: 'text', required: true, unique: true, access: { read: () => false }, admin: { hidden: true } },
  ],
}
