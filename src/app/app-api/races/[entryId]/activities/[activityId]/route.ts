import { DomainError } from '@/lib/errors'
import { rowIdOf } from '@/lib/ids'
import { perCustomer } from '@/server/http/site-action'
import { runView } from '@/races/views'
import { appAction } from '@/server/http/app-action'
import { entryIdOf, races, viewOf } from '@/server/races/site'
import { runEditBody as editBody } from '@/server/races/run-body'

type Params = { entryId: string; activityId: string }

/** Corrections count toward the same hourly allowance as logs: fixing a run is logging it again. */
const rateLimit = { key: perCustomer('race-log'), attempts: 600, windowMs: 60 * 60_000, message: 'contact.tooManyRequests' } as const

const ids = (params: Params) => {
  const entryId = entryIdOf(params.entryId)
  const runId = rowIdOf(params.activityId)
  if (entryId === null) throw new DomainError('not_found', 'races.notFound')
  if (runId === null) throw new DomainError('not_found', 'races.runNotFound')
  return { entryId, runId }
}

/**
 * App API PUT /races/{entryId}/activities/{id}: corrects a run the runner logged by hand (all of
 * its figures, judged again as a new log is); a run of a file or the app is a `409`.
 */
export const PUT = appAction<typeof editBody, Params>({ body: editBody, rateLimit }, async ({ customer, params, body, locale }) => {
  const { entryId, runId } = ids(params)
  const changed = await (await races()).editRun(customer.id, entryId, runId, locale, {
    startedAt: new Date(body.startedAt),
    distanceMeters: body.distanceMeters,
    durationSeconds: body.durationSeconds,
    activityType: body.activityType,
  })
  return { activity: changed.run && runView(changed.run, changed.activityTypes), race: viewOf(changed.race, new Date(), changed.activityTypes) }
})

/** App API DELETE /races/{entryId}/activities/{id}: deletes one of the runner's runs while the race takes runs. */
export const DELETE = appAction<undefined, Params>({ rateLimit }, async ({ customer, params, locale }) => {
  const { entryId, runId } = ids(params)
  const changed = await (await races()).deleteRun(customer.id, entryId, runId, locale)
  return { race: viewOf(changed.race, new Date(), changed.activityTypes) }
})
