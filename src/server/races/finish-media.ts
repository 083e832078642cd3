import 'server-only'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import type { Locale } from '../../i18n/locales'
import { env } from '../../lib/env'
import type { Media } from '../../payload-types'
import type { CertificatePictures } from '../../races/certificate'

/** A picture of the finish as a page shows it: its public address and words for a screen reader. */
export type FinishPicture = { url: string; alt: string; filename: string }

export type FinishMedia = { event: FinishPicture | null; medal: FinishPicture | null }

const MEDIA_DIR = path.resolve(env.DATA_DIR, 'media')
/** Larger files are not read for a picture on a certificate (an 800 px WebP is well under 1 MB). */
const MAX_FILE_BYTES = 8 * 1024 * 1024

/** The media's 800 px size, else the original. */
function pictureOf(media: number | Media | null | undefined): FinishPicture | null {
  if (!media || typeof media !== 'object' || !media.filename || !media.url) return null
  const size = media.sizes?.event?.filename && media.sizes.event.url ? media.sizes.event : null
  return { url: size?.url ?? media.url, alt: media.alt ?? '', filename: size?.filename ?? media.filename }
}

/**
 * The event's picture and its medal's: the picture of the first medal among the event's products
 * (Products of type "medal" it sells alongside). Either is null when there is none.
 */
export async function finishMedia(payload: Payload, eventId: number, locale: Locale): Promise<FinishMedia> {
  const event = await payload.findByID({ collection: 'events', id: eventId, depth: 1, locale, select: { image: true, merch: true }, disableErrors: true })
  if (!event) return { event: null, medal: null }
  const merchIds = (event.merch ?? []).map((p) => (typeof p === 'object' ? p.id : p))
  const { docs } = merchIds.length
    ? await payload.find({
        collection: 'products',
        where: { and: [{ id: { in: merchIds } }, { productType: { equals: 'medal' } }, { _status: { equals: 'published' } }] },
        depth: 1,
        limit: 1,
        locale,
        select: { images: true },
        pagination: false,
      })
    : { docs: [] }
  return { event: pictureOf(event.image), medal: pictureOf(docs[0]?.images?.[0]) }
}

/**
 * A media file read from disk and made a small JPEG for a document (kept with the entry: a few tens of KB): the name must stay inside the
 * media folder, the file be of a sane size and decode as a whole image of at most 25 megapixels,
 * within two seconds. Anything else is no picture (the certificate draws its fallback).
 */
export async function pictureBytes(picture: FinishPicture | null, size = 360): Promise<Uint8Array | null> {
  // On S3 the files are not on this machine; the certificate then draws its own medal (decision 0039).
  if (!picture || env.S3_BUCKET) return null
  const file = path.resolve(MEDIA_DIR, picture.filename)
  if (!file.startsWith(MEDIA_DIR + path.sep)) return null
  try {
    const stat = await fs.stat(file)
    if (!stat.isFile() || stat.size > MAX_FILE_BYTES) return null
    const jpeg = await sharp(await fs.readFile(file), { failOn: 'error', limitInputPixels: 25_000_000 })
      .timeout({ seconds: 2 })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer()
    return new Uint8Array(jpeg)
  } catch {
    return null
  }
}

/** The certificate's pictures of an event, each read safely or left out. */
export async function certificatePictures(payload: Payload, eventId: number, locale: Locale): Promise<CertificatePictures> {
  const media = await finishMedia(payload, eventId, locale).catch(() => ({ event: null, medal: null }))
  const [event, medal] = await Promise.all([pictureBytes(media.event), pictureBytes(media.medal)])
  return { event, medal }
}
