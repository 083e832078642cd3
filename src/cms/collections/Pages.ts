import type { CollectionConfig } from 'payload'
import { anyone, editors } from '../access'
import { cacheTags, expireTags } from '../revalidate'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: 'Content' },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: {
    afterChange: [async ({ req }) => expireTags(req, cacheTags.pages)],
    afterDelete: [async ({ req }) => expireTags(req, cacheTags.pages)],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Address of the page: /pages/{slug}. "home" and "about" serve / and /about.' },
      validate: (value: string | null | undefined) =>
        (!!value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) || 'Use lower-case letters, digits and hyphens',
    },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', localized: true },
    {
      name: 'meta',
      type: 'group',
      fields: [{ name: 'description', type: 'textarea', localized: true }],
    },
  ],
}
