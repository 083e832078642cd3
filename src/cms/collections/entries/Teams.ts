import type { CollectionConfig } from 'payload'
import { isClockTime, isIsoDay, isTimezone } from '../../../entries/rules'
import { closedAccess, editors } from '../../access'
import { teamsExport } from '../../endpoints/entries-export'
import { emblemKeys } from '../../../entries/emblems'

/**
 * Teams of an event (spec §3 team draft), created by the order of the captain who started them. A
 * team's name is unique within its event, ignoring case and accents (the unique `nameKey`).
 */
export const Teams: CollectionConfig = {
  slug: 'teams',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'event', 'captainEmail', 'adultEntries', 'childEntries', 'createdAt'],
    listSearchableFields: ['name', 'captainEmail', 'orderNumber'],
    group: 'Events',
    components: { beforeListTable: ['/cms/components/ExportLink#TeamsExportLink'] },
  },
  endpoints: [teamsExport],
  access: closedAccess({ read: editors, update: editors }),
  defaultSort: '-createdAt',
  indexes: [{ fields: ['event', 'nameKey'], unique: true }],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 60 },
        { name: 'nameKey', type: 'text', required: true, index: true, admin: { readOnly: true, description: 'The name without case and accents, for search and uniqueness' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'captainEmail', type: 'text', required: true },
        { name: 'captainCustomerId', type: 'number', index: true },
        { name: 'orderNumber', type: 'text', required: true },
      ],
    },
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
        { name: 'startDate', type: 'text', validate: (v: unknown) => !v || (typeof v === 'string' && isIsoDay(v)) || 'A day written YYYY-MM-DD' },
        { name: 'startTime', type: 'text', validate: (v: unknown) => !v || (typeof v === 'string' && isClockTime(v)) || 'A time written HH:mm' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'adultEntries', type: 'number', defaultValue: 0, min: 0, admin: { description: 'Adult places bought in bulk' } },
        { name: 'childEntries', type: 'number', defaultValue: 0, min: 0, admin: { description: 'Child places bought in bulk' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'emblem', type: 'select', options: emblemKeys.map((k) => ({ label: k, value: k })), admin: { description: 'One of the set' } },
        { name: 'emblemImage', type: 'upload', relationTo: 'team-emblems', admin: { description: 'Or the image the captain uploaded' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'countedMeters', type: 'number', defaultValue: 0, admin: { readOnly: true, description: 'The members’ counted distance, metres' } },
        { name: 'finishedAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'joinCode', type: 'text', unique: true, admin: { readOnly: true, description: 'The short code (and link) that finds the team without searching' } },
        // Only its scrypt hash; set and cleared by the captain.
        { name: 'joinPasswordHash', type: 'text', access: { read: () => false, update: () => false }, admin: { hidden: true } },
      ],
    },
    // The team's certificate (a few KB of PDF, base64), as on entries.
    { name: 'certificatePdf', type: 'text', access: { read: () => false, update: () => false }, admin: { hidden: true } },
    { name: 'entries', type: 'join', collection: 'entries', on: 'team' },
    { name: 'places', type: 'join', collection: 'team-places', on: 'team', admin: { allowCreate: false } },
    { name: 'history', type: 'join', collection: 'audit-events', admin: { allowCreate: false, defaultColumns: ['createdAt', 'action', 'actorKind', 'actor'] }, on: 'team' },
  ],
}
