/** Spec §9: a loading state, once shown, stays at least 200 ms so it never flickers. */
export const MIN_LOADING_MS = 200

export async function withMinimumDuration<T>(work: Promise<T>, ms = MIN_LOADING_MS): Promise<T> {
  const [settled] = await Promise.allSettled([work, new Promise((resolve) => setTimeout(resolve, ms))])
  if (settled.status === 'rejected') throw settled.reason
  return settled.value
}
