/** Spec §9: a loading state, once shown, stays at least 200 ms so it never flickers. */
export const MIN_LOADING_MS = 200

export async function withMinimumDuration<T>(work: Promise<T>, ms = MIN_LOADING_MS): Promise<T> {
  const [settled] = await Promise.allSettled([work, new Promise((resolve) => setTimeout(resolve, ms))])
  if (settled.status === 'rejected') throw settled.reason
  return settled.value
}

/**
 * Settles once `work` has and the time since the call is a whole number of `stepMs` (one at
 * least): kinds of work that differ a little in time answer at the same moment, and on a busy
 * machine, where the work outlasts a step, they still meet at the next one.
 */
export async function withDurationInSteps<T>(work: Promise<T>, stepMs: number, now: () => number = () => performance.now()): Promise<T> {
  const started = now()
  const [settled] = await Promise.allSettled([work])
  const elapsed = now() - started
  const steps = Math.max(1, Math.ceil(elapsed / stepMs))
  await new Promise((resolve) => setTimeout(resolve, steps * stepMs - elapsed))
  if (settled.status === 'rejected') throw settled.reason
  return settled.value
}
