import type { CollectionConfig } from 'payload'
import { SPORTS } from '../../../races/sport'
import { anyone, closedAccess, editors } from '../../access'

const SPORT_LABELS: Record<(typeof SPORTS)[number], string> = {
  running: 'Running (outdoor, trail, track, treadmill, virtual)',
  walking: 'Walking',
  hiking: 'Hiking',
  wheelchair: 'Wheelchair (push run or walk)',
  cycling: 'Cycling',
  swimming: 'Swimming',
  rowing: 'Rowing',
  paddling: 'Paddling (kayak, canoe, stand-up paddle)',
  skiing: 'Skiing',
  skating: 'Skating',
  workout: 'Workout (gym, strength, cardio)',
  other: 'Any other sport',
  transition: 'Transition',
}

/**
 * What an event may count (src/races/activity-types.ts): run, walk, wheelchair, and any type editors
 * add, each with the sports a recorded file may state for it. Events choose theirs; the race page
 * offers them when a run is logged by hand, and the app states one with every run it pushes.
 */
export const ActivityTypes: CollectionConfig = {
  slug: 'activity-types',
  labels: { singular: 'Activity type', plural: 'Activity types' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'key', 'sports'],
    group: 'Events',
    description: 'What an event can count. Each event chooses its types under Race rules; a file of a sport no type of the event lists is refused.',
  },
  access: closedAccess({ read: anyone, create: editors, update: editors, delete: editors }),
  defaultSort: 'createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, maxLength: 60, admin: { description: 'As runners read it: “Running”, “Walking”' } },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 40,
      validate: (value: unknown) => (typeof value === 'string' && /^[a-z][a-z0-9-]*$/.test(value)) || 'Lower-case letters, digits and dashes, starting with a letter',
      admin: { description: 'What the app sends as the run’s activityType (e.g. run, walk, wheelchair); it cannot change once apps use it.' },
    },
    {
      name: 'sports',
      type: 'select',
      hasMany: true,
      required: true,
      options: SPORTS.filter((sport) => sport !== 'transition').map((value) => ({ value, label: SPORT_LABELS[value] })),
      admin: { description: 'Files that state one of these sports count as this type' },
    },
  ],
}
