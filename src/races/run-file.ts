import { DomainError } from '../lib/errors'
import type { MessageKey } from '../i18n/messages'
import type { Locale } from '../i18n/locales'
import type { ActivityReading, ActivityRefusal } from './activity'
import { type ActivityType, type FileRun, runOfActivity } from './activity-types'

/** The largest activity file a runner may upload (docs/site-api.md, Races). */
export const MAX_RUN_FILE_BYTES = 10 * 1024 * 1024
/** One run's bounds, by hand or from a file: 1,000 km, a week. */
export const MAX_RUN_METERS = 1_000_000
export const MAX_RUN_SECONDS = 7 * 24 * 60 * 60
/**
 * Faster than anyone runs even 100 m (the world record's 10.44 m/s, 37.6 km/h): a file claiming
 * it over its whole distance is a car, a bike or a broken clock, and is refused outright. Slower
 * but still beyond the world record is held for an editor instead (plausibility.ts).
 */
export const MAX_HUMAN_METERS_PER_SECOND = 100 / 9.58

const messageOf: Record<ActivityRefusal, MessageKey> = {
  empty: 'races.file.empty',
  'too-large': 'races.file.tooLarge',
  'unsupported-type': 'races.file.unsupported-type',
  unreadable: 'races.file.unreadable',
  'bad-checksum': 'races.file.unreadable',
  'too-complex': 'races.file.too-complex',
  'too-slow': 'races.file.too-slow',
  'not-an-activity': 'races.file.not-an-activity',
  'no-start-time': 'races.file.no-start-time',
  'no-distance': 'races.file.no-distance',
}

const refusal = (key: MessageKey) => new DomainError('invalid_request', key, { fieldErrors: { file: [key] } })

/**
 * The run a file gives toward an event: the legs its activity types count (activity-types.ts),
 * held to a run's bounds; a 400 (413 when too large) saying why it cannot count otherwise.
 */
export function runOfFile(reading: ActivityReading, types: ActivityType[], event: { title: string; locale: Locale }): FileRun {
  if (!reading.ok) {
    if (reading.reason === 'too-large') throw new DomainError('too_large', 'races.file.tooLarge', { fieldErrors: { file: ['races.file.tooLarge'] } })
    throw refusal(messageOf[reading.reason])
  }
  const run = runOfActivity(reading.activity, types, event)
  const distanceMeters = Math.round(run.distanceMeters)
  const durationSeconds = Math.max(1, Math.round(run.durationSeconds))
  if (!(distanceMeters >= 1)) throw refusal('races.file.no-distance')
  // A file's own totals are whatever it says: one that claims more than a person can do is not believed.
  if (distanceMeters > MAX_RUN_METERS || distanceMeters / durationSeconds > MAX_HUMAN_METERS_PER_SECOND) throw refusal('races.file.impossible')
  if (!(durationSeconds <= MAX_RUN_SECONDS)) throw refusal('races.file.not-an-activity')
  return { ...run, distanceMeters, durationSeconds }
}
