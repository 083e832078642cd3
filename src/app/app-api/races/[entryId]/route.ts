import { DomainError } from '@/lib/errors'
import { runView } from '@/races/views'
import { appAction } from '@/server/http/app-action'
import { entryIdOf, races, viewOf } from '@/server/races/site'

/** App API GET /races/{entryId}: one of the bearer's races with its logged runs and the activity types it counts; anyone else's is 404. */
export const GET = appAction<undefined, { entryId: string }>({}, async ({ customer, params, locale }) => {
  const entryId = entryIdOf(params.entryId)
  if (entryId === null) throw new DomainError('not_found', 'races.notFound')
  const { race, runs, activityTypes } = await (await races()).raceWithRuns(customer.id, entryId, locale)
  return { race: { ...viewOf(race, new Date(), activityTypes), activities: runs.map((run) => runView(run, activityTypes)) } }
})
