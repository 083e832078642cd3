/** What reading an uploaded activity file gives: the run it records, or why it was refused. */
import type { Sport } from './sport'

export type ActivityFormat = 'gpx' | 'tcx' | 'fit'

/**
 * One sport's part of a file: the whole file for most, a session of a multisport FIT, an Activity
 * of a TCX, a track of a GPX.
 */
export type Leg = {
  /** null when the file does not say (FIT generic, TCX Other, a GPX without <type>). */
  sport: Sport | null
  /** The sport as the file names it ("cycling/road", "Biking", "VirtualRun"), for people; '' when none. */
  label: string
  startedAt: Date
  distanceMeters: number
  movingSeconds: number
  elapsedSeconds: number
}

export type Activity = {
  format: ActivityFormat
  /** The first timestamp the file holds. */
  startedAt: Date
  /** The file's own total where it has one, else measured along the track. */
  distanceMeters: number
  /** Time spent moving: the device's timer time where the file has it, else worked out from the track. */
  movingSeconds: number
  /** From the first timestamp to the last, pauses included. */
  elapsedSeconds: number
  /** Track points read (GPX trkpt with a position, TCX Trackpoint, FIT record). */
  points: number
  /** The app or device that made the file, if it says ('' when it does not). */
  source: string
  /** Its parts by sport, in the order they were done; the figures above cover them all. */
  legs: Leg[]
}

/** Why a file was refused; `detail` says it in a sentence (English, for logs and support). */
export const ACTIVITY_REFUSALS = [
  /** Zero bytes. */
  'empty',
  /** Over MAX_ACTIVITY_FILE_BYTES: refused before it is read. */
  'too-large',
  /** Not GPX, TCX or FIT (a picture, an archive, KML, JSON, …). */
  'unsupported-type',
  /** GPX, TCX or FIT by its name or first bytes, but damaged: cut off, malformed, nested too deep, or with a DOCTYPE. */
  'unreadable',
  /** A FIT file whose checksum does not match its content. */
  'bad-checksum',
  /** More structure than any activity holds (messages, developer fields, attributes, elements): refused before the work grows. */
  'too-complex',
  /** Reading it took longer than a file may (the reader was stopped). */
  'too-slow',
  /** A readable file with no recorded run in it: a route, a course, a workout, no track points. */
  'not-an-activity',
  /** The track has no usable timestamps, so when the run happened is unknown. */
  'no-start-time',
  /** Neither a total distance nor two positions to measure between. */
  'no-distance',
] as const

export type ActivityRefusal = (typeof ACTIVITY_REFUSALS)[number]

export type ActivityReading = { ok: true; activity: Activity } | { ok: false; reason: ActivityRefusal; detail: string }

export const refuse = (reason: ActivityRefusal, detail: string): ActivityReading => ({ ok: false, reason, detail })

/** Legs a file may hold (sessions, activities, tracks): a triathlon has five; past this a file is refused, not read. */
export const MAX_LEGS = 100

export const tooManyLegs = (legs: string) => refuse('too-complex', `The file holds more than ${MAX_LEGS} ${legs}: no activity does.`)

/** When the legs begin and end (from the first one's start to the latest end), in ms. */
export function spanOf(legs: Pick<Leg, 'startedAt' | 'elapsedSeconds'>[]): { startMs: number; endMs: number } {
  let startMs = Number.POSITIVE_INFINITY
  let endMs = Number.NEGATIVE_INFINITY
  for (const leg of legs) {
    const start = leg.startedAt.getTime()
    if (start < startMs) startMs = start
    if (start + leg.elapsedSeconds * 1000 > endMs) endMs = start + leg.elapsedSeconds * 1000
  }
  return { startMs, endMs }
}
