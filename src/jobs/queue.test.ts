import { describe, expect, it } from 'vitest'
import { memoryJobStore } from './memory-store.test-support'
import { backoff, enqueue, LEASE_MS, runNext, schedulePeriodic, startWorker, type Task, UnknownTask } from './queue'

const at = (iso: string) => new Date(iso)
const T0 = at('2026-11-25T10:00:00.000Z')
const later = (ms: number) => new Date(T0.getTime() + ms)

function recorder(fail: (call: number) => boolean = () => false): Task & { calls: unknown[] } {
  const calls: unknown[] = []
  return {
    name: 'mail',
    calls,
    attempts: 3,
    async run(input) {
      calls.push(input)
      if (fail(calls.length)) throw new Error(`smtp down (${calls.length})`)
    },
  }
}

describe('enqueuing', () => {
  it('a key makes one job however often it is enqueued', async () => {
    const { store, rows } = memoryJobStore()
    const tasks = [recorder()]
    expect(await enqueue(store, tasks, { task: 'mail', input: { order: 'MP-1' }, key: 'confirmation:MP-1' }, T0)).toBe(true)
    expect(await enqueue(store, tasks, { task: 'mail', input: { order: 'MP-1' }, key: 'confirmation:MP-1' }, T0)).toBe(false)
    expect(await enqueue(store, tasks, { task: 'mail', input: { order: 'MP-2' } }, T0)).toBe(true)
    expect(rows.map((r) => [r.key, r.maxAttempts])).toEqual([
      ['confirmation:MP-1', 3],
      [null, 3],
    ])
  })

  it('refuses a task nobody runs', async () => {
    const { store } = memoryJobStore()
    expect(() => enqueue(store, [recorder()], { task: 'nope', input: null })).toThrow(UnknownTask)
  })

  it('a recurring task gets one job per period, whichever instance asks', async () => {
    const { store, rows } = memoryJobStore()
    const task = recorder()
    const every = 5 * 60_000
    expect(await schedulePeriodic(store, task, every, T0)).toBe(true)
    expect(await schedulePeriodic(store, task, every, later(1000))).toBe(false)
    expect(await schedulePeriodic(store, task, every, later(every))).toBe(true)
    expect(rows).toHaveLength(2)
  })
})

