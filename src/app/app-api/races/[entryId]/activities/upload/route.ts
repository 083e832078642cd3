import { LOCALE_HEADER, normaliseLocale } from '@/i18n/locales'
import { DomainError } from '@/lib/errors'
import { runView } from '@/races/views'
import { appAction } from '@/server/http/app-action'
import { json, perCustomer } from '@/server/http/site-action'
import { entryIdOf, races, viewOf } from '@/server/races/site'
import { uploadedFile } from '@/server/races/upload-body'

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
    const logged = await service.logFile(customer.id, entryId, locale, { read: () => uploadedFile(request), language: normaliseLocale(request.headers.get(LOCALE_HEADER)) })
    return json({ activity: runView(logged.run, logged.activityTypes), race: viewOf(logged.race, new Date(), logged.activityTypes) }, logged.created ? 201 : 200)
  },
)
