import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '../../../lib/env'
import { anyone, closedAccess, editors, editorsField } from '../../access'
import { notFoundWhenMissing } from '../../uploads/missing-file'

/**
 * Images captains upload as their team's emblem (through entries/team-emblem, which checks the
 * person, the size and the type); shown small beside the team's name.
 */
export const TeamEmblems: CollectionConfig = {
  slug: 'team-emblems',
  admin: { group: 'Events' },
  access: closedAccess({ read: anyone, update: editors, delete: editors }),
  upload: {
    staticDir: path.join(env.DATA_DIR, 'team-emblems'),
    // On S3 the storage plugin serves files (and says 404 itself); on disk a missing one is a 404 too.
    handlers: env.S3_BUCKET ? [] : [notFoundWhenMissing(path.join(env.DATA_DIR, 'team-emblems'))],
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    resizeOptions: { width: 256, height: 256, fit: 'cover', position: 'centre' },
    formatOptions: { format: 'webp', options: { quality: 80 } },
    adminThumbnail: ({ doc }) => `/api/team-emblems/file/${String(doc.filename)}`,
  },
  // Who uploaded an emblem is for editors only: the emblem itself is public.
  fields: [{ name: 'uploadedBy', type: 'number', index: true, access: { read: editorsField }, admin: { readOnly: true, description: 'The customer who uploaded it' } }],
}
