import { CrcCalculator, Decoder, type FitMessages, Stream } from '@garmin/fitsdk'
import { type ActivityReading, refuse } from './activity'
import { plausibleMs, TrackSummary } from './track'

/**
 * FIT, read with Garmin's SDK. The header and checksum are checked here first, so that a cut-off file
 * and a damaged one are told apart; the decoder then reads leniently (a decoding error after the
 * run's messages, such as trailing bytes, does not lose them).
 */

const SEMICIRCLES_TO_DEGREES = 180 / 2 ** 31

const isFitHeader = (bytes: Uint8Array) => bytes.length >= 12 && bytes[8] === 0x2e && bytes[9] === 0x46 && bytes[10] === 0x49 && bytes[11] === 0x54 // ".FIT"

/** Whether the bytes start like a FIT file (".FIT" at offset 8). */
export const looksLikeFit = isFitHeader

const uint16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8)
const uint32 = (bytes: Uint8Array, at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0

const msOf = (value: unknown): number => (value instanceof Date ? plausibleMs(value.getTime()) : Number.NaN)
const positive = (value: unknown): number => (typeof value === 'number' && value > 0 && Number.isFinite(value) ? value : 0)
const sum = (messages: Record<string, unknown>[] | undefined, field: string) => (messages ?? []).reduce((total, message) => total + positive(message[field]), 0)
const earliest = (values: number[]) => values.reduce((first, ms) => (ms < first || Number.isNaN(first) ? ms : first), Number.NaN)

/** FIT file types that are not a recorded activity (FIT's `file` enum). */
const NOT_ACTIVITIES: Record<string, string> = {
  course: 'a course',
  workout: 'a workout',
  schedules: 'a training schedule',
  settings: 'device settings',
  sport: 'sport settings',
  totals: 'totals',
  goals: 'goals',
  segment: 'a segment',
  monitoringA: 'daily monitoring',
  monitoringB: 'daily monitoring',
  monitoringDaily: 'daily monitoring',
}

export function readFit(bytes: Uint8Array): ActivityReading {
  if (!isFitHeader(bytes)) return refuse('unreadable', 'The file is not a FIT file (no ".FIT" in its header).')
  const headerSize = bytes[0]!
  if (headerSize !== 12 && headerSize !== 14) return refuse('unreadable', `The FIT header is damaged (it gives its size as ${headerSize} bytes).`)
  const end = headerSize + uint32(bytes, 4)
  if (bytes.length < end + 2) return refuse('unreadable', `The FIT file ends early (${bytes.length} of ${end + 2} bytes): it was cut off. Export it again.`)
  if (headerSize === 14) {
    const headerCrc = uint16(bytes, 12)
    if (headerCrc !== 0 && headerCrc !== CrcCalculator.calculateCRC(bytes, 0, 12)) return refuse('bad-checksum', "The FIT header's checksum does not match: the file is damaged.")
  }
  if (uint16(bytes, end) !== CrcCalculator.calculateCRC(bytes, 0, end)) return refuse('bad-checksum', "The FIT file's checksum does not match its content: the file is damaged.")

  const { messages, errors } = new Decoder(Stream.fromByteArray(bytes)).read({
    // Only what the figures below use: components (expanded speed, altitude…) and HR merging are skipped.
    expandComponents: false,
    mergeHeartRates: false,
    includeUnknownData: false,
  })
  const kind = NOT_ACTIVITIES[String(messages.fileIdMesgs?.[0]?.type)]
  if (kind) return refuse('not-an-activity', `The FIT file holds ${kind}, not a recorded run.`)
  const sessions = (messages.sessionMesgs ?? []) as Record<string, unknown>[]
  const laps = (messages.lapMesgs ?? []) as Record<string, unknown>[]
  const records = (messages.recordMesgs ?? []) as Record<string, unknown>[]
  if (sessions.length === 0 && laps.length === 0 && records.length === 0) {
    if (errors.length > 0) return refuse('unreadable', `The FIT file could not be decoded: ${String(errors[0]?.message ?? errors[0])}`)
    return refuse('not-an-activity', 'The FIT file holds no session, lap or record.')
  }

  // The records, walked once: they give the start when no session does, and the distance and times when no totals do.
  const track = new TrackSummary()
  let recordMetersMax = 0
  for (const record of records) {
    const lat = typeof record.positionLat === 'number' ? record.positionLat * SEMICIRCLES_TO_DEGREES : Number.NaN
    const lon = typeof record.positionLong === 'number' ? record.positionLong * SEMICIRCLES_TO_DEGREES : Number.NaN
    track.add(lat, lon, msOf(record.timestamp))
    const meters = positive(record.distance)
    if (meters > recordMetersMax) recordMetersMax = meters
  }

  let startMs = earliest(sessions.map((session) => msOf(session.startTime)).filter((ms) => !Number.isNaN(ms)))
  if (Number.isNaN(startMs)) startMs = track.firstMs
  if (Number.isNaN(startMs)) startMs = earliest(laps.map((lap) => msOf(lap.startTime)).filter((ms) => !Number.isNaN(ms)))
  if (Number.isNaN(startMs)) return refuse('no-start-time', 'The FIT file has no usable times (the device clock may not have been set).')

  const distanceMeters = sum(sessions, 'totalDistance') || sum(laps, 'totalDistance') || recordMetersMax || track.distanceMeters
  if (!(distanceMeters > 0)) return refuse('no-distance', 'The FIT file gives no distance and has no positions to measure.')
  const elapsedFromTimes = Number.isNaN(track.lastMs) ? 0 : Math.max(0, (track.lastMs - startMs) / 1000)

  return {
    ok: true,
    activity: {
      format: 'fit',
      startedAt: new Date(startMs),
      distanceMeters,
      movingSeconds: sum(sessions, 'totalTimerTime') || sum(laps, 'totalTimerTime') || track.movingSeconds,
      elapsedSeconds: sum(sessions, 'totalElapsedTime') || sum(laps, 'totalElapsedTime') || elapsedFromTimes,
      points: records.length,
      source: deviceOf(messages),
    },
  }
}

/** "garmin fr255Music", "coros …", or the product name the file gives; '' when the file says nothing. */
function deviceOf(messages: FitMessages): string {
  const fileId = (messages.fileIdMesgs?.[0] ?? {}) as Record<string, unknown>
  const named = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '')
  const product = named(fileId.productName) || named(fileId.garminProduct) || named(fileId.faveroProduct) || named(fileId.product)
  return [named(fileId.manufacturer), product].filter(Boolean).join(' ')
}
