import type { CollectionConfig } from 'payload'
import { closedAccess, editors, publishedOrEditors } from '../../access'
import { slugField } from '../../fields/slug'
import { cacheTags, expireOnChange } from '../../revalidate'

export const productTypes = ['clothing', 'coloured', 'simple', 'medal'] as const
export type ProductType = (typeof productTypes)[number]

/** Merchandise (spec §3): what a buyer picks is one of its variants. */
export const Products: CollectionConfig = {
  slug: 'products',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'productType', 'section', '_status'], group: 'Shop' },
  access: closedAccess({ read: publishedOrEditors, readVersions: editors, create: editors, update: editors, delete: editors }),
  versions: { drafts: true },
  hooks: expireOnChange(cacheTags.catalogue),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField('Address of the product: /shop/products/{slug}'),
    {
      name: 'productType',
      type: 'select',
      required: true,
      options: [
        { label: 'Clothing (colour, size, style)', value: 'clothing' },
        { label: 'Coloured (colour)', value: 'coloured' },
        { label: 'Simple', value: 'simple' },
        { label: 'Medal', value: 'medal' },
      ],
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'section', type: 'relationship', relationTo: 'shop-sections', required: true, index: true },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, minRows: 1, admin: { description: 'Shown at 596×695' } },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'grantsRunClubMembership',
      type: 'checkbox',
      defaultValue: false,
      label: 'Run-club membership',
      admin: { position: 'sidebar', description: 'Buying it makes the buyer’s account a run-club member' },
    },
    { name: 'runClubGear', type: 'checkbox', defaultValue: false, label: 'Run-club gear', admin: { position: 'sidebar', description: 'Listed on the members’ gear page' } },
    { name: 'variants', type: 'join', collection: 'variants', on: 'product' },
  ],
}
