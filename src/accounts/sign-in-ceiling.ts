import { DomainError } from '../lib/errors'

/**
 * Failed sign-ins per account (the normalised email, from any address): the first 10 within an
 * hour cost nothing; after them each attempt waits for a delay since the last failure that doubles
 * with every further failure, from 30 seconds up to 15 minutes. A delay, never a lockout: a
 * stranger can make the owner wait at most 15 minutes, and a reset link always gets them in
 * (docs/decisions/0031-failed-sign-in-delay.md).
 */
export const SIGN_IN_CEILING = { freeFailures: 10, windowMs: 60 * 60_000, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 }
export type SignInCeiling = typeof SIGN_IN_CEILING

/** An account's failed sign-ins within the window: how many, and when the newest was (ms). */
export type FailedSignIns = { count: number; lastAt: number | null }

/** Where the failures of each account are counted (keyed by normalised email). */
export type FailedSignInStore = {
  failures(email: string): Promise<FailedSignIns>
  /** Counts one failure; answers how many there are now, this one included. */
  failed(email: string): Promise<number>
  /** The owner got in: their earlier failures no longer count. */
  cleared(email: string): Promise<void>
}

/** The email an account's failures count under, however it was typed. */
export const accountKey = (email: string) => email.trim().toLowerCase()

/** The delay, in seconds, that `count` failures impose from the newest of them (0 below the ceiling). */
export function delayAfter(count: number, ceiling: SignInCeiling = SIGN_IN_CEILING): number {
  if (count < ceiling.freeFailures) return 0
  const doublings = Math.min(count - ceiling.freeFailures, 30)
  return Math.min(ceiling.maxDelaySeconds, ceiling.firstDelaySeconds * 2 ** doublings)
}

/** How many seconds the next attempt must still wait (0: it may go ahead). */
export function secondsToWait(failures: FailedSignIns, now: number, ceiling: SignInCeiling = SIGN_IN_CEILING): number {
  const delay = delayAfter(failures.count, ceiling)
  if (!delay || failures.lastAt === null) return 0
  return Math.max(0, Math.ceil((failures.lastAt + delay * 1000 - now) / 1000))
}

/**
 * Runs a sign-in attempt under the account's ceiling: refused with 429 and Retry-After while the
 * account's delay runs, counted when it fails for a wrong email or password, and clearing the
 * account's failures when it succeeds. Unknown emails count the same way, so the answer never
 * says whether an account exists. An attempt that could reach the ceiling is counted before it
 * runs: of attempts sent at the same moment once a delay is over, only the first goes ahead.
 */
export async function withSignInCeiling<T>(store: FailedSignInStore, email: string, attempt: () => Promise<T>, options: { now?: number; ceiling?: SignInCeiling } = {}): Promise<T> {
  const key = accountKey(email)
  const ceiling = options.ceiling ?? SIGN_IN_CEILING
  const now = options.now ?? Date.now()
  const before = await store.failures(key)
  const wait = secondsToWait(before, now, ceiling)
  if (wait > 0) throw new DomainError('rate_limited', 'signInCeiling.wait', { retryAfterSeconds: wait })
  const countedFirst = before.count + 1 >= ceiling.freeFailures
  if (countedFirst) {
    const count = await store.failed(key)
    // Another attempt was counted since we looked: it is the newest, and this one waits after it.
    if (count > before.count + 1) throw new DomainError('rate_limited', 'signInCeiling.wait', { retryAfterSeconds: delayAfter(count - 1, ceiling) })
  }
  let result: T
  try {
    result = await attempt()
  } catch (error) {
    if (!countedFirst && error instanceof DomainError && error.code === 'invalid_request') await store.failed(key)
    throw error
  }
  await store.cleared(key)
  return result
}
