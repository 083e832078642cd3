/** A counted run, as the finish line needs it. */
export type CountedRun = { startedAt: Date; distanceMeters: number; durationSeconds: number }

export type FinishLine = { finishedAt: Date; movingSeconds: number }

/**
 * Where the target was reached: runs taken in the order they were run (not logged), the one that
 * takes the total to the target finishes the race at its end; the time taken is the running time of
 * the runs up to it. Null while the total is short.
 */
export function finishLine(runs: CountedRun[], targetMeters: number): FinishLine | null {
  let meters = 0
  let seconds = 0
  for (const run of [...runs].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())) {
    meters += run.distanceMeters
    seconds += run.durationSeconds
    if (meters >= targetMeters) return { finishedAt: new Date(run.startedAt.getTime() + run.durationSeconds * 1000), movingSeconds: seconds }
  }
  return null
}

/** Whole per cent of the target, at most 100 (a finisher who runs on stays at 100). */
export const percentOf = (meters: number, targetMeters: number) => (targetMeters > 0 ? Math.min(100, Math.floor((meters / targetMeters) * 100)) : 0)
