import { isImplausiblePace, recordSeconds } from './counting'
import type { RunReason } from './race'
import { wallClock } from './zoned-time'

/** A run's place in time and its distance. */
export type RunSpan = { startedAt: Date; distanceMeters: number; durationSeconds: number }

/** What the pace rules read of the event and entry. */
export type PaceRules = {
  /** Most metres counted on one calendar day of the entrant's clock; null for no cap. */
  dailyCapMeters: number | null
  timezone: string
}

/** The world-record curve ends at six days: runs farther apart than this are judged apart. */
export const PACE_HORIZON_MS = 7 * 24 * 3_600_000

/** Runs judged together at most (a week of a runner's runs is far fewer). */
export const MAX_RUNS_JUDGED = 2_000

const endOf = (run: RunSpan) => run.startedAt.getTime() + run.durationSeconds * 1000

/**
 * Why a new run is held for review, judged with the runner's other counted and held runs (not
 * rejected ones), or null when it may count:
 *   - `implausible-pace`: the run alone is faster than the world record for its distance;
 *   - `pace-across-runs`: some runs in a row that include it cover more ground, from the first
 *     one's start to the last one's end, than the world record allows in that time: splitting a
 *     run into pieces, or logging it twice with a gap, does not beat the rule. The rests between
 *     runs count as time, so real training never trips it;
 *   - `daily-distance`: with it, the day's runs (by their start on the entrant's clock) pass the
 *     event's daily cap.
 * Runs are taken in the order they started; overlapping runs are refused before this.
 */
export function holdReason(run: RunSpan, others: RunSpan[], rules: PaceRules): RunReason | null {
  if (isImplausiblePace(run)) return 'implausible-pace'
  const near = others.filter((other) => Math.abs(other.startedAt.getTime() - run.startedAt.getTime()) <= PACE_HORIZON_MS)
  if (rules.dailyCapMeters !== null) {
    const day = wallClock(run.startedAt, rules.timezone).day
    const sameDay = near.filter((other) => wallClock(other.startedAt, rules.timezone).day === day).reduce((sum, other) => sum + other.distanceMeters, 0)
    if (sameDay + run.distanceMeters > rules.dailyCapMeters) return 'daily-distance'
  }
  const distance = (other: RunSpan) => Math.abs(other.startedAt.getTime() - run.startedAt.getTime())
  const nearest = near.length > MAX_RUNS_JUDGED ? [...near].sort((a, b) => distance(a) - distance(b)).slice(0, MAX_RUNS_JUDGED) : near
  return fasterTogether(run, nearest) ? 'pace-across-runs' : null
}

/** Whether a series of consecutive runs that includes `run` beats the record for its span. */
function fasterTogether(run: RunSpan, others: RunSpan[]): boolean {
  const runs = [...others, run].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
  const at = runs.indexOf(run)
  // Metres up to each run (prefix sums): any series i..j costs one subtraction.
  const before = [0]
  for (const r of runs) before.push(before[before.length - 1]! + r.distanceMeters)
  for (let first = at; first >= 0; first--) {
    const from = runs[first]!.startedAt.getTime()
    for (let last = at; last < runs.length; last++) {
      if (first === last) continue
      const meters = before[last + 1]! - before[first]!
      const seconds = (endOf(runs[last]!) - from) / 1000
      if (seconds < recordSeconds(meters)) return true
    }
  }
  return false
}
