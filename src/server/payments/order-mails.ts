import 'server-only'
import type { Payload } from 'payload'
import type { OrderStep } from '../../commerce/orders/complete-order'
import type { Tx } from '../../db/drizzle-tables'
import { jobs, queueJob } from '../jobs/catalogue'
import { payloadJobStore } from '../stores/job-store'

/**
 * The order's mails, queued in the order's own transaction: they exist exactly when the order
 * does, and are sent by a worker after the commit, never inside the buyer's request.
 */
export const orderMailsStep =
  (payload: Payload): OrderStep =>
  async (_cart, priced) => {
    const entries = priced.lines.some((line) => line.purchasable?.kind === 'entry')
    return async (tx, order) => {
      const store = payloadJobStore(payload, tx.handle as Tx)
      const input = { orderNumber: order.number }
      await queueJob(store, jobs.orderConfirmation, input, `${jobs.orderConfirmation.name}:${order.number}`)
      if (entries) await queueJob(store, jobs.entryConfirmations, input, `${jobs.entryConfirmations.name}:${order.number}`)
    }
  }
