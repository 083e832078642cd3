import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '../../lib/env'
import { anyone, closedAccess, editors } from '../access'
import { notFoundWhenMissing } from '../uploads/missing-file'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: closedAccess({ read: anyone, create: editors, update: editors, delete: editors }),
  upload: {
    staticDir: path.join(env.DATA_DIR, 'media'),
    // On S3 the storage plugin serves files (and says 404 itself); on disk a missing one is a 404 too.
    handlers: env.S3_BUCKET ? [] : [notFoundWhenMissing(path.join(env.DATA_DIR, 'media'))],
    mimeTypes: ['image/*'],
    focalPoint: true,
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 320, position: 'centre' },
      { name: 'event', width: 800, height: 800, position: 'centre' },
      { name: 'merch', width: 596, height: 695, position: 'centre' },
      { name: 'wide', width: 1600, height: undefined },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
