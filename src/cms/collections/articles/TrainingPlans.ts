import type { CollectionConfig, FieldAccess } from 'payload'
import { SESSION_KINDS } from '../../../training/schedule'
import { closedAccess, editors, hasRole, publishedOrEditors } from '../../access'
import { oneRowPerCurrency, pricesField } from '../../fields/prices'
import { slugField } from '../../fields/slug'
import { cacheTags, expireOnChange } from '../../revalidate'
import { syncPlanVariant } from './plan-variant'

const isPaid = (_: unknown, sibling: { pricing?: string }) => sibling?.pricing === 'paid'

/** A paid plan's sessions are for its buyers: the site serves them after checking the purchase; the APIs only to editors. */
/**
 * A paid plan's weeks are for editors (buyers read them on the server). The rule needs the plan's
 * pricing: a request that leaves it out (`select`, `populate`) or asks without a document (`where`,
 * `sort`) is refused, never assumed free.
 */
const readSchedule: FieldAccess = ({ req, doc }) => hasRole(req, 'admin', 'editor') || (doc as { pricing?: string } | undefined)?.pricing === 'free'

const kindLabels: Record<(typeof SESSION_KINDS)[number], string> = {
  easy: 'Easy run',
  intervals: 'Intervals',
  tempo: 'Tempo run',
  long: 'Long run',
  recovery: 'Recovery run',
  cross: 'Cross-training',
  rest: 'Rest day',
  race: 'Race',
}

// A plan's price is the catalogue's too: its purchasable (a variant) follows every save.
const expire = expireOnChange(cacheTags.articles, cacheTags.catalogue)

export const TrainingPlans: CollectionConfig = {
  slug: 'training-plans',
  labels: { singular: 'Training plan', plural: 'Training plans' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'level', 'weeks', 'pricing', '_status'], group: 'Content' },
  access: closedAccess({ read: publishedOrEditors, readVersions: editors, create: editors, update: editors, delete: editors }),
  versions: { drafts: true },
  defaultSort: 'weeks',
  hooks: {
    ...expire,
    beforeChange: [
      ({ data }) => {
        // The number of weeks is the schedule's, once it has one.
        if (Array.isArray(data.schedule) && data.schedule.length) data.weeks = data.schedule.length
        if (data.pricing !== 'paid') data.prices = []
        return data
      },
    ],
    afterChange: [...expire.afterChange!, syncPlanVariant],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'summary', type: 'textarea', required: true, localized: true },
    { name: 'content', type: 'richText', localized: true, admin: { description: 'The plan’s introduction, shown to everyone' } },
    {
      type: 'row',
      fields: [
        {
          name: 'level',
          type: 'select',
          required: true,
          options: [
            { label: 'Beginner', value: 'beginner' },
            { label: 'Intermediate', value: 'intermediate' },
            { label: 'Advanced', value: 'advanced' },
          ],
        },
        { name: 'weeks', type: 'number', required: true, min: 1, max: 52, admin: { description: 'Counted from the schedule when it has weeks' } },
        { name: 'sessionsPerWeek', type: 'number', min: 1, max: 14 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'pricing',
          type: 'select',
          required: true,
          defaultValue: 'free',
          options: [
            { label: 'Free for everyone', value: 'free' },
            { label: 'Paid', value: 'paid' },
          ],
        },
      ],
    },
    pricesField({
      description: 'What the plan costs in each currency; a market whose currency is missing does not sell it',
      condition: isPaid,
      validate: (value, { siblingData }) => (siblingData.pricing === 'paid' && (!Array.isArray(value) || !value.length) ? 'A paid plan needs a price' : oneRowPerCurrency(value)),
    }),
    {
      name: 'schedule',
      label: 'Weeks',
      type: 'array',
      maxRows: 52,
      access: { read: readSchedule },
      admin: { description: 'The plan itself: a week per row, each with its sessions. A paid plan shows its first week as a preview.' },
      labels: { singular: 'Week', plural: 'Weeks' },
      fields: [
        { name: 'focus', type: 'text', localized: true, admin: { description: 'What the week works on' } },
        {
          name: 'sessions',
          type: 'array',
          maxRows: 14,
          labels: { singular: 'Session', plural: 'Sessions' },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'day',
                  type: 'select',
                  required: true,
                  options: [1, 2, 3, 4, 5, 6, 7].map((d) => ({ label: `Day ${d}`, value: String(d) })),
                  admin: { width: '20%' },
                },
                { name: 'kind', type: 'select', required: true, options: SESSION_KINDS.map((k) => ({ label: kindLabels[k], value: k })), admin: { width: '30%' } },
                { name: 'distanceKm', type: 'number', min: 0, max: 100, admin: { width: '25%', step: 0.1 } },
                { name: 'durationMinutes', type: 'number', min: 0, max: 600, admin: { width: '25%' } },
              ],
            },
            { name: 'notes', type: 'textarea', localized: true },
          ],
        },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
