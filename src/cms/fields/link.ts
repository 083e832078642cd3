import type { Field, GroupField } from 'payload'

const internalPath = /^\/(?!\/)[^\s]*$/

/**
 * A link to a page of the CMS (by reference: renaming its slug moves the link along), another path of
 * the site (listings and flows, without the locale prefix) or an external URL.
 */
export function linkGroup(name: string, options: { withCustomText?: boolean; withTarget?: boolean } = {}): GroupField {
  const fields: Field[] = [
    {
      name: 'type',
      type: 'radio',
      defaultValue: 'internal',
      options: [
        { label: 'Page of the site', value: 'page' },
        { label: 'Other path of the site', value: 'internal' },
        { label: 'External URL', value: 'external' },
        { label: 'No link', value: 'none' },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      admin: { condition: (_, sibling) => sibling?.type === 'page' },
      validate: (value: unknown, { siblingData }: { siblingData: { type?: string } }) => siblingData?.type !== 'page' || !!value || 'Choose the page',
    },
    {
      name: 'path',
      type: 'text',
      admin: {
        condition: (_, sibling) => sibling?.type === 'internal',
        description: 'Site path without the language prefix, e.g. /events or /pages/faq',
      },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { type?: string } }) =>
        siblingData?.type !== 'internal' || (!!value && internalPath.test(value)) || 'Enter a path starting with /',
    },
    {
      name: 'url',
      type: 'text',
      localized: true,
      admin: { condition: (_, sibling) => sibling?.type === 'external' },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { type?: string } }) => {
        if (siblingData?.type !== 'external') return true
        try {
          const url = new URL(value ?? '')
          return ['http:', 'https:', 'mailto:'].includes(url.protocol) || 'Use an http, https or mailto URL'
        } catch {
          return 'Enter a full URL'
        }
      },
    },
  ]
  if (options.withTarget) {
    fields.push({
      name: 'target',
      type: 'select',
      defaultValue: '_self',
      options: [
        { label: 'Same tab', value: '_self' },
        { label: 'New tab', value: '_blank' },
      ],
      admin: { condition: (_, sibling) => sibling?.type !== 'none' },
    })
  }
  if (options.withCustomText) {
    fields.push({ name: 'customText', type: 'text', localized: true, admin: { description: 'Shown instead of the title when set' } })
  }
  return { name, type: 'group', fields }
}
