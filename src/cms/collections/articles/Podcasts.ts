import type { CollectionConfig } from 'payload'
import { closedAccess, editors, publishedOrEditors } from '../../access'
import { slugField } from '../../fields/slug'
import { cacheTags, expireOnChange } from '../../revalidate'

const httpsUrl = (value: string | null | undefined) => {
  if (!value) return true
  try {
    return new URL(value).protocol === 'https:' || 'Use an https URL'
  } catch {
    return 'Enter a full URL'
  }
}

export const Podcasts: CollectionConfig = {
  slug: 'podcasts',
  labels: { singular: 'Podcast episode', plural: 'Podcast episodes' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'episodeNumber', 'publishedAt', '_status'], group: 'Content' },
  access: closedAccess({ read: publishedOrEditors, readVersions: editors, create: editors, update: editors, delete: editors }),
  versions: { drafts: true },
  defaultSort: '-episodeNumber',
  hooks: expireOnChange(cacheTags.articles),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'description', type: 'textarea', required: true, localized: true },
    {
      type: 'row',
      fields: [
        { name: 'episodeNumber', type: 'number', required: true, min: 1, unique: true },
        { name: 'durationMinutes', type: 'number', min: 1 },
        { name: 'publishedAt', type: 'date', required: true },
      ],
    },
    { name: 'audioUrl', type: 'text', validate: httpsUrl, admin: { description: 'Direct link to the audio file (played on the page)' } },
    { name: 'playerUrl', type: 'text', validate: httpsUrl, admin: { description: 'Or a link to the episode on a podcast platform' } },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
