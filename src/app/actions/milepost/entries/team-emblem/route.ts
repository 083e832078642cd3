import { customerFromRequest } from '@/accounts/customer'
import { checkEmblem, MAX_EMBLEM_BYTES } from '@/entries/emblem-upload'
import { DomainError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload'
import { rateLimiter, rateLimitKey } from '@/lib/rate-limit'
import { siteAction } from '@/lib/site-api/action'

const LIMIT = { attempts: 10, windowMs: 60 * 60_000 }
const extension: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }

/**
 * A captain's own team emblem (multipart `file`): signed-in only, 10 an hour, checked by content;
 * answers the emblem value the team draft keeps (`upload:<id>`) and its address.
 */
export const POST = siteAction({}, async ({ request }) => {
  const payload = await getPayloadClient()
  const { customer } = await customerFromRequest(payload, request.headers)
  if (!customer) throw new DomainError('unauthorized', 'entries.userRequired')
  if (Number(request.headers.get('content-length') ?? 0) > MAX_EMBLEM_BYTES + 16 * 1024) throw new DomainError('too_large', 'entries.emblemTooLarge')
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) throw new DomainError('unsupported_media_type', 'entries.emblemType')
  const file = (await request.formData().catch(() => null))?.get('file')
  if (!(file instanceof File)) throw new DomainError('invalid_request', 'entries.emblemType', { file: ['validation.required'] })
  const bytes = new Uint8Array(await file.arrayBuffer())
  const { type } = checkEmblem(bytes)
  if ((await rateLimiter(payload).hit(rateLimitKey('team-emblem', String(customer.id)), LIMIT.windowMs)) > LIMIT.attempts) {
    throw new DomainError('rate_limited', 'contact.tooManyRequests')
  }
  const doc = await payload.create({
    collection: 'team-emblems',
    data: { uploadedBy: customer.id },
    file: { data: Buffer.from(bytes), mimetype: type, name: `emblem-${customer.id}-${Date.now()}.${extension[type]}`, size: bytes.byteLength },
    overrideAccess: true,
  })
  return { emblem: `upload:${doc.id}`, url: doc.url }
})
