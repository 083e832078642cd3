import type { CollectionConfig } from 'payload'
import { anyone, closedAccess, editors } from '../../access'
import { slugField } from '../../fields/slug'
import { cacheTags, expireOnChange } from '../../revalidate'

export const ShopSections: CollectionConfig = {
  slug: 'shop-sections',
  labels: { singular: 'Shop section', plural: 'Shop sections' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'sortOrder'], group: 'Shop' },
  access: closedAccess({ read: anyone, create: editors, update: editors, delete: editors }),
  defaultSort: 'sortOrder',
  hooks: expireOnChange(cacheTags.catalogue),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('Address of the section: /shop/{slug}'),
    { name: 'description', type: 'textarea', localized: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