describe('running', () => {
  it('runs a due job once and marks it done', async () => {
    const { store, rows } = memoryJobStore()
    const task = recorder()
    await enqueue(store, [task], { task: 'mail', input: 'a' }, T0)
    expect(await runNext(store, [task], 'w1', () => T0)).toMatchObject({ ran: true, outcome: 'done' })
    expect(await runNext(store, [task], 'w1', () => T0)).toEqual({ ran: false })
    expect(task.calls).toEqual(['a'])
    expect(rows[0]).toMatchObject({ status: 'done', attempts: 1 })
  })

  it('leaves a job for later alone until its time', async () => {
    const { store } = memoryJobStore()
    const task = recorder()
    await enqueue(store, [task], { task: 'mail', input: 'a', runAt: later(60_000) }, T0)
    expect(await runNext(store, [task], 'w1', () => T0)).toEqual({ ran: false })
    expect(await runNext(store, [task], 'w1', () => later(60_000))).toMatchObject({ outcome: 'done' })
  })

  it('retries a failure with a growing wait, then gives up after the task’s attempts', async () => {
    const { store, rows } = memoryJobStore()
    const task = recorder(() => true)
    await enqueue(store, [task], { task: 'mail', input: 'a' }, T0)
    expect(await runNext(store, [task], 'w1', () => T0)).toMatchObject({ outcome: 'retry' })
    expect(rows[0]!.runAt).toEqual(later(backoff(1)))
    expect(await runNext(store, [task], 'w1', () => later(backoff(1) - 1))).toEqual({ ran: false })
    expect(await runNext(store, [task], 'w1', () => later(backoff(1)))).toMatchObject({ outcome: 'retry' })
    expect(rows[0]!.runAt).toEqual(later(backoff(1) + backoff(2)))
    expect(await runNext(store, [task], 'w1', () => later(10 * 60_000))).toMatchObject({ outcome: 'failed' })
    expect(rows[0]).toMatchObject({ status: 'failed', attempts: 3, lastError: 'smtp down (3)' })
    expect(await runNext(store, [task], 'w1', () => later(60 * 60_000))).toEqual({ ran: false })
  })

  it('a retried job that then succeeds is done', async () => {
    const { store, rows } = memoryJobStore()
    const task = recorder((call) => call === 1)
    await enqueue(store, [task], { task: 'mail', input: 'a' }, T0)
    await runNext(store, [task], 'w1', () => T0)
    expect(await runNext(store, [task], 'w1', () => later(backoff(1)))).toMatchObject({ outcome: 'done' })
    expect(rows[0]).toMatchObject({ status: 'done', attempts: 2 })
  })

  it('backs off 10 s, 20 s, 40 s… and never more than an hour', () => {
    expect([1, 2, 3, 4].map(backoff)).toEqual([10_000, 20_000, 40_000, 80_000])
    expect(backoff(30)).toBe(60 * 60_000)
  })

  it('a job whose worker died is claimed again once the lease runs out, and finishes once', async () => {
    const { store, rows } = memoryJobStore()
    const task = recorder()
    await enqueue(store, [task], { task: 'mail', input: 'a' }, T0)
    // Worker 1 claims it and dies without a word.
    expect(await store.claim(T0, later(LEASE_MS), 'w1', ['mail'])).toMatchObject({ attempts: 1 })
    expect(await runNext(store, [task], 'w2', () => later(LEASE_MS - 1))).toEqual({ ran: false })
    expect(await runNext(store, [task], 'w2', () => later(LEASE_MS + 1))).toMatchObject({ outcome: 'done' })
    // Worker 1 comes back and tries to finish: its lease is gone.
    expect(await store.finish(rows[0]!.id, 'w1', later(LEASE_MS + 2))).toBe(false)
    expect(rows[0]).toMatchObject({ status: 'done', attempts: 2, worker: 'w2' })
    expect(task.calls).toEqual(['a'])
  })

  it('a job whose worker died on its last attempt is given up, not run again', async () => {
    const { store, rows } = memoryJobStore()
    const task = recorder()
    await enqueue(store, [task], { task: 'mail', input: 'a', maxAttempts: 1 }, T0)
    await store.claim(T0, later(LEASE_MS), 'w1', ['mail'])
    expect(await runNext(store, [task], 'w2', () => later(LEASE_MS + 1))).toMatchObject({ outcome: 'failed' })
    expect(rows[0]).toMatchObject({ status: 'failed', lastError: 'Gave up after 1 attempts' })
    expect(task.calls).toEqual([])
  })

  it('a worker leaves the jobs of tasks it does not know to the workers that do', async () => {
    const { store, rows } = memoryJobStore()
    await store.enqueue({ task: 'newer', input: null, key: null, runAt: T0, maxAttempts: 3 })
    expect(await runNext(store, [recorder()], 'w1', () => T0)).toEqual({ ran: false })
    expect(rows[0]).toMatchObject({ status: 'queued', attempts: 0 })
  })
})

describe('the worker loop', () => {
  it('runs what is queued, schedules before each poll, and stops after the job in hand', async () => {
    const { store, rows } = memoryJobStore()
    const task = recorder()
    let polls = 0
    const outcomes: string[] = []
    await enqueue(store, [task], { task: 'mail', input: 'a' })
    await enqueue(store, [task], { task: 'mail', input: 'b' })
    const worker = startWorker(store, [task], {
      worker: 'w1',
      idleMs: 5,
      beforePoll: async () => {
        polls++
      },
      onOutcome: (o) => outcomes.push(o.outcome),
    })
    await expect.poll(() => outcomes).toEqual(['done', 'done'])
    await expect.poll(() => polls).toBeGreaterThan(3)
    await worker.stop()
    expect(rows.map((r) => r.status)).toEqual(['done', 'done'])
  })

  it('keeps going after the store fails', async () => {
    const { store } = memoryJobStore()
    const errors: unknown[] = []
    let failing = true
    const flaky = { ...store, claim: (...args: Parameters<typeof store.claim>) => (failing ? Promise.reject(new Error('database away')) : store.claim(...args)) }
    const task = recorder()
    await enqueue(store, [task], { task: 'mail', input: 'a' })
    const worker = startWorker(flaky, [task], { worker: 'w1', idleMs: 5, onError: (e) => errors.push(e) })
    await expect.poll(() => errors.length).toBeGreaterThan(0)
    failing = false
    await expect.poll(() => task.calls).toEqual(['a'])
    await worker.stop()
  })
})
