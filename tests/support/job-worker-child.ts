/**
 * A worker process for tests/int/jobs.int.test.ts: it runs the real queue over the test's database
 * with one task that marks that it started, then takes long enough to be killed in the middle.
 */
import fs from 'node:fs'
import { startJobWorker } from '../../src/server/jobs/worker'
import type { Task } from '../../src/jobs/queue'

const marks = process.env.JOB_TEST_MARKS!
const slow: Task = {
  name: 'test-effect',
  async run() {
    fs.appendFileSync(marks, `started ${process.pid}\n`)
    await new Promise((resolve) => setTimeout(resolve, 60_000))
    fs.appendFileSync(marks, `effect ${process.pid}\n`)
  },
}
await startJobWorker({ tasks: [slow], periodic: false, idleMs: 50, leaseMs: Number(process.env.JOB_TEST_LEASE_MS) })
