import { DEFAULT_CHANGES_CLOSE_DAYS } from '../../../entries/booking/changes-window'
import type { CollectionConfig, DefaultValue } from 'payload'
import { relationship } from 'payload/shared'
import { DEFAULT_ACTIVITY_TYPE_KEYS } from '../../../races/activity-types'
import { closedAccess, editors, publishedOrEditors } from '../../access'
import { pricesField } from '../../fields/prices'
import { slugField } from '../../fields/slug'
import { syncFeeVariants } from './fee-variants'
import { cacheTags, expireOnChange } from '../../revalidate'

/** A new event counts running and walking (the activity types of those keys), in that order. */
const defaultActivityTypes: DefaultValue = async ({ req }) => {
  const { docs } = await req.payload.find({ collection: 'activity-types', where: { key: { in: [...DEFAULT_ACTIVITY_TYPE_KEYS] } }, depth: 0, limit: 10, pagination: false, req })
  return DEFAULT_ACTIVITY_TYPE_KEYS.flatMap((key) => docs.filter((doc) => doc.key === key).map((doc) => doc.id))
}

const expire = expireOnChange(cacheTags.catalogue)

/** Event products (spec §3). Their entry types are variants of kind "entry"; their booking change fees, of kind "fee". */
export const Events: CollectionConfig = {
  slug: 'events',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'eventStartDate', 'eventType', '_status'], group: 'Events' },
  access: closedAccess({ read: publishedOrEditors, readVersions: editors, create: editors, update: editors, delete: editors }),
  versions: { drafts: true },
  defaultSort: 'eventStartDate',
  hooks: { ...expire, afterChange: [...expire.afterChange!, syncFeeVariants] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('Address of the event: /events/{slug}'),
    { name: 'shortDescription', type: 'textarea', required: true, localized: true },
    { name: 'fullDescription', type: 'richText', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'eventStartDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
        {
          name: 'eventEndDate',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayOnly' } },
          validate: (value: unknown, { siblingData }: { siblingData: { eventStartDate?: string } }) =>
            !value || !siblingData.eventStartDate || new Date(String(value)) >= new Date(siblingData.eventStartDate) || 'The end date must not be before the start date',
        },
      ],
    },
    {
      name: 'eventType',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: [
        { label: 'Open (run any time in the window)', value: 'open' },
        { label: 'Timeboxed (a chosen start date and time)', value: 'timeboxed' },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, admin: { description: 'Shown at 800×800' } },
    { name: 'targetsHeading', type: 'text', localized: true },
    {
      name: 'entryDistances',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'label', type: 'text', required: true, localized: true },
        { name: 'lengthKm', type: 'number', required: true, min: 0.1 },
        { name: 'averageMinutes', type: 'number', min: 1, admin: { description: 'Typical finishing time, in minutes' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'individual', type: 'checkbox', defaultValue: true, label: 'Individual entries' },
        { name: 'team', type: 'checkbox', defaultValue: false, label: 'Team entries' },
        { name: 'includesMedal', type: 'checkbox', defaultValue: true },
        { name: 'availableForPurchase', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'maxTeamSize', type: 'number', min: 2, max: 500, defaultValue: 20, admin: { description: 'Most people in one team (named entries and bulk places)', condition: (_, s) => !!s?.team } },
        { name: 'runClubEvent', type: 'checkbox', defaultValue: false, label: 'Run-club event', admin: { description: 'Listed on the run-club members’ pages' } },
      ],
    },
    {
      name: 'groups',
      type: 'array',
      admin: { description: 'Groups an entrant may run for (an age group, a club); none hides the choice' },
      fields: [{ name: 'label', type: 'text', required: true, localized: true }],
    },
    {
      type: 'collapsible',
      label: 'Race rules',
      admin: { initCollapsed: true, description: 'How runs count toward the race; each rule is stated on the entrants’ race pages' },
      fields: [
        {
          name: 'activityTypes',
          type: 'relationship',
          relationTo: 'activity-types',
          hasMany: true,
          maxRows: 20,
          defaultValue: defaultActivityTypes,
          // Required, but typed optional: a new event gets the defaults when it is created without any.
          validate: (value, args) => (Array.isArray(value) && value.length > 0 ? relationship(value, args) : 'Choose at least one activity type'),
          admin: { description: 'What counts toward the race; the first is the default for files that name no sport. A file of any other sport is refused.' },
        },
        {
          name: 'dailyDistanceCapKm',
          type: 'number',
          min: 1,
          max: 1000,
          defaultValue: 100,
          admin: { description: 'Runs that take one entrant past this many kilometres within 24 hours are held for review. Leave empty for no cap.' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'graceHours',
              type: 'number',
              min: 0,
              max: 168,
              defaultValue: 24,
              admin: { description: 'Hours after the window closes in which runs that started inside it may still be logged' },
            },
            {
              name: 'timeboxHours',
              type: 'number',
              min: 1,
              max: 720,
              defaultValue: 24,
              admin: { description: 'Length of a timeboxed entrant’s window, from their own start', condition: (_, s) => s?.eventType === 'timeboxed' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'teamTarget',
              type: 'select',
              defaultValue: 'members',
              options: [
                { label: 'The sum of the members’ distances', value: 'members' },
                { label: 'A fixed team distance', value: 'fixed' },
              ],
              admin: { condition: (_, s) => !!s?.team },
            },
            { name: 'teamDistanceKm', type: 'number', min: 0.1, admin: { condition: (_, s) => !!s?.team && s?.teamTarget === 'fixed' } },
          ],
        },
        {
          name: 'medalShipping',
          type: 'select',
          defaultValue: 'on-finish',
          options: [
            { label: 'Ship on finishing', value: 'on-finish' },
            { label: 'Ship before the window opens', value: 'before-window' },
          ],
          admin: { condition: (_, s) => !!s?.includesMedal },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Booking changes',
      admin: { initCollapsed: true, description: 'What entrants may change themselves from their race page, and until when' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'transfersAllowed', type: 'checkbox', defaultValue: true, label: 'Entrants may transfer their entry to a friend' },
            {
              name: 'changesCloseDays',
              type: 'number',
              min: 0,
              max: 365,
              defaultValue: DEFAULT_CHANGES_CLOSE_DAYS,
              admin: { description: 'Self-service changes and transfers close this many days before the event’s last day (0: at the start of that day)' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'refundFullDays',
              type: 'number',
              min: 0,
              max: 365,
              admin: { description: 'Entrants who cancel get everything back until this many days before the start. Empty: no full refunds.' },
            },
            { name: 'refundPartialDays', type: 'number', min: 0, max: 365, admin: { description: 'Then part of it until this many days before the start. Empty: none.' } },
            { name: 'refundPartialPercent', type: 'number', min: 0, max: 100, defaultValue: 50, admin: { description: 'The part, in percent' } },
          ],
        },
        pricesField({
          name: 'transferFee',
          label: 'Transfer fee',
          description: 'What an entrant pays, at the checkout, to give their entry to a friend. A currency with no row (or none at all): transfers are free there.',
        }),
        {
          name: 'deferTo',
          type: 'relationship',
          relationTo: 'events',
          hasMany: true,
          label: 'Entrants may defer to',
          admin: {
            description: 'Later events an entrant may move their entry to, until the cut-off and before they log a run (docs/decisions/0058, 0059).',
          },
        },
        pricesField({
          name: 'deferralFee',
          label: 'Price difference to defer',
          description:
            'What an entrant pays, at the checkout, to move to one of those events: the difference between the editions. A currency with no row (or none at all): what was paid is kept, nothing more is charged.',
        }),
      ],
    },
    { name: 'defaultPrice', type: 'number', required: true, min: 0, admin: { description: 'In pence' } },
    { name: 'appEventId', type: 'text', admin: { position: 'sidebar', description: 'Id of the event in the tracking app' } },
    { name: 'merch', type: 'relationship', relationTo: 'products', hasMany: true },
    { name: 'variants', type: 'join', collection: 'variants', on: 'event', where: { kind: { equals: 'entry' } }, admin: { description: 'Entry types (adult, child)' } },
  ],
}
