import 'server-only'
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Payload } from 'payload'
import { z } from 'zod'
import type { OrderStep } from '../commerce/orders/complete-order'
import type { Tx } from '../db/drizzle-tables'
import { enqueue, runNext, schedulePeriodic, startWorker, type Task } from '../jobs/queue'
import { getPayloadClient } from '../lib/payload'
import { MEDAL_SHIPPED_TASK, RACE_FINISHED_TASK, RUN_REVIEWED_TASK, TEAM_FINISHED_TASK } from '../races/service'
import { payloadJobStore, pruneDoneJobs } from './stores/job-store'

const RECONCILE_EVERY_MS = 5 * 60_000
const PRUNE_EVERY_MS = 24 * 60 * 60_000
/** Closing ended races and opening early medal shipments: each a quarter-hourly sweep. */
const TEAM_MEMBER_MAIL_TASK = 'team-finished-mail'
const CLOSE_RACES_EVERY_MS = 15 * 60_000
const KEEP_DONE_MS = 7 * 24 * 60 * 60_000
/** A guest's cart untouched this long is deleted (decision 0008, Limits). */
export const KEEP_GUEST_CART_MS = 30 * 24 * 60 * 60_000

/** Any mail rendered in a request (sealed: ./mail-queue): about five hours of retries before it is given up. */
export const SEND_MAIL_TASK = 'send-mail'
const MAIL_ATTEMPTS = 14

const orderInput = z.object({ orderNumber: z.string().min(1).max(64) })
const idInput = <K extends string>(key: K) => z.object({ [key]: z.number().int().positive() } as Record<K, z.ZodNumber>)

/** Every task this site runs in the background. Handlers load what they need: jobs may outlive a deploy. */
export const tasks: readonly Task[] = [
  {
    name: SEND_MAIL_TASK,
    attempts: MAIL_ATTEMPTS,
    async run(input) {
      const { sendQueuedMail } = await import('./mail-queue')
      await sendQueuedMail(await getPayloadClient(), input)
    },
  },
  {
    name: 'mail-order-confirmation',
    async run(input) {
      const { orderNumber } = orderInput.parse(input)
      const { sendOrderConfirmation } = await import('./payments')
      await sendOrderConfirmation(await getPayloadClient(), orderNumber)
    },
  },
  {
    name: 'mail-entry-confirmations',
    async run(input) {
      const { orderNumber } = orderInput.parse(input)
      const { sendEntryConfirmations } = await import('./entries/emails')
      await sendEntryConfirmations(await getPayloadClient(), orderNumber)
    },
  },
  {
    name: RACE_FINISHED_TASK,
    async run(input) {
      const { entryId } = idInput('entryId').parse(input)
      const { sendFinisherMail } = await import('./races/mails')
      await sendFinisherMail(await getPayloadClient(), entryId)
    },
  },
  {
    name: TEAM_FINISHED_TASK,
    async run(input) {
      const { teamId } = idInput('teamId').parse(input)
      const { makeTeamCertificate } = await import('./races/mails')
      const payload = await getPayloadClient()
      const members = await makeTeamCertificate(payload, teamId)
      // A mail per member, each a job of its own: one bad address neither repeats nor stops the others'.
      const store = payloadJobStore(payload)
      for (const member of members) {
        await enqueue(store, tasks, { task: TEAM_MEMBER_MAIL_TASK, input: { teamId, entryId: member.entryId }, key: `${TEAM_MEMBER_MAIL_TASK}:${teamId}:${member.entryId}` })
      }
    },
  },
  {
    name: TEAM_MEMBER_MAIL_TASK,
    async run(input) {
      const { teamId, entryId } = z.object({ teamId: z.number().int().positive(), entryId: z.number().int().positive() }).parse(input)
      const { sendTeamFinishedMail } = await import('./races/mails')
      await sendTeamFinishedMail(await getPayloadClient(), teamId, entryId)
    },
  },
  {
    name: RUN_REVIEWED_TASK,
    async run(input) {
      const { runId } = idInput('runId').parse(input)
      const { sendReviewMail } = await import('./races/mails')
      await sendReviewMail(await getPayloadClient(), runId)
    },
  },
  {
    name: MEDAL_SHIPPED_TASK,
    async run(input) {
      const { shipmentId } = idInput('shipmentId').parse(input)
      const { sendMedalShippedMail } = await import('./races/mails')
      await sendMedalShippedMail(await getPayloadClient(), shipmentId)
    },
  },
  {
    name: 'open-medal-shipments',
    attempts: 1,
    async run() {
      const { payloadRaceStore } = await import('./stores/race-store')
      const opened = await payloadRaceStore(await getPayloadClient()).openEarlyShipments()
      if (opened) console.info(`[jobs] medal shipments opened before the window: ${opened}`)
    },
  },
  {
    name: 'close-races',
    attempts: 1,
    async run() {
      const { closeEndedRaces } = await import('../races/service')
      const { payloadRaceStore } = await import('./stores/race-store')
      const closed = await closeEndedRaces(payloadRaceStore(await getPayloadClient()), new Date(), (entryId, error) =>
        console.error(`[jobs] close races: entry ${entryId} has no readable window`, error),
      )
      if (closed) console.info(`[jobs] close races: ${closed} closed`)
    },
  },
  {
    name: 'reconcile-payments',
    attempts: 1,
    async run() {
      const { reconcilePendingPayments } = await import('./payments')
      const counts = await reconcilePendingPayments()
      if (Object.values(counts).some((n) => n > 0)) console.info('[jobs] reconcile payments:', JSON.stringify(counts))
    },
  },
  {
    name: 'prune-carts',
    attempts: 1,
    async run() {
      const { pruneAbandonedCarts } = await import('./stores/cart-store')
      const pruned = await pruneAbandonedCarts(await getPayloadClient(), new Date(Date.now() - KEEP_GUEST_CART_MS))
      if (pruned) console.info(`[jobs] prune carts: ${pruned} guest carts untouched for 30 days deleted`)
    },
  },
  {
    name: 'prune-jobs',
    attempts: 1,
    async run() {
      await pruneDoneJobs(await getPayloadClient(), new Date(Date.now() - KEEP_DONE_MS))
    },
  },
]

