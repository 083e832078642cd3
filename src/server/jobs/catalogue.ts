import { z } from 'zod'
import { enqueue, type JobStore, type TaskKind } from '../../jobs/queue'
import { MEDAL_SHIPPED_TASK, RACE_FINISHED_TASK, RUN_REVIEWED_TASK, TEAM_FINISHED_TASK } from '../../races/service'

/**
 * Every kind of job this site queues: its name, its attempts and the input it takes. Enqueuers
 * (payments, mails, races, the admin) import this; the handlers are the worker's (./handlers), so
 * queueing a job never loads what runs it.
 */
export type JobKind<S extends z.ZodType = z.ZodType> = TaskKind & { attempts: number; input: S }

const kind = <S extends z.ZodType>(name: string, attempts: number, input: S): JobKind<S> => ({ name, attempts, input })

const id = z.number().int().positive()
const orderInput = z.object({ orderNumber: z.string().min(1).max(64) })
/** A recurring sweep is queued by the period alone. */
const sweep = z.null()

export const jobs = {
  /** Any mail rendered in a request (sealed: ../mail-queue): about five hours of retries before it is given up. */
  sendMail: kind('send-mail', 14, z.object({ sealed: z.string().min(1).max(1_000_000) })),
  orderConfirmation: kind('mail-order-confirmation', 5, orderInput),
  entryConfirmations: kind('mail-entry-confirmations', 5, orderInput),
  raceFinished: kind(RACE_FINISHED_TASK, 5, z.object({ entryId: id })),
  teamFinished: kind(TEAM_FINISHED_TASK, 5, z.object({ teamId: id })),
  teamMemberMail: kind('team-finished-mail', 5, z.object({ teamId: id, entryId: id })),
  runReviewed: kind(RUN_REVIEWED_TASK, 5, z.object({ runId: id })),
  medalShipped: kind(MEDAL_SHIPPED_TASK, 5, z.object({ shipmentId: id })),
  /** A parcel of an order's kit shipped: the buyer's mail, in the order's language. */
  kitShipped: kind('mail-kit-shipped', 5, z.object({ shipmentId: id })),
  /** Money went back to a buyer: their mail, in the order's language. */
  refundMade: kind('mail-refund-made', 5, z.object({ refundId: id })),
  openMedalShipments: kind('open-medal-shipments', 1, sweep),
  closeRaces: kind('close-races', 1, sweep),
  reconcilePayments: kind('reconcile-payments', 1, sweep),
  pruneCarts: kind('prune-carts', 1, sweep),
  pruneJobs: kind('prune-jobs', 1, sweep),
}

export type JobName = keyof typeof jobs

/** The catalogue as the queue takes it: a job of a kind not listed here is refused when queued. */
export const jobCatalogue: readonly JobKind[] = Object.values(jobs)

/** Queues a job of one kind, its input checked against the kind's (a wrong input fails here, not in the worker). */
export function queueJob<S extends z.ZodType>(store: JobStore, job: JobKind<S>, input: z.input<S>, key?: string): Promise<boolean> {
  return enqueue(store, jobCatalogue, { task: job.name, input: job.input.parse(input), key })
}
