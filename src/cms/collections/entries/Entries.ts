import type { CollectionConfig } from 'payload'
import { isClockTime, isIsoDay, isTimezone } from '../../../entries/rules'
import { locales } from '../../../i18n/locales'
import { closedAccess, editors } from '../../access'
import { entriesExport } from '../../endpoints/entries-export'

/**
 * Event entries (spec §3 entry draft, as paid for), written by order completion inside the
 * transaction that takes the order's stock. One person enters an event once: a unique index on
 * (event, normalised email) makes a second entry impossible, even when two checkouts race.
 */
export const Entries: CollectionConfig = {
  slug: 'entries',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'event', 'distanceLabel', 'team', 'countedMeters', 'finishedAt', 'finishSeconds', 'createdAt'],
    listSearchableFields: ['email', 'firstName', 'lastName', 'orderNumber'],
    group: 'Events',
    description: 'The entries and their race results: filter by event, team or finish (finished at “exists”), then export what you see as CSV.',
    components: { beforeListTable: ['/cms/components/ExportLink#EntriesExportLink'] },
  },
  endpoints: [entriesExport],
  access: closedAccess({ read: editors, update: editors }),
  defaultSort: '-createdAt',
  indexes: [{ fields: ['event', 'emailKey'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
        { name: 'variant', type: 'relationship', relationTo: 'variants', required: true, admin: { description: 'The entry type paid for' } },
        { name: 'team', type: 'relationship', relationTo: 'teams', index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'entryPath',
          type: 'select',
          required: true,
          options: [
            { label: 'Individual', value: 'individual' },
            { label: 'Created a team', value: 'create-team' },
            { label: 'Joined a team', value: 'join-team' },
          ],
        },
        {
          name: 'entryType',
          type: 'select',
          required: true,
          options: [
            { label: 'Adult', value: 'adult' },
            { label: 'Child', value: 'child' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
        { name: 'email', type: 'text', required: true },
      ],
    },
    { name: 'emailKey', type: 'text', required: true, index: true, admin: { readOnly: true, description: 'The email lower-cased: one entry per email and event' } },
    {
      type: 'row',
      fields: [
        { name: 'distanceLabel', type: 'text', required: true },
        { name: 'distanceKm', type: 'number', required: true },
        {
          name: 'timezone',
          type: 'text',
          required: true,
          defaultValue: 'Europe/London',
          validate: (v: unknown) => (typeof v === 'string' && isTimezone(v)) || 'An IANA time zone, such as Europe/London',
        },
        { name: 'groupLabel', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          type: 'text',
          validate: (v: unknown) => !v || (typeof v === 'string' && isIsoDay(v)) || 'A day written YYYY-MM-DD',
          admin: { description: 'YYYY-MM-DD (timeboxed events)' },
        },
        { name: 'startTime', type: 'text', validate: (v: unknown) => !v || (typeof v === 'string' && isClockTime(v)) || 'A time written HH:mm', admin: { description: 'HH:mm (timeboxed events)' } },
        { name: 'noMedal', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'orderNumber', type: 'text', required: true, index: true },
        { name: 'orderLineId', type: 'number', admin: { readOnly: true, description: 'The order line that paid for it' } },
        { name: 'customerId', type: 'number', index: true, admin: { description: 'The account that paid' } },
        {
          name: 'entrantCustomerId',
          type: 'number',
          index: true,
          admin: { description: 'The account of the entrant: the one whose confirmed email this entry’s was when the order completed or when it confirmed the address' },
        },
        { name: 'locale', type: 'select', required: true, options: locales.map((l) => ({ label: l, value: l })) },
      ],
    },
    {
      type: 'collapsible',
      label: 'Race',
      admin: { description: 'Kept by the race as runs are logged and reviewed' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'countedMeters', type: 'number', defaultValue: 0, admin: { readOnly: true, description: 'Counted distance, metres' } },
            { name: 'countedSeconds', type: 'number', defaultValue: 0, admin: { readOnly: true, description: 'Running time of the counted runs' } },
            { name: 'countedRuns', type: 'number', defaultValue: 0, admin: { readOnly: true } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'finishedAt', type: 'date', index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'finishSeconds', type: 'number', admin: { readOnly: true, description: 'Running time to the finish' } },
            { name: 'closedAt', type: 'date', admin: { readOnly: true, description: 'The window closed before the target was reached' } },
          ],
        },
        { name: 'onBoard', type: 'checkbox', defaultValue: false, label: 'Shown on the event’s public board (the entrant’s choice)' },
        {
          name: 'anonymisedAt',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'The entrant deleted their account: their name and email are gone, boards show an anonymous runner' },
        },
        // The finisher's certificate (a few KB of PDF, base64): kept with the entry so every instance serves it.
        { name: 'certificatePdf', type: 'text', access: { read: () => false, update: () => false }, admin: { hidden: true } },
      ],
    },
    {
      name: 'cancelledAt',
      type: 'date',
      index: true,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'Refunded: the race is closed, the place given up' },
    },
    { name: 'activities', type: 'join', collection: 'activities', on: 'entry' },
    { name: 'history', type: 'join', collection: 'audit-events', admin: { allowCreate: false, defaultColumns: ['createdAt', 'action', 'actorKind', 'actor'] }, on: 'entry' },
  ],
}
