import type { CollectionConfig } from 'payload'
import { closedAccess, editors } from '../../access'

/**
 * The job queue's rows (src/jobs/queue.ts): mails and documents made outside requests, and the
 * payment reconcile run. Written only by the queue; editors may look, to see what is stuck.
 */
export const Jobs: CollectionConfig = {
  slug: 'jobs',
  admin: { useAsTitle: 'task', defaultColumns: ['task', 'status', 'attempts', 'runAt', 'lastError'], group: 'System', hidden: ({ user }) => !user },
  access: closedAccess({ read: editors }),
  defaultSort: '-runAt',
  fields: [
    { name: 'task', type: 'text', required: true, index: true },
    { name: 'input', type: 'json', admin: { components: { Field: '/cms/components/JsonText#JsonText' } } },
    { name: 'key', type: 'text', unique: true, admin: { description: 'One job per key: a mail per order, a reconcile run per period' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: ['queued', 'done', 'failed'].map((value) => ({ label: value, value })),
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'maxAttempts', type: 'number', required: true, defaultValue: 5 },
    { name: 'runAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'leaseUntil', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'worker', type: 'text' },
    { name: 'lastError', type: 'textarea' },
    { name: 'finishedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
