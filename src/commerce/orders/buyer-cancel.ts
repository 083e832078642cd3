import type { MessageKey } from '../../i18n/messages'
import { type FulfilmentState, isKit } from '../fulfilment/fulfilment'
import type { Order } from './complete-order'

/**
 * Whether a buyer may cancel their order themselves, from the link in their mail (issue 28): a kit
 * order, paid and not refunded in any part, of which nothing has shipped. Orders with entries,
 * plans or a membership are not cancelled this way: an entry has its event's own rules, and a plan
 * or membership is delivered at once.
 */
export function buyerCancellation(order: Pick<Order, 'status' | 'lineItems'>, fulfilment: FulfilmentState | null): { ok: true } | { ok: false; reason: MessageKey } {
  if (order.status !== 'paid') return { ok: false, reason: 'orderCancel.notCancellable' }
  if (!order.lineItems.length || !order.lineItems.every((line) => isKit(line))) return { ok: false, reason: 'orderCancel.notKit' }
  if (fulfilment !== 'to-ship') return { ok: false, reason: 'orderCancel.shipped' }
  return { ok: true }
}
