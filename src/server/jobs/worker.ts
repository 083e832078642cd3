import 'server-only'
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Payload } from 'payload'
import { runNext, schedulePeriodic, startWorker, type Task } from '../../jobs/queue'
import { getPayloadClient } from '../payload'
import { payloadJobStore } from '../stores/job-store'
import { jobs } from './catalogue'
import { jobTasks } from './handlers'

const RECONCILE_EVERY_MS = 5 * 60_000
const PRUNE_EVERY_MS = 24 * 60 * 60_000
/** Closing ended races and opening early medal shipments: each a quarter-hourly sweep. */
const CLOSE_RACES_EVERY_MS = 15 * 60_000

/** Recurring tasks, each queued once per period whichever instance gets there first. */
function periodicScheduler(payload: Payload) {
  const store = payloadJobStore(payload)
  const last = new Map<string, number>()
  const plan = [
    { job: jobs.reconcilePayments, every: RECONCILE_EVERY_MS },
    { job: jobs.pruneJobs, every: PRUNE_EVERY_MS },
    { job: jobs.pruneCarts, every: PRUNE_EVERY_MS },
    { job: jobs.closeRaces, every: CLOSE_RACES_EVERY_MS },
    { job: jobs.openMedalShipments, every: CLOSE_RACES_EVERY_MS },
  ]
  return async () => {
    const now = Date.now()
    for (const { job, every } of plan) {
      const period = Math.floor(now / every)
      if (last.get(job.name) === period) continue
      await schedulePeriodic(store, job, every, new Date(now))
      last.set(job.name, period)
    }
  }
}

export const workerName = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`

/** The worker of one server process (src/instrumentation.ts) or of `npm run jobs:work`. */
export async function startJobWorker(options: { idleMs?: number; leaseMs?: number; periodic?: boolean; tasks?: readonly Task[] } = {}) {
  const payload = await getPayloadClient()
  const schedule = options.periodic === false ? undefined : periodicScheduler(payload)
  return startWorker(payloadJobStore(payload), options.tasks ?? jobTasks(payload), {
    worker: workerName(),
    idleMs: options.idleMs ?? 1000,
    leaseMs: options.leaseMs,
    beforePoll: schedule,
    onOutcome: ({ job, outcome }) => {
      if (outcome !== 'done') console.warn(`[jobs] ${job.task} #${job.id}: ${outcome} (attempt ${job.attempts} of ${job.maxAttempts})`)
    },
    onError: (error) => console.error('[jobs] the worker could not reach the queue', error),
  })
}

/** Runs due jobs in this process until none is left (scripts and tests; servers run a worker). */
export async function runDueJobs(payload: Payload, worker = workerName(), only: readonly Task[] = jobTasks(payload)): Promise<number> {
  const store = payloadJobStore(payload)
  let ran = 0
  while ((await runNext(store, only, worker)).ran) ran++
  return ran
}
