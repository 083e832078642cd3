import { loggingEndsAt, type RaceWindow } from './window'

/** One run as logged: by hand, read from a file, or pushed by the app. */
export type RunLog = { startedAt: Date; distanceMeters: number; durationSeconds: number }

export type Judgement =
  | { outcome: 'counted' }
  /** Stored, not counted, until an editor looks at it. */
  | { outcome: 'held'; reason: 'implausible-pace' }
  /** Not stored. */
  | { outcome: 'refused'; reason: 'before-window' | 'after-window' | 'in-future' | 'logging-closed' }

/** Clocks of phones and watches drift: a run that "ends" this much in the future is still believed. */
const CLOCK_SLACK_MS = 5 * 60_000

/**
 * Men's world-record times (distance in metres, seconds), road and track, from 100 m to six days.
 * Between two records the curve is straight in log–log; nobody runs faster than it, and it is far
 * slower than a car or a bike, so it catches both.
 */
const RECORDS: readonly (readonly [number, number])[] = [
  [100, 9.58],
  [400, 43.03],
  [800, 100.91],
  [1500, 206],
  [5000, 755.36],
  [10000, 1571],
  [21097.5, 3402],
  [42195, 7235],
  [100000, 21935],
  [319614, 86400],
  [1036800, 518400],
]

/** The fastest a human has covered `meters`, in seconds. */
export function recordSeconds(meters: number): number {
  const first = RECORDS[0]!
  const last = RECORDS[RECORDS.length - 1]!
  if (meters <= first[0]) return (meters / first[0]) * first[1]
  if (meters >= last[0]) return (meters / last[0]) * last[1]
  const i = RECORDS.findIndex(([d]) => d >= meters)
  const [d0, t0] = RECORDS[i - 1]!
  const [d1, t1] = RECORDS[i]!
  const share = Math.log(meters / d0) / Math.log(d1 / d0)
  return Math.exp(Math.log(t0) + share * Math.log(t1 / t0))
}

export const isImplausiblePace = (run: Pick<RunLog, 'distanceMeters' | 'durationSeconds'>) => run.durationSeconds < recordSeconds(run.distanceMeters)

/**
 * Whether a run counts toward the race (docs/decisions/0028-race-rules.md): it must start inside
 * the entrant's window and be logged before the grace period after it ends; a run faster than the
 * world record for its distance is held for an editor instead.
 */
export function judgeRun(window: RaceWindow, run: RunLog, now: Date): Judgement {
  const endsAt = run.startedAt.getTime() + run.durationSeconds * 1000
  if (endsAt > now.getTime() + CLOCK_SLACK_MS) return { outcome: 'refused', reason: 'in-future' }
  if (run.startedAt < window.opensAt) return { outcome: 'refused', reason: 'before-window' }
  if (run.startedAt >= window.closesAt) return { outcome: 'refused', reason: 'after-window' }
  if (now > loggingEndsAt(window)) return { outcome: 'refused', reason: 'logging-closed' }
  if (isImplausiblePace(run)) return { outcome: 'held', reason: 'implausible-pace' }
  return { outcome: 'counted' }
}
