import type { CollectionConfig } from 'payload'
import { closedAccess, editors, pagesForViewer } from '../access'
import { pageBlocks } from '../blocks'
import { slugField } from '../fields/slug'
import { cacheTags, expireOnChange } from '../revalidate'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'updatedAt'], group: 'Content' },
  access: closedAccess({ read: pagesForViewer, create: editors, update: editors, delete: editors }),
  hooks: expireOnChange(cacheTags.pages),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('Address of the page: /pages/{slug}. "home" and "about" serve / and /about.'),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'page',
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Run-club pages are served at /run-club/{name} (slug run-club-{name}); order pages at /order and /payment-complete.',
      },
      options: [
        { label: 'Page', value: 'page' },
        { label: 'Run club', value: 'run-club' },
        { label: 'Order', value: 'order' },
      ],
    },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'content', type: 'richText', localized: true },
    {
      name: 'layout',
      type: 'blocks',
      blocks: pageBlocks,
      admin: { description: 'Sections shown after the content, in this order (drag to reorder)' },
    },
    {
      name: 'meta',
      type: 'group',
      fields: [{ name: 'description', type: 'textarea', localized: true }],
    },
  ],
}
