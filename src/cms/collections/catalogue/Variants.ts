import type { Access, CollectionConfig, Where } from 'payload'
import { closedAccess, editors, hasRole } from '../../access'
import { fillPrices } from '../../endpoints/fill-prices'
import { cacheTags, expireOnChange } from '../../revalidate'
import { sizes } from '../../../shop/sizes'
import { pricesField } from '../../fields/prices'
import { taxClassOptions } from '../../fields/tax-class'

const forMerch = (_: unknown, sibling: { kind?: string }) => sibling?.kind === 'merch'
const forEntry = (_: unknown, sibling: { kind?: string }) => sibling?.kind === 'entry'
const forFee = (_: unknown, sibling: { kind?: string }) => sibling?.kind === 'fee'
const ofEvent = (_: unknown, sibling: { kind?: string }) => sibling?.kind === 'entry' || sibling?.kind === 'fee'
const forPlan = (_: unknown, sibling: { kind?: string }) => sibling?.kind === 'plan'

/**
 * Every purchasable: an event's entry type, a product's variant or a paid training plan (made by the
 * plan itself). Its numeric id is the cart's purchasableId; it has a price per currency.
 */
/** Visitors see the variants of published events, products and plans only. */
const readVariants: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'editor')) return true
  const published: Where = {
    or: [{ 'event._status': { equals: 'published' } }, { 'product._status': { equals: 'published' } }, { 'trainingPlan._status': { equals: 'published' } }],
  }
  return published
}

export const Variants: CollectionConfig = {
  slug: 'variants',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'prices', 'stock', 'isAvailable'],
    group: 'Shop',
    components: { beforeListTable: ['/cms/components/FillPrices#FillPrices'] },
  },
  endpoints: [fillPrices],
  access: closedAccess({ read: readVariants, create: editors, update: editors, delete: editors }),
  hooks: expireOnChange(cacheTags.catalogue),
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Event entry', value: 'entry' },
        { label: 'Merchandise', value: 'merch' },
        { label: 'Training plan', value: 'plan' },
        { label: 'Booking change fee', value: 'fee' },
      ],
      admin: { description: 'Booking change fees are made and kept in step by their event (Booking changes)' },
    },
    {
      name: 'bookingChange',
      type: 'select',
      options: [
        { label: 'Transfer to a friend', value: 'transfer' },
        { label: 'Deferral to a later event', value: 'deferral' },
      ],
      admin: { condition: forFee, readOnly: true },
    },
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'events',
      index: true,
      admin: { condition: ofEvent },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
        (siblingData.kind !== 'entry' && siblingData.kind !== 'fee') || !!value || 'Choose the event of this entry type',
    },
    {
      name: 'product',
      type: 'relationship',
      relationTo: 'products',
      index: true,
      admin: { condition: forMerch },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) => siblingData.kind !== 'merch' || !!value || 'Choose the product of this variant',
    },
    {
      name: 'trainingPlan',
      type: 'relationship',
      relationTo: 'training-plans',
      index: true,
      admin: { condition: forPlan, description: 'Kept in step with the plan’s price when the plan is published' },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) => siblingData.kind !== 'plan' || !!value || 'Choose the training plan',
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'sku', type: 'text', required: true, unique: true },
    pricesField({ description: 'What it costs in each currency; a market whose currency is missing does not sell it', minRows: 1 }),
    {
      name: 'taxClass',
      type: 'select',
      options: taxClassOptions,
      admin: { position: 'sidebar', description: 'Empty: standard for kit and entries, digital services for training plans' },
    },
    {
      type: 'row',
      fields: [
        { name: 'hasUnlimitedStock', type: 'checkbox', defaultValue: false },
        { name: 'stock', type: 'number', min: 0, defaultValue: 0, admin: { condition: (_, s) => !s?.hasUnlimitedStock } },
        { name: 'isAvailable', type: 'checkbox', defaultValue: true },
        { name: 'isDefault', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'entryType',
      type: 'select',
      options: [
        { label: 'Adult', value: 'adult' },
        { label: 'Child', value: 'child' },
      ],
      admin: { condition: forEntry },
    },
    {
      type: 'row',
      admin: { condition: forMerch },
      fields: [
        { name: 'colourName', type: 'text', localized: true },
        { name: 'colour1', type: 'text', admin: { description: 'Hex colour, e.g. #c8102e' } },
        { name: 'colour2', type: 'text', admin: { description: 'Second colour for two-tone swatches' } },
      ],
    },
    {
      type: 'row',
      admin: { condition: forMerch },
      fields: [
        { name: 'size', type: 'select', options: sizes.map((s) => ({ label: s, value: s })) },
        { name: 'style', type: 'text', localized: true },
      ],
    },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true, admin: { condition: forMerch } },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
