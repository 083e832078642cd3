import { LOCALE_HEADER, normaliseLocale } from '@/i18n/locales'
import { DomainError } from '@/lib/errors'
import { BODY_LIMITS, BodyTooLargeError, readBoundedBody } from '@/lib/http/body-limits'
import { runView } from '@/races/views'
import { appAction } from '@/server/http/app-action'
import { json, perCustomer } from '@/server/http/site-action'
import { readUploadOffThread } from '@/server/races/activity-reader'
import { entryIdOf, races, viewOf } from '@/server/races/site'

const tooLarge = () => new DomainError('too_large', 'races.file.tooLarge')

/**
 * App API POST /races/{entryId}/activities/upload: a GPX, TCX or FIT file (multipart `file`, at
 * most 10 MB) read into one run, in a worker thread: the form itself is parsed there. Nothing is
 * stored for a file that is refused.
 */
export const POST = appAction<undefined, { entryId: string }>(
  { rateLimit: { key: perCustomer('race-upload'), attempts: 120, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ request, customer, params, locale }) => {
    const entryId = entryIdOf(params.entryId)
    if (entryId === null) throw new DomainError('not_found', 'races.notFound')
    const service = await races()
    // The race is looked up before the file is read: a stranger's id costs no parsing.
    await service.race(customer.id, entryId, locale)
    const contentType = request.headers.get('content-type') ?? ''
    if (!contentType.toLowerCase().startsWith('multipart/form-data'))
      throw new DomainError('invalid_request', 'races.file.unsupported-type', { fieldErrors: { file: ['races.file.unsupported-type'] } })
    const body = await readBoundedBody(request, BODY_LIMITS.activityUpload).catch((error: unknown) => {
      throw error instanceof BodyTooLargeError ? tooLarge() : error
    })
    // The form is parsed in a worker too: thousands of parts cost a parser seconds.
    const upload = await readUploadOffThread(body, contentType)
    if ('missing' in upload) throw new DomainError('invalid_request', 'races.file.missing', { fieldErrors: { file: ['races.file.missing'] } })
    const { reading, sha256 } = upload
    const logged = await service.logFile(customer.id, entryId, locale, { reading, fileHash: sha256, language: normaliseLocale(request.headers.get(LOCALE_HEADER)) })
    return json({ activity: runView(logged.run, logged.activityTypes), race: viewOf(logged.race, new Date(), logged.activityTypes) }, logged.created ? 201 : 200)
  },
)
