import { z } from 'zod'
import { LOCALE_HEADER } from '@/i18n/locales'
import { DomainError } from '@/lib/errors'
import { json, perCustomer } from '@/server/http/site-action'
import { runView } from '@/races/views'
import { appAction } from '@/server/http/app-action'
import { entryIdOf, races, viewOf } from '@/server/races/site'

const DAY_SECONDS = 24 * 60 * 60

const runBody = z.strictObject({
  startedAt: z.iso.datetime({ offset: true }),
  distanceMeters: z.number().int().min(1).max(1_000_000),
  durationSeconds: z
    .number()
    .int()
    .min(1)
    .max(7 * DAY_SECONDS),
  externalId: z.string().trim().min(1).max(200).optional(),
})

/**
 * App API POST /races/{entryId}/activities: logs a run by hand (the race page) or from the app (with
 * its `externalId`: the same id again answers 200 with the first run and adds nothing).
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
      source: body.externalId ? 'app' : 'manual',
      externalId: body.externalId ?? null,
      language: request.headers.has(LOCALE_HEADER) ? locale : null,
    })
    return json({ activity: runView(logged.run), race: viewOf(logged.race) }, logged.created ? 201 : 200)
  },
)
