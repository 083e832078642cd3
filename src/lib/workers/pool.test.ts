import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterEach, describe, expect, it } from 'vitest'
import { PoolBudgetError, PoolBusyError, PoolCrashError, type PoolOptions, WorkerPool } from './pool'
import type { TestTask } from './pool-tasks.test-support'

const entry = path.join(import.meta.dirname, 'pool-tasks.test-support.ts')
const pools: WorkerPool<TestTask, unknown>[] = []
const poolOf = (options: Partial<PoolOptions> = {}) => {
  const pool = new WorkerPool<TestTask, unknown>({
    entry,
    size: 1,
    maxQueued: 4,
    maxWaitMs: 5_000,
    budgetMs: 1_000,
    idleMs: 10_000,
    resourceLimits: { maxOldGenerationSizeMb: 64 },
    ...options,
  })
  pools.push(pool)
  return pool
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()))
})

describe('a pool of worker threads', () => {
  it('runs a task off the thread that answers requests: timers here keep firing while it spins for 1.5 s', async () => {
    const pool = poolOf({ budgetMs: 5_000 })
    await pool.run({ kind: 'echo', value: 'warm' })
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    await expect(pool.run({ kind: 'spin', ms: 1500 })).resolves.toBe('spun')
    delay.disable()
    expect(delay.max / 1e6).toBeLessThan(1000)
  })

  it('ends a worker past its CPU budget and fails its task; the next task gets a fresh worker', async () => {
    const pool = poolOf({ budgetMs: 200 })
    await expect(pool.run({ kind: 'spin', ms: 5_000 })).rejects.toBeInstanceOf(PoolBudgetError)
    expect(pool.stats.running).toBe(0)
    await expect(pool.run({ kind: 'echo', value: 42 })).resolves.toBe(42)
  })

  it('counts CPU time, not waiting: a task blocked without computing outlives its budget (Linux reads the thread’s clock)', async () => {
    const pool = poolOf({ budgetMs: 100, wallLimitMs: 2_000 })
    await pool.run({ kind: 'echo', value: 'warm' })
    await expect(pool.run({ kind: 'sleep', ms: 500 })).resolves.toBe('slept')
    // …but not past the wall-time ceiling.
    await expect(pool.run({ kind: 'sleep', ms: 5_000 })).rejects.toBeInstanceOf(PoolBudgetError)
  })

  it('answers "busy" at once when its queue is full, and for a task that waited too long', async () => {
    const pool = poolOf({ maxQueued: 1, maxWaitMs: 300 })
    // A worker already up: on a loaded machine starting one may itself take longer than the wait,
    // and the warm-up is then refused as busy; it is asked again until the worker answers.
    await expect.poll(() => pool.run({ kind: 'echo', value: 'warm' }).catch((error: unknown) => error), { timeout: 20_000 }).toBe('warm')
    const running = pool.run({ kind: 'spin', ms: 800 })
    const waiting = pool.run({ kind: 'echo', value: 'late' })
    const refused = await pool.run({ kind: 'echo', value: 'no room' }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PoolBusyError)
    expect((refused as PoolBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1)
    await expect(waiting).rejects.toBeInstanceOf(PoolBusyError)
    await expect(running).resolves.toBe('spun')
  })

  it('lets a task wait past `maxWaitMs` for the worker starting for it: a cold pool is not a busy one', async () => {
    const pool = poolOf({ maxWaitMs: 1 })
    await expect(pool.run({ kind: 'echo', value: 'first' })).resolves.toBe('first')
  })

  it('fails a task whose worker runs out of memory, and carries on', async () => {
    const pool = poolOf({ resourceLimits: { maxOldGenerationSizeMb: 48 } })
    await expect(pool.run({ kind: 'allocate' })).rejects.toBeInstanceOf(PoolCrashError)
    await expect(pool.run({ kind: 'echo', value: 'alive' })).resolves.toBe('alive')
  })

  it('passes a task’s own error on, and ends idle workers so their memory goes back', async () => {
    const pool = poolOf({ size: 2, idleMs: 200 })
    await expect(pool.run({ kind: 'throw' })).rejects.toThrow('the task failed')
    await Promise.all([pool.run({ kind: 'spin', ms: 50 }), pool.run({ kind: 'spin', ms: 50 })])
    expect(pool.stats.workers).toBe(2)
    await expect.poll(() => pool.stats.workers, { timeout: 3_000 }).toBe(0)
  })

  it('fails the waiting tasks at once when its workers cannot start, instead of starting them again and again', async () => {
    const pool = poolOf({ entry: path.join(import.meta.dirname, 'no-such-task.ts') })
    await expect(pool.run({ kind: 'echo', value: 1 })).rejects.toBeInstanceOf(PoolCrashError)
    expect(pool.stats.workers).toBe(0)
  })
})
