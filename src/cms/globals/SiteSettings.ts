import type { GlobalConfig } from 'payload'
import { anyone, editors } from '../access'
import { socialPlatformNames, socialPlatforms } from '../../content/social'
import { cacheTags, expireTags } from '../revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  admin: { group: 'Navigation' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: [async ({ req }) => expireTags(req, cacheTags.siteSettings)] },
  fields: [
    { name: 'description', type: 'textarea', required: true, localized: true },
    { name: 'contactEmail', type: 'email', required: true },
    {
      name: 'socialLinks',
      type: 'array',
      maxRows: socialPlatforms.length,
      fields: [
        { name: 'platform', type: 'select', required: true, options: socialPlatforms.map((p) => ({ label: socialPlatformNames[p], value: p })) },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'fitnessTracking',
      type: 'group',
      admin: { description: 'The fitness-tracking partner shown in the footer' },
      fields: [
        { name: 'name', type: 'text', defaultValue: 'Strava' },
        { name: 'url', type: 'text' },
      ],
    },
  ],
}