const task = (name: string) => tasks.find((t) => t.name === name)!

/**
 * The order's mails, queued in the order's own transaction: they exist exactly when the order
 * does, and are sent by a worker after the commit, never inside the buyer's request.
 */
export const orderMailsStep =
  (payload: Payload): OrderStep =>
  async (_cart, priced) => {
    const entries = priced.lines.some((line) => line.purchasable?.kind === 'entry')
    return async (tx, order) => {
      const jobs = payloadJobStore(payload, tx.handle as Tx)
      const input = { orderNumber: order.number }
      await enqueue(jobs, tasks, { task: 'mail-order-confirmation', input, key: `mail-order-confirmation:${order.number}` })
      if (entries) await enqueue(jobs, tasks, { task: 'mail-entry-confirmations', input, key: `mail-entry-confirmations:${order.number}` })
    }
  }

/** Recurring tasks, each queued once per period whichever instance gets there first. */
function periodicScheduler(payload: Payload) {
  const store = payloadJobStore(payload)
  const last = new Map<string, number>()
  const plan = [
    { task: task('reconcile-payments'), every: RECONCILE_EVERY_MS },
    { task: task('prune-jobs'), every: PRUNE_EVERY_MS },
    { task: task('prune-carts'), every: PRUNE_EVERY_MS },
    { task: task('close-races'), every: CLOSE_RACES_EVERY_MS },
    { task: task('open-medal-shipments'), every: CLOSE_RACES_EVERY_MS },
  ]
  return async () => {
    const now = Date.now()
    for (const { task, every } of plan) {
      const period = Math.floor(now / every)
      if (last.get(task.name) === period) continue
      await schedulePeriodic(store, task, every, new Date(now))
      last.set(task.name, period)
    }
  }
}

export const workerName = () => `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`

/** The worker of one server process (src/instrumentation.ts) or of `npm run jobs:work`. */
export async function startJobWorker(options: { idleMs?: number; leaseMs?: number; periodic?: boolean; tasks?: readonly Task[] } = {}) {
  const payload = await getPayloadClient()
  const schedule = options.periodic === false ? undefined : periodicScheduler(payload)
  return startWorker(payloadJobStore(payload), options.tasks ?? tasks, {
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
export async function runDueJobs(payload: Payload, worker = workerName(), only: readonly Task[] = tasks): Promise<number> {
  const store = payloadJobStore(payload)
  let ran = 0
  while ((await runNext(store, only, worker)).ran) ran++
  return ran
}
