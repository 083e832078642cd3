import type { Field, GlobalConfig } from 'payload'
import { anyone, editors } from '../access'
import { linkGroup } from '../fields/link'
import { cacheTags, expireTags } from '../revalidate'

const entryFields: Field[] = [{ name: 'title', type: 'text', required: true, localized: true }, linkGroup('menu_item', { withTarget: true })]

export const HeaderMenu: GlobalConfig = {
  slug: 'header-menu',
  label: 'Header menu',
  admin: { group: 'Navigation' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: [async ({ req }) => expireTags(req, cacheTags.headerMenu)] },
  fields: [
    {
      name: 'entries',
      type: 'array',
      maxRows: 12,
      admin: { initCollapsed: true, components: { RowLabel: '/cms/components/TitleRowLabel#TitleRowLabel' } },
      fields: [
        ...entryFields,
        { name: 'children', type: 'array', maxRows: 20, admin: { initCollapsed: true, components: { RowLabel: '/cms/components/TitleRowLabel#TitleRowLabel' } }, fields: entryFields },
      ],
    },
  ],
}
