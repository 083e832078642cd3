import type { CollectionConfig } from 'payload'
import { editors, publishedOrEditors } from '../../access'
import { slugField } from '../../fields/slug'
import { cacheTags, expireOnChange } from '../../revalidate'

export const TrainingPlans: CollectionConfig = {
  slug: 'training-plans',
  labels: { singular: 'Training plan', plural: 'Training plans' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'level', 'weeks', '_status'], group: 'Content' },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: true },
  defaultSort: 'weeks',
  hooks: expireOnChange(cacheTags.articles),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'summary', type: 'textarea', required: true, localized: true },
    { name: 'content', type: 'richText', localized: true },
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
        { name: 'weeks', type: 'number', required: true, min: 1, max: 52 },
        { name: 'sessionsPerWeek', type: 'number', min: 1, max: 14 },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
