import type { GlobalConfig } from 'payload'
import { anyone, editors } from '../access'
import { linkGroup } from '../fields/link'
import { cacheTags, expireTags } from '../revalidate'

export const FooterMenu: GlobalConfig = {
  slug: 'footer-menu',
  label: 'Footer menu',
  admin: { group: 'Navigation' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: [async ({ req }) => expireTags(req, cacheTags.footerMenu)] },
  fields: [
    {
      name: 'entries',
      type: 'array',
      maxRows: 30,
      admin: { components: { RowLabel: '/cms/components/TitleRowLabel#TitleRowLabel' } },
      fields: [{ name: 'title', type: 'text', required: true, localized: true }, linkGroup('footer_link', { withCustomText: true, withTarget: true })],
    },
  ],
}
