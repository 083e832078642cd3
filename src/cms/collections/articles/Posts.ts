import type { CollectionConfig } from 'payload'
import { closedAccess, editors, publishedOrEditors } from '../../access'
import { slugField } from '../../fields/slug'
import { cacheTags, expireOnChange } from '../../revalidate'

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publishedAt', '_status'], group: 'Content' },
  access: closedAccess({ read: publishedOrEditors, readVersions: editors, create: editors, update: editors, delete: editors }),
  versions: { drafts: true },
  defaultSort: '-publishedAt',
  hooks: expireOnChange(cacheTags.articles),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('Address of the post: /blog/{slug}'),
    { name: 'excerpt', type: 'textarea', required: true, localized: true },
    { name: 'content', type: 'richText', localized: true },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'publishedAt', type: 'date', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'author', type: 'text', admin: { position: 'sidebar' } },
  ],
}
