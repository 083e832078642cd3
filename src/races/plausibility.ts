import { isImplausiblePace, recordSeconds } from './counting'
import type { RunReason } from './race'

/** A run's place in time and its distance; it takes up its elapsed time when longer than its moving time. */
export type RunSpan = { startedAt: Date; distanceMeters: number; durationSeconds: number; elapsedSeconds?: number }

/** What the pace rules read of the event and entry. */
export type PaceRules = {
  /** Most metres counted in any 24 hours; null for no cap. */
  dailyCapMeters: number | null
}

/** The world-record curve ends at six days: runs farther apart than this are judged apart. */
export const PACE_HORIZON_MS = 7 * 24 * 3_600_000

/** Runs judged together at most (a week of a runner's runs is far fewer). */
export const MAX_RUNS_JUDGED = 2_000

/** When a run ended: its start plus the time it took up. */
export const endOf = (run: RunSpan) => run.startedAt.getTime() + Math.max(run.durationSeconds, run.elapsedSeconds ?? 0) * 1000

/**
 * Why a new run is held for review, judged with the runner's other counted and held runs (not
 * rejected ones), or null when it may count:
 *   - `implausible-pace`: the run alone is faster than the world record for its distance;
 *   - `pace-across-runs`: some runs in a row that include it cover more ground, from the first
 *     one's start to the last one's end, than the world record allows in that time: splitting a
 *     run into pieces, or logging it twice with a gap, does not beat the rule. The rests between
 *     runs count as time, so real training never trips it;
 *   - `daily-distance`: with it, the runs that start within some 24 hours pass the event's daily cap.
 * Runs are taken in the order they started; overlapping runs are refused before this.
 */
export function holdReason(run: RunSpan, others: RunSpan[], rules: PaceRules): RunReason | null {
  if (isImplausiblePace(run)) return 'implausible-pace'
  const near = others.filter((other) => Math.abs(other.startedAt.getTime() - run.startedAt.getTime()) <= PACE_HORIZON_MS)
  if (rules.dailyCapMeters !== null && mostInADay(run, near) > rules.dailyCapMeters) return 'daily-distance'
  const distance = (other: RunSpan) => Math.abs(other.startedAt.getTime() - run.startedAt.getTime())
  const nearest = near.length > MAX_RUNS_JUDGED ? [...near].sort((a, b) => distance(a) - distance(b)).slice(0, MAX_RUNS_JUDGED) : near
  return fasterTogether(run, nearest) ? 'pace-across-runs' : null
}

const DAY_MS = 24 * 3_600_000

/**
 * The most metres the runs starting within any 24 hours that include `run`'s start add up to. A
 * sliding day, not a calendar one: two long runs either side of midnight are one day's running.
 */
function mostInADay(run: RunSpan, others: RunSpan[]): number {
  const at = run.startedAt.getTime()
  const around = [...others.filter((other) => Math.abs(other.startedAt.getTime() - at) < DAY_MS), run].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())
  let most = 0
  for (const first of around) {
    const from = first.startedAt.getTime()
    if (from > at || from <= at - DAY_MS) continue
    const meters = around.filter((other) => other.startedAt.getTime() >= from && other.startedAt.getTime() < from + DAY_MS).reduce((sum, other) => sum + other.distanceMeters, 0)
    most = Math.max(most, meters)
  }
  return most
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
