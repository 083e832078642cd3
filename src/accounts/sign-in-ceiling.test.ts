import { describe, expect, it } from 'vitest'
import { DomainError } from '../lib/errors'
import { delayAfter, type FailedSignIns, type FailedSignInStore, SIGN_IN_CEILING, secondsToWait, withSignInCeiling } from './sign-in-ceiling'

function memoryStore(now: () => number): FailedSignInStore & { rows: Map<string, FailedSignIns> } {
  const rows = new Map<string, FailedSignIns>()
  return {
    rows,
    async failures(email) {
      return rows.get(email) ?? { count: 0, lastAt: null }
    },
    async failed(email) {
      const count = (rows.get(email)?.count ?? 0) + 1
      rows.set(email, { count, lastAt: now() })
      return count
    },
    async cleared(email) {
      rows.delete(email)
    },
  }
}

const badCredentials = () => Promise.reject(new DomainError('invalid_request', 'account.badCredentials'))
const outcome = (run: Promise<unknown>) =>
  run.then(
    () => 'signed in',
    (e: DomainError) => e,
  )

describe('delayAfter', () => {
  it('is free up to the ceiling, then doubles from 30 seconds to a 15-minute cap', () => {
    expect(delayAfter(0)).toBe(0)
    expect(delayAfter(SIGN_IN_CEILING.freeFailures - 1)).toBe(0)
    const delays = Array.from({ length: 8 }, (_, i) => delayAfter(SIGN_IN_CEILING.freeFailures + i))
    expect(delays).toEqual([30, 60, 120, 240, 480, 900, 900, 900])
    expect(delayAfter(10_000)).toBe(900)
  })
})

describe('secondsToWait', () => {
  it('counts the delay from the newest failure', () => {
    const failures = { count: SIGN_IN_CEILING.freeFailures + 1, lastAt: 1_000_000 }
    expect(secondsToWait(failures, 1_000_000)).toBe(60)
    expect(secondsToWait(failures, 1_000_000 + 59_500)).toBe(1)
    expect(secondsToWait(failures, 1_000_000 + 60_000)).toBe(0)
    expect(secondsToWait({ count: 3, lastAt: 1_000_000 }, 1_000_000)).toBe(0)
  })
})

describe('withSignInCeiling', () => {
  it('counts wrong emails or passwords per account, however the email is typed, and then makes every attempt wait', async () => {
    let now = 0
    const store = memoryStore(() => now)
    for (let i = 0; i < SIGN_IN_CEILING.freeFailures; i++) {
      expect(await outcome(withSignInCeiling(store, i % 2 ? 'Ann@Example.com' : ' ann@example.com', badCredentials, { now }))).toMatchObject({ key: 'account.badCredentials' })
    }
    expect(store.rows.get('ann@example.com')?.count).toBe(SIGN_IN_CEILING.freeFailures)
    let ran = false
    const refused = await outcome(withSignInCeiling(store, 'ann@example.com', async () => (ran = true), { now: 10_000 }))
    expect(refused).toMatchObject({ code: 'rate_limited', key: 'signInCeiling.wait', retryAfterSeconds: 20 })
    expect(ran).toBe(false)
    // A refused attempt does not lengthen the delay; once it has run out the owner gets in.
    now = 30_000
    expect(await outcome(withSignInCeiling(store, 'ann@example.com', async () => 'ok', { now }))).toBe('signed in')
    expect(store.rows.has('ann@example.com')).toBe(false)
  })

  it('the delay grows with each failure past the ceiling', async () => {
    let now = 0
    const store = memoryStore(() => now)
    for (let i = 0; i < SIGN_IN_CEILING.freeFailures; i++) await outcome(withSignInCeiling(store, 'bo@example.com', badCredentials, { now }))
    const waits: number[] = []
    for (let i = 0; i < 3; i++) {
      now += delayAfter(store.rows.get('bo@example.com')!.count) * 1000
      await outcome(withSignInCeiling(store, 'bo@example.com', badCredentials, { now }))
      waits.push(((await outcome(withSignInCeiling(store, 'bo@example.com', badCredentials, { now }))) as DomainError).retryAfterSeconds!)
    }
    expect(waits).toEqual([60, 120, 240])
  })

  it('of attempts sent at the same moment once the delay is over, only the first goes ahead', async () => {
    let clock = 0
    const store = memoryStore(() => clock)
    for (let i = 0; i < SIGN_IN_CEILING.freeFailures; i++) await outcome(withSignInCeiling(store, 'di@example.com', badCredentials, { now: clock }))
    clock = 30_000
    let guesses = 0
    const guess = () => {
      guesses++
      return badCredentials()
    }
    const answers = await Promise.all(Array.from({ length: 20 }, () => outcome(withSignInCeiling(store, 'di@example.com', guess, { now: clock }))))
    expect(guesses).toBe(1)
    expect(answers.filter((a) => a instanceof DomainError && a.code === 'rate_limited')).toHaveLength(19)
  })

  it('other refusals (a server fault, a limit) count nothing, and other accounts are untouched', async () => {
    const store = memoryStore(() => 0)
    await outcome(withSignInCeiling(store, 'cy@example.com', () => Promise.reject(new Error('database down')), { now: 0 }))
    await outcome(withSignInCeiling(store, 'cy@example.com', () => Promise.reject(new DomainError('rate_limited')), { now: 0 }))
    expect(store.rows.size).toBe(0)
  })
})
