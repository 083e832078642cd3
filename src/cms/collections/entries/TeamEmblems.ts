import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '../../../lib/env'
import { anyone, editors, nobody } from '../../access'

/**
 * Images captains upload as their team's emblem (through entries/team-emblem, which checks the
 * person, the size and the type); shown small beside the team's name.
 */
export const TeamEmblems: CollectionConfig = {
  slug: 'team-emblems',
  admin: { group: 'Events' },
  access: { read: anyone, create: nobody, update: editors, delete: editors },
  upload: {
    staticDir: path.join(env.DATA_DIR, 'team-emblems'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    resizeOptions: { width: 256, height: 256, fit: 'cover', position: 'centre' },
    formatOptions: { format: 'webp', options: { quality: 80 } },
    adminThumbnail: ({ doc }) => `/api/team-emblems/file/${String(doc.filename)}`,
  },
  fields: [{ name: 'uploadedBy', type: 'number', index: true, admin: { readOnly: true, description: 'The customer who uploaded it' } }],
}
