import 'server-only'
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { Task } from '../../jobs/queue'
import { payloadJobStore, pruneDoneJobs } from '../stores/job-store'
import { type JobKind, type JobName, jobs, queueJob } from './catalogue'

const KEEP_DONE_MS = 7 * 24 * 60 * 60_000
/** A guest's cart untouched this long is deleted (decision 0008, Limits). */
export const KEEP_GUEST_CART_MS = 30 * 24 * 60 * 60_000

/** A kind's handler, handed its input as the catalogue reads it. */
const handle = <S extends z.ZodType>(job: JobKind<S>, run: (input: z.output<S>) => Promise<void>): Task => ({
  name: job.name,
  attempts: job.attempts,
  run: (input) => run(job.input.parse(input)),
})

/**
 * What the worker runs for each kind of job in the catalogue, over the Payload it is handed.
 * Handlers load what they need when they run: jobs may outlive a deploy, and the worker starts light.
 */
export function jobTasks(payload: Payload): readonly Task[] {
  const handlers: Record<JobName, Task> = {
    sendMail: handle(jobs.sendMail, async (input) => {
      const { sendQueuedMail } = await import('../mail-queue')
      await sendQueuedMail(payload, input)
    }),
    orderConfirmation: handle(jobs.orderConfirmation, async ({ orderNumber }) => {
      const { sendOrderConfirmation } = await import('../payments/confirmation-mail')
      await sendOrderConfirmation(payload, orderNumber)
    }),
    entryConfirmations: handle(jobs.entryConfirmations, async ({ orderNumber }) => {
      const { sendEntryConfirmations } = await import('../entries/emails')
      await sendEntryConfirmations(payload, orderNumber)
    }),
    raceFinished: handle(jobs.raceFinished, async ({ entryId }) => {
      const { sendFinisherMail } = await import('../races/mails')
      await sendFinisherMail(payload, entryId)
    }),
    teamFinished: handle(jobs.teamFinished, async ({ teamId }) => {
      const { makeTeamCertificate } = await import('../races/mails')
      const members = await makeTeamCertificate(payload, teamId)
      // A mail per member, each a job of its own: one bad address neither repeats nor stops the others'.
      const store = payloadJobStore(payload)
      for (const { entryId } of members) await queueJob(store, jobs.teamMemberMail, { teamId, entryId }, `${jobs.teamMemberMail.name}:${teamId}:${entryId}`)
    }),
    teamMemberMail: handle(jobs.teamMemberMail, async ({ teamId, entryId }) => {
      const { sendTeamFinishedMail } = await import('../races/mails')
      await sendTeamFinishedMail(payload, teamId, entryId)
    }),
    runReviewed: handle(jobs.runReviewed, async ({ runId }) => {
      const { sendReviewMail } = await import('../races/mails')
      await sendReviewMail(payload, runId)
    }),
    medalShipped: handle(jobs.medalShipped, async ({ shipmentId }) => {
      const { sendMedalShippedMail } = await import('../races/mails')
      await sendMedalShippedMail(payload, shipmentId)
    }),
    kitShipped: handle(jobs.kitShipped, async ({ shipmentId }) => {
      const { sendKitShippedMail } = await import('../fulfilment/kit-shipped-mail')
      await sendKitShippedMail(payload, shipmentId)
    }),
    refundMade: handle(jobs.refundMade, async ({ refundId }) => {
      const { sendRefundMail } = await import('../refunds/refund-mail')
      await sendRefundMail(payload, refundId)
    }),
    openMedalShipments: handle(jobs.openMedalShipments, async () => {
      const { payloadRaceStore } = await import('../stores/race-store')
      const opened = await payloadRaceStore(payload).openEarlyShipments()
      if (opened) console.info(`[jobs] medal shipments opened before the window: ${opened}`)
    }),
    closeRaces: handle(jobs.closeRaces, async () => {
      const { closeEndedRaces } = await import('../../races/service')
      const { payloadRaceStore } = await import('../stores/race-store')
      const closed = await closeEndedRaces(payloadRaceStore(payload), new Date(), (entryId, error) => console.error(`[jobs] close races: entry ${entryId} has no readable window`, error))
      if (closed) console.info(`[jobs] close races: ${closed} closed`)
    }),
    reconcilePayments: handle(jobs.reconcilePayments, async () => {
      const { services } = await import('../services')
      const counts = await services(payload).payments.reconcile()
      if (Object.values(counts).some((n) => n > 0)) console.info('[jobs] reconcile payments:', JSON.stringify(counts))
    }),
    pruneCarts: handle(jobs.pruneCarts, async () => {
      const { pruneAbandonedCarts } = await import('../stores/cart-store')
      const pruned = await pruneAbandonedCarts(payload, new Date(Date.now() - KEEP_GUEST_CART_MS))
      if (pruned) console.info(`[jobs] prune carts: ${pruned} guest carts untouched for 30 days deleted`)
    }),
    pruneJobs: handle(jobs.pruneJobs, async () => {
      await pruneDoneJobs(payload, new Date(Date.now() - KEEP_DONE_MS))
    }),
  }
  return Object.values(handlers)
}
