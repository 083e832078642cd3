import type { Block } from 'payload'
import { linkGroup } from '../fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'buttonLabel', type: 'text', localized: true },
    linkGroup('link'),
  ],
}

export const FeaturedEventsBlock: Block = {
  slug: 'featuredEvents',
  labels: { singular: 'Featured events', plural: 'Featured events' },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true },
    { name: 'events', type: 'relationship', relationTo: 'events', hasMany: true, maxRows: 6, admin: { description: 'Leave empty to show the next events' } },
  ],
}

export const FeaturedProductsBlock: Block = {
  slug: 'featuredProducts',
  labels: { singular: 'Featured products', plural: 'Featured products' },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, minRows: 1, maxRows: 8 },
  ],
}

export const TextImageBlock: Block = {
  slug: 'textImage',
  labels: { singular: 'Text and image', plural: 'Text and image' },
  fields: [
    { name: 'heading', type: 'text', localized: true },
    { name: 'content', type: 'richText', localized: true, required: true },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'imagePosition',
      type: 'radio',
      defaultValue: 'right',
      options: [
        { label: 'Left', value: 'left' },
        { label: 'Right', value: 'right' },
      ],
    },
  ],
}

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true },
    { name: 'text', type: 'textarea', localized: true },
    { name: 'buttonLabel', type: 'text', required: true, localized: true },
    linkGroup('link'),
    {
      name: 'style',
      type: 'select',
      defaultValue: 'red',
      options: [
        { label: 'Red', value: 'red' },
        { label: 'Black', value: 'black' },
        { label: 'Secondary', value: 'secondary' },
      ],
    },
  ],
}

export const pageBlocks = [HeroBlock, FeaturedEventsBlock, FeaturedProductsBlock, TextImageBlock, CallToActionBlock]
