import { LOCALE_HEADER, normaliseLocale } from '@/i18n/locales'
import { DomainError } from '@/lib/errors'
import { json, perCustomer } from '@/server/http/site-action'
import { runView } from '@/races/views'
import { appAction } from '@/server/http/app-action'
import { entryIdOf, races, viewOf } from '@/server/races/site'
import { runBody } from '@/server/races/run-body'

/**
 * App API POST /races/{entryId}/activities: logs a run by hand (the race page) or from the app (with
 * its `externalId`: the same id again answers 200 with the first run and adds nothing), stating
 * its `activityType`, one of the event's (the race's `activityTypes`).
 */
export const POST = appAction<typeof runBody, { entryId: string }>(
  { body: runBody, rateLimit: { key: perCustomer('race-log'), attempts: 600, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } },
  async ({ request, customer, params, body, locale }) => {
    const entryId = entryIdOf(params.entryId)
    if (entryId === null) throw new DomainError('not_found', 'races.notFound')
    const logged = await (await races()).logRun(customer.id, entryId, locale, {
      startedAt: new Date(body.startedAt),
      distanceMeters: body.distanceMeters,
      durationSeconds: body.durationSeconds,
      activityType: body.activityType,
      externalId: body.externalId ?? null,
      language: normaliseLocale(request.headers.get(LOCALE_HEADER)),
    })
    return json({ activity: runView(logged.run, logged.activityTypes), race: viewOf(logged.race, new Date(), logged.activityTypes) }, logged.created ? 201 : 200)
  },
)
