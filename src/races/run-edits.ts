import type { MedalStatus } from './medals'
import type { RaceTotals, Run, RunStatus } from './race'

/** What the runner may still do with one of their runs (docs/decisions/0041-editing-runs-units-and-the-board.md). */
export type RunChange = 'edit' | 'delete'

/**
 * A run logged by hand may be corrected or deleted; one read from a file or sent by the app is the
 * device's record, so it may only be deleted. A rejected run stays as the editor left it, except
 * that the runner may delete it.
 */
export function mayChange(run: Pick<Run, 'source' | 'status'>, change: RunChange): boolean {
  if (change === 'delete') return true
  return run.source === 'manual' && run.status !== 'rejected'
}

/** What a run adds to the totals: a counted run its distance, time and one run; any other nothing. */
export const contribution = (run: { status: RunStatus; distanceMeters: number; durationSeconds: number }): RaceTotals =>
  run.status === 'counted' ? { meters: run.distanceMeters, seconds: run.durationSeconds, runs: 1 } : { meters: 0, seconds: 0, runs: 0 }

/** How the totals move when a run goes from `before` to `after` (null: deleted). */
export function totalsDelta(before: Parameters<typeof contribution>[0], after: Parameters<typeof contribution>[0] | null): RaceTotals {
  const was = contribution(before)
  const is = after ? contribution(after) : { meters: 0, seconds: 0, runs: 0 }
  return { meters: is.meters - was.meters, seconds: is.seconds - was.seconds, runs: is.runs - was.runs }
}

/**
 * A finished race whose distance falls below its target again is no longer finished: its finish,
 * time and certificate go. Its medal's shipment is withdrawn only while nothing has been done with
 * it on the runner's behalf beyond the address (not packed, not shipped), and only when it was
 * opened by the finish (an event that ships before the window owes the medal to every entrant).
 */
export function unfinishing(state: { finished: boolean; meters: number; targetMeters: number }): boolean {
  return state.finished && state.meters < state.targetMeters
}

export const withdrawsMedal = (status: MedalStatus, shipsBeforeWindow: boolean) => !shipsBeforeWindow && (status === 'awaiting-address' || status === 'address-confirmed')
