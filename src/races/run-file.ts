import { DomainError } from '../lib/errors'
import type { MessageKey } from '../i18n/messages'
import type { ActivityRefusal } from './activity'
import { readActivityFile } from './activity-file'

/** The largest activity file a runner may upload (docs/site-api.md, Races). */
export const MAX_RUN_FILE_BYTES = 10 * 1024 * 1024
/** One run's bounds, by hand or from a file: 1,000 km, a week. */
export const MAX_RUN_METERS = 1_000_000
export const MAX_RUN_SECONDS = 7 * 24 * 60 * 60

const messageOf: Record<ActivityRefusal, MessageKey> = {
  empty: 'races.file.empty',
  'too-large': 'races.file.tooLarge',
  'unsupported-type': 'races.file.unsupported-type',
  unreadable: 'races.file.unreadable',
  'bad-checksum': 'races.file.unreadable',
  'not-an-activity': 'races.file.not-an-activity',
  'no-start-time': 'races.file.no-start-time',
  'no-distance': 'races.file.no-distance',
}

/**
 * An uploaded file as one run: its start, distance and moving time (the elapsed time when the file
 * records no movement), or a 400 (413 when too large) saying why it cannot be read.
 */
export function readRunFile(bytes: Uint8Array, fileName?: string) {
  if (bytes.byteLength > MAX_RUN_FILE_BYTES) throw new DomainError('too_large', 'races.file.tooLarge')
  const reading = readActivityFile(bytes, fileName)
  if (!reading.ok) {
    const key = messageOf[reading.reason]
    throw new DomainError(reading.reason === 'too-large' ? 'too_large' : 'invalid_request', key, { fieldErrors: { file: [key] } })
  }
  const { activity } = reading
  const distanceMeters = Math.round(activity.distanceMeters)
  const durationSeconds = Math.max(1, Math.round(activity.movingSeconds || activity.elapsedSeconds))
  // A file's own totals are whatever it says: held to the bounds a run logged by hand has.
  if (!(distanceMeters >= 1 && distanceMeters <= MAX_RUN_METERS)) throw new DomainError('invalid_request', 'races.file.no-distance', { fieldErrors: { file: ['races.file.no-distance'] } })
  if (!(durationSeconds <= MAX_RUN_SECONDS)) throw new DomainError('invalid_request', 'races.file.not-an-activity', { fieldErrors: { file: ['races.file.not-an-activity'] } })
  return { startedAt: activity.startedAt, distanceMeters, durationSeconds, format: activity.format, device: activity.source.slice(0, 100) || null }
}
