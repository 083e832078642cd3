import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue, runNext, type Task } from '@/jobs/queue'
import { jobCatalogue } from '@/server/jobs/catalogue'
import { runDueJobs } from '@/server/jobs/worker'
import { payloadJobStore } from '@/server/stores/job-store'
import { UNSETTLED_LOADING_EXIT_CODE } from '../../scripts/lib/unsettled-start'

let payload: Payload
const children: ChildProcess[] = []
const root = path.resolve(import.meta.dirname, '../..')

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
})

const jobRows = async (task: string) => (await payload.find({ collection: 'jobs', where: { task: { equals: task } }, sort: 'id', pagination: false, overrideAccess: true })).docs

describe('the job queue on the database', () => {
  it('twenty workers racing for ten jobs run each job exactly once', async () => {
    const ran: number[] = []
    const counting: Task = { name: 'test-count', run: async (input) => void ran.push((input as { n: number }).n) }
    const store = payloadJobStore(payload)
    for (let n = 0; n < 10; n++) await enqueue(store, [counting], { task: 'test-count', input: { n } })
    const worker = async (name: string) => {
      while ((await runNext(store, [counting], name)).ran) {}
    }
    await Promise.all(Array.from({ length: 20 }, (_, i) => worker(`racer-${i}`)))
    expect(ran.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    const rows = await jobRows('test-count')
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(Array.from({ length: 10 }, () => ['done', 1]))
  })

  it('one key makes one job, also when enqueued at the same moment', async () => {
    const store = payloadJobStore(payload)
    const results = await Promise.all(Array.from({ length: 10 }, () => enqueue(store, jobCatalogue, { task: 'prune-jobs', input: null, key: 'prune-jobs:test' })))
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await jobRows('prune-jobs')).toHaveLength(1)
  })

  it('a failing job is retried later, and then succeeds', async () => {
    let calls = 0
    const flaky: Task = {
      name: 'test-flaky',
      run: async () => {
        if (++calls === 1) throw new Error('smtp away')
      },
    }
    const store = payloadJobStore(payload)
    await enqueue(store, [flaky], { task: 'test-flaky', input: null })
    expect(await runNext(store, [flaky], 'w')).toMatchObject({ outcome: 'retry' })
    const [waiting] = await jobRows('test-flaky')
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'smtp away' })
    expect(new Date(waiting!.runAt).getTime()).toBeGreaterThan(Date.now() + 5_000)
    expect(await runNext(store, [flaky], 'w')).toEqual({ ran: false })
    expect(await runNext(store, [flaky], 'w', () => new Date(Date.now() + 11_000))).toMatchObject({ outcome: 'done' })
    expect((await jobRows('test-flaky'))[0]).toMatchObject({ status: 'done', attempts: 2 })
  })

  it('a worker killed in the middle of a job: the job is claimed again after its lease and finishes once', async () => {
    const marks = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mp-jobs-')), 'marks.txt')
    fs.writeFileSync(marks, '')
    const leaseMs = 1500
    const effect: Task = {
      name: 'test-effect',
      run: async () => void fs.appendFileSync(marks, `effect ${process.pid}\n`),
    }
    await enqueue(payloadJobStore(payload), [effect], { task: 'test-effect', input: null, key: 'test-effect:once' })

    const spawnWorker = () => {
      const worker = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/lib/server-only.mjs', 'tests/support/job-worker-child.ts'], {
        cwd: root,
        env: { ...process.env, JOB_TEST_MARKS: marks, JOB_TEST_LEASE_MS: String(leaseMs) },
        stdio: 'ignore',
      })
      children.push(worker)
      return worker
    }
    let child = spawnWorker()
    await expect
      .poll(
        () => {
          // A worker that stalled while loading its modules did nothing yet: start another (scripts/lib/unsettled-start.ts).
          if (child.exitCode === UNSETTLED_LOADING_EXIT_CODE) child = spawnWorker()
          return fs.readFileSync(marks, 'utf8').includes(`started ${child.pid}`)
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe(true)
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))

    const [leased] = await jobRows('test-effect')
    expect(leased).toMatchObject({ status: 'queued', attempts: 1 })
    // Another worker: nothing to take while the dead worker's lease holds, then the job.
    const store = payloadJobStore(payload)
    expect(await runNext(store, [effect], 'rescuer')).toEqual({ ran: false })
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 200))
    expect(await runNext(store, [effect], 'rescuer')).toMatchObject({ ran: true, outcome: 'done' })
    expect(await runDueJobs(payload, 'rescuer', [effect])).toBe(0)

    expect(fs.readFileSync(marks, 'utf8').trim().split('\n')).toEqual([`started ${child.pid}`, `effect ${process.pid}`])
    const [done] = await jobRows('test-effect')
    expect(done).toMatchObject({ status: 'done', attempts: 2, worker: 'rescuer' })
  })
})
