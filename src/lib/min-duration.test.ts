import { afterEach, describe, expect, it, vi } from 'vitest'
import { withDurationInSteps, withMinimumDuration } from './min-duration'

describe('a loading state lasts at least its minimum time (L15)', () => {
  afterEach(() => vi.useRealTimers())

  it('resolves no sooner than the minimum, with the work result', async () => {
    vi.useFakeTimers()
    let done = false
    const result = withMinimumDuration(Promise.resolve('ok'), 200).then((v) => {
      done = true
      return v
    })
    await vi.advanceTimersByTimeAsync(199)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toBe('ok')
  })

  it('rejects with the work error after the minimum', async () => {
    vi.useFakeTimers()
    const result = withMinimumDuration(Promise.reject(new Error('boom')), 200)
    const assertion = expect(result).rejects.toThrow('boom')
    await vi.advanceTimersByTimeAsync(200)
    await assertion
  })
})

describe('work answered in whole steps of time (a sign-up for a new or a taken email)', () => {
  afterEach(() => vi.useRealTimers())

  const settledAt = async (workMs: number, stepMs: number, fails = false) => {
    vi.useFakeTimers()
    const started = Date.now()
    const work = new Promise((resolve, reject) => setTimeout(() => (fails ? reject(new Error('boom')) : resolve('ok')), workMs))
    let at = -1
    const answer = withDurationInSteps(work, stepMs, () => Date.now())
      .catch((error: Error) => error.message)
      .finally(() => {
        at = Date.now() - started
      })
    await vi.advanceTimersByTimeAsync(10 * stepMs)
    return { at, value: await answer }
  }

  it('answers at the end of the first step when the work fits in it, however long it took', async () => {
    expect(await settledAt(40, 500)).toEqual({ at: 500, value: 'ok' })
    expect(await settledAt(460, 500)).toEqual({ at: 500, value: 'ok' })
  })

  it('answers at the end of the step the work ended in when it outlasts one', async () => {
    expect(await settledAt(510, 500)).toEqual({ at: 1000, value: 'ok' })
    expect(await settledAt(1200, 500)).toEqual({ at: 1500, value: 'ok' })
  })

  it('a failure too waits for the end of its step', async () => {
    expect(await settledAt(40, 500, true)).toEqual({ at: 500, value: 'boom' })
  })
})
