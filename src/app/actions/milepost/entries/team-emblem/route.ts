import { randomUUID } from 'node:crypto'
import { checkEmblem } from '@/entries/emblem-upload'
import { BODY_LIMITS, BodyTooLargeError, readBoundedBody } from '@/lib/http/body-limits'
import { decodesAsImage } from '@/lib/images'
import { DomainError } from '@/lib/errors'
import { getPayloadClient } from '@/server/payload'
import { perCustomer, siteAction } from '@/server/http/site-action'

const extension: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }

/**
 * A captain's own team emblem (multipart `file`): signed-in only, 10 an hour, checked by content;
 * answers the emblem value the team draft keeps (`upload:<id>`) and its address.
 */
export const POST = siteAction(
  {
    requireCustomer: 'entries.userRequired',
    rateLimit: { key: perCustomer('team-emblem'), attempts: 10, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' },
  },
  async ({ request, customer }) => {
    const payload = await getPayloadClient()
    const contentType = request.headers.get('content-type') ?? ''
    if (!contentType.startsWith('multipart/form-data')) throw new DomainError('unsupported_media_type', 'entries.emblemType')
    const body = await readBoundedBody(request, BODY_LIMITS.emblemUpload).catch((error: unknown) => {
      throw error instanceof BodyTooLargeError ? new DomainError('too_large', 'entries.emblemTooLarge') : error
    })
    const file = (await new Response(Buffer.from(body), { headers: { 'content-type': contentType } }).formData().catch(() => null))?.get('file')
    if (!(file instanceof File)) throw new DomainError('invalid_request', 'entries.emblemType', { fieldErrors: { file: ['validation.required'] } })
    const bytes = new Uint8Array(await file.arrayBuffer())
    const { type } = checkEmblem(bytes)
    if (!(await decodesAsImage(bytes))) throw new DomainError('invalid_request', 'entries.emblemType', { fieldErrors: { file: ['entries.emblemType'] } })
    const doc = await payload.create({
      collection: 'team-emblems',
      data: { uploadedBy: customer.id },
      // A random name: the emblem's public address must not tell who uploaded it.
      file: { data: Buffer.from(bytes), mimetype: type, name: `emblem-${randomUUID()}.${extension[type]}`, size: bytes.byteLength },
      overrideAccess: true,
    })
    return { emblem: `upload:${doc.id}`, url: doc.url }
  },
)
