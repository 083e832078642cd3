import { DomainError } from '../lib/errors'
import { formatNames } from '../i18n/format'
import type { Locale } from '../i18n/locales'
import { type Activity, type Leg, spanOf } from './activity'
import type { Sport } from './sport'

/**
 * What an event counts (set by editors per event: run, walk, wheelchair, and any type they add),
 * each mapped to the sports a file may record for it. The first is the event's default: a file
 * that names no sport, and a run logged without a type, count as it.
 */
export type ActivityType = { id: number; key: string; name: string; sports: Sport[] }

/** The default types of a new event, by key (seeded and created by the migration). */
export const DEFAULT_ACTIVITY_TYPE_KEYS = ['run', 'walk'] as const

const allows = (type: ActivityType, sport: Sport) => type.sports.includes(sport)

/** A run as a file gives it, once the event's types have chosen which of its legs count. */
export type FileRun = {
  startedAt: Date
  distanceMeters: number
  /** Moving time, or elapsed time when the file records no movement. */
  durationSeconds: number
  /** From its start to its end, pauses included (at least the moving time): the time it takes up. */
  elapsedSeconds: number
  activityType: ActivityType
  /** The sport of the counted legs as the file states it; null when it states none. */
  sport: Sport | null
}

/**
 * The type a leg counts as: the event's type of its sport; for a leg that names none, the first
 * type when the file names no sport at all, and none when its other legs do (a triathlon's
 * "generic" leg could be any of them). Null when the event does not count it.
 */
export function typeOfLeg(leg: Pick<Leg, 'sport'>, types: ActivityType[], fileNamesSports: boolean): ActivityType | null {
  if (leg.sport === null) return fileNamesSports ? null : (types[0] ?? null)
  return types.find((type) => allows(type, leg.sport!)) ?? null
}

/**
 * The part of a file an event counts. A file of one allowed sport counts whole; a multisport file
 * counts its allowed legs only (transitions and legs that name no sport never), and a leg recorded
 * twice once; a file of no allowed sport is refused with a message that names its sport and what
 * the event counts. A file that names no sport at all counts as the event's first type.
 */
export function runOfActivity(activity: Activity, types: ActivityType[], event: { title: string; locale: Locale }): FileRun {
  const legs = activity.legs.filter((leg) => leg.sport !== 'transition')
  const namesSports = legs.some((leg) => leg.sport !== null)
  const typed = legs.map((leg) => ({ leg, type: typeOfLeg(leg, types, namesSports) })).filter((c): c is { leg: Leg; type: ActivityType } => c.type !== null)
  if (typed.length === 0) {
    const main = [...legs].sort((a, b) => b.distanceMeters - a.distanceMeters)[0]
    throw new DomainError('invalid_request', 'races.file.wrongSport', {
      values: {
        sport: main?.sport ?? 'other',
        event: event.title,
        types: formatNames(
          types.map((type) => type.name),
          event.locale,
        ),
      },
      fieldErrors: { file: ['races.file.wrongSport'] },
    })
  }
  const counted = withoutRepeats(typed)
  // The leg that covers most ground names the run's type and sport.
  const main = counted.reduce((longest, c) => (c.leg.distanceMeters > longest.leg.distanceMeters ? c : longest))
  const whole = counted.length === activity.legs.length
  const span = spanOf(counted.map((c) => c.leg))
  const moving = whole ? activity.movingSeconds : counted.reduce((sum, c) => sum + c.leg.movingSeconds, 0)
  const elapsed = whole ? activity.elapsedSeconds : (span.endMs - span.startMs) / 1000
  return {
    startedAt: whole ? activity.startedAt : new Date(span.startMs),
    distanceMeters: whole ? activity.distanceMeters : counted.reduce((sum, c) => sum + c.leg.distanceMeters, 0),
    durationSeconds: moving || elapsed,
    elapsedSeconds: Math.max(elapsed, moving),
    activityType: main.type,
    sport: main.leg.sport,
  }
}

/** A minute of overlap between legs is a device's rounding; more is the same time recorded twice. */
const LEG_OVERLAP_MS = 60_000

/**
 * The legs in the order they were done, without any that starts before the one before it ended:
 * a session, an activity or a track recorded twice in one file (chained copies, merged exports)
 * counts once.
 */
function withoutRepeats<T extends { leg: Leg }>(legs: T[]): T[] {
  const kept: T[] = []
  let endMs = Number.NEGATIVE_INFINITY
  for (const item of [...legs].sort((a, b) => a.leg.startedAt.getTime() - b.leg.startedAt.getTime())) {
    const start = item.leg.startedAt.getTime()
    if (start < endMs - LEG_OVERLAP_MS) continue
    kept.push(item)
    endMs = Math.max(endMs, start + item.leg.elapsedSeconds * 1000)
  }
  return kept
}

/** The event's type of this key (a run logged by hand or pushed by the app); refused, naming the types, when the event has none of that key. */
export function typeOfKey(key: string, types: ActivityType[], locale: Locale): ActivityType {
  const type = types.find((t) => t.key === key)
  if (type) return type
  throw new DomainError('invalid_request', 'races.unknownActivityType', {
    values: {
      types: formatNames(
        types.map((t) => t.name),
        locale,
      ),
    },
    fieldErrors: { activityType: ['races.unknownActivityType'] },
  })
}
