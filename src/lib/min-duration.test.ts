import { afterEach, describe, expect, it, vi } from 'vitest'
import { withMinimumDuration } from './min-duration'

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
