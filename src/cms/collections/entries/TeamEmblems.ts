import path from 'node:path'
import type { Access, CollectionConfig } from 'payload'
import { emblemVisible } from '../../../entries/emblem-visibility'
import { env } from '../../../lib/env'
import { CUSTOMER_COLLECTION, closedAccess, editors, editorsField, hasRole, idIn } from '../../access'
import { notFoundWhenMissing } from '../../uploads/missing-file'

/**
 * Images captains upload as their team's emblem (through entries/team-emblem, which checks the
 * person, the size and the type); shown small beside the team's name.
 */
/**
 * Staff list and read emblems; anyone else may only fetch a file, and only one a team carries or
 * they uploaded themselves (src/entries/emblem-visibility.ts). A name that matches no emblem is let
 * through to the file handler, which answers 404.
 */
const readEmblems: Access = async ({ req, data, isReadingStaticFile }) => {
  const staff = hasRole(req, 'admin', 'editor')
  if (staff) return true
  const filename = (data as { filename?: unknown } | undefined)?.filename
  if (!isReadingStaticFile || typeof filename !== 'string') return false
  const {
    docs: [emblem],
  } = await req.payload.find({ collection: 'team-emblems', where: { filename: { equals: filename } }, depth: 0, limit: 1, pagination: false, overrideAccess: true, req })
  if (!emblem) return true
  const { totalDocs: teamsUsingIt } = await req.payload.count({ collection: 'teams', where: { emblemImage: { equals: emblem.id } }, overrideAccess: true, req })
  const customerId = idIn(req, CUSTOMER_COLLECTION)
  return emblemVisible({ uploadedBy: emblem.uploadedBy ?? null, teamsUsingIt }, { staff, customerId: customerId === null ? null : Number(customerId) })
}

export const TeamEmblems: CollectionConfig = {
  slug: 'team-emblems',
  admin: { group: 'Events' },
  access: closedAccess({ read: readEmblems, update: editors, delete: editors }),
  upload: {
    staticDir: path.join(env.DATA_DIR, 'team-emblems'),
    // On S3 the storage plugin serves files (and says 404 itself); on disk a missing one is a 404 too.
    handlers: env.S3_BUCKET ? [] : [notFoundWhenMissing(path.join(env.DATA_DIR, 'team-emblems'))],
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    resizeOptions: { width: 256, height: 256, fit: 'cover', position: 'centre' },
    formatOptions: { format: 'webp', options: { quality: 80 } },
    adminThumbnail: ({ doc }) => `/api/team-emblems/file/${String(doc.filename)}`,
  },
  // Who uploaded an emblem is for editors only.
  fields: [{ name: 'uploadedBy', type: 'number', index: true, access: { read: editorsField }, admin: { readOnly: true, description: 'The customer who uploaded it' } }],
}
