import type { ActivityType } from './activity-types'
import { trackingLink } from './medals'
import { percentOf } from './progress'
import type { Race, Run } from './race'
import { raceStatus, raceWindow } from './window'

/**
 * A race as the app API answers it (docs/site-api.md, Races). One race's answer also names the
 * activity types its event counts (`types`), which a run logged by hand or by the app states.
 */
export function raceView(race: Race, now: Date, certificateUrl: string | null, types?: ActivityType[]) {
  const window = raceWindow(race.rules, race.clock)
  const team = race.team
  return {
    entryId: race.entryId,
    event: { id: race.event.id, slug: race.event.slug, title: race.event.title },
    status: raceStatus(window, race, now),
    window: { opensAt: window.opensAt.toISOString(), closesAt: window.closesAt.toISOString(), timezone: window.timezone, graceHours: window.graceHours },
    dailyDistanceCapMeters: race.rules.dailyCapMeters,
    ...(types ? { activityTypes: types.map(({ key, name }) => ({ key, name })) } : {}),
    target: { distanceMeters: race.targetMeters },
    progress: { distanceMeters: race.totals.meters, activityCount: race.totals.runs, percent: percentOf(race.totals.meters, race.targetMeters) },
    team: team
      ? {
          id: team.id,
          name: team.name,
          target: { distanceMeters: team.targetMeters },
          progress: { distanceMeters: team.meters, percent: percentOf(team.meters, team.targetMeters) },
          finishedAt: team.finishedAt?.toISOString() ?? null,
          certificateUrl: team.finishedAt && team.hasCertificate ? `${certificateUrl}?team=1` : null,
        }
      : null,
    onBoard: race.onBoard,
    finishedAt: race.finishedAt?.toISOString() ?? null,
    finishSeconds: race.finishSeconds,
    certificateUrl: race.finishedAt && race.hasCertificate ? certificateUrl : null,
    medal: race.medal
      ? {
          status: race.medal.status,
          address: race.medal.address,
          carrier: race.medal.carrier,
          trackingNumber: race.medal.trackingNumber,
          trackingUrl: trackingLink(race.medal),
          shippedAt: race.medal.shippedAt?.toISOString() ?? null,
        }
      : null,
  }
}

export type RaceView = ReturnType<typeof raceView>

/**
 * A logged run as the app API answers it: `activityType` is the key of the type it counted as (of
 * `types`, the event's), `sport` what its file stated; `reason` says why it is held or rejected and
 * `note` is an editor's word on a rejected run.
 */
export const runView = (run: Run, types: ActivityType[] = []) => ({
  id: run.id,
  startedAt: run.startedAt.toISOString(),
  distanceMeters: run.distanceMeters,
  durationSeconds: run.durationSeconds,
  activityType: types.find((type) => type.id === run.activityTypeId)?.key ?? null,
  sport: run.sport,
  source: run.source,
  status: run.status,
  reason: run.reason,
  note: run.reviewNote,
})

export type RunView = ReturnType<typeof runView>
