import type { CollectionConfig } from 'payload'
import { SPORTS } from '../../../races/sport'
import { closedAccess, editors } from '../../access'
import { runReview } from '../../endpoints/run-review'
import { runColumns } from './run-columns'

/**
 * Runs logged toward a race (src/races): by hand, from a GPX/TCX/FIT file, or by the app. Written only
 * by the race service, which keeps the entry's and team's totals in the same transaction; editors
 * review held runs through the review endpoint, never by editing a row (a total would drift).
 * One entry holds a start time, a file and an app's id once each (unique indexes).
 */
export const Activities: CollectionConfig = {
  slug: 'activities',
  labels: { singular: 'Run', plural: 'Runs' },
  admin: {
    // A top-level date: the admin titles a run by it, formatted ("27 Nov 2026, 07:30"), not as ISO text.
    useAsTitle: 'startedAt',
    defaultColumns: ['startedAt', 'runner', 'event', 'distance', 'time', 'pace', 'status', 'reason'],
    // Editors look a run up by its runner (the search crosses to the run's entry).
    listSearchableFields: ['entry.firstName', 'entry.lastName', 'entry.email'],
    group: 'Events',
    description: 'Runs held for review wait here with the status "held": open one to approve or reject it.',
  },
  endpoints: [runReview],
  access: closedAccess({ read: editors }),
  defaultSort: '-startedAt',
  indexes: [
    { fields: ['entry', 'startedAt'], unique: true },
    { fields: ['entry', 'fileHash'], unique: true },
    { fields: ['entry', 'externalId'], unique: true },
  ],
  fields: [
    { name: 'startedAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy, HH:mm' } } },
    {
      type: 'row',
      fields: [
        { name: 'entry', type: 'relationship', relationTo: 'entries', required: true, index: true },
        { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
      ],
    },
    runColumns,
    {
      type: 'row',
      fields: [
        { name: 'distanceMeters', type: 'number', required: true, min: 1 },
        { name: 'durationSeconds', type: 'number', required: true, min: 1, admin: { description: 'Moving time' } },
        { name: 'elapsedSeconds', type: 'number', min: 1, admin: { description: 'Start to end, pauses included (empty: the moving time)' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'select',
          required: true,
          options: [
            { label: 'By hand', value: 'manual' },
            { label: 'File', value: 'file' },
            { label: 'App', value: 'app' },
          ],
        },
        { name: 'activityType', type: 'relationship', relationTo: 'activity-types', index: true, admin: { description: 'What it counted as' } },
        {
          name: 'sport',
          type: 'select',
          options: SPORTS.map((value) => ({ value, label: value })),
          admin: { description: 'The sport its file stated (empty: none stated, or logged by hand)' },
        },
        { name: 'format', type: 'text', admin: { description: 'gpx, tcx or fit for a file' } },
        { name: 'device', type: 'text', admin: { description: 'The app or device the file names' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          options: [
            { label: 'Counted', value: 'counted' },
            { label: 'Held for review', value: 'held' },
            { label: 'Rejected', value: 'rejected' },
          ],
        },
        {
          name: 'reason',
          type: 'select',
          options: [
            { label: 'Faster than the world record', value: 'implausible-pace' },
            { label: 'With the runs around it, faster than the world record', value: 'pace-across-runs' },
            { label: 'Over the event’s daily distance', value: 'daily-distance' },
            { label: 'Rejected by an editor', value: 'rejected-by-editor' },
          ],
        },
        { name: 'reviewNote', type: 'textarea', maxLength: 500, admin: { description: 'What the entrant is told' } },
      ],
    },
    {
      name: 'review',
      type: 'ui',
      admin: { components: { Field: '/cms/components/ReviewRun.client#ReviewRun' }, condition: (data) => data?.status === 'held' },
    },
    {
      type: 'row',
      fields: [
        { name: 'externalId', type: 'text', maxLength: 200, admin: { readOnly: true, description: 'The app’s id: the same push twice stores one run' } },
        { name: 'fileHash', type: 'text', admin: { readOnly: true, description: 'SHA-256 of the uploaded file' } },
      ],
    },
  ],
}
