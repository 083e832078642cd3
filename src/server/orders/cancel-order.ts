import 'server-only'
import type { Payload } from 'payload'
import { buyerCancellation } from '../../commerce/orders/buyer-cancel'
import { refundOrder, retryableKey } from '../../commerce/refunds/refund-order'
import { RefundRefused } from '../../commerce/refunds/refund-plan'
import { DomainError } from '../../lib/errors'
import { services } from '../services'
import { orderForBuyer } from '../stores/order-store'
import { orderFulfilment } from '../stores/shipment-store'

/** The buyer's order through its link, and whether they may cancel it now. */
export async function cancellationOf(payload: Payload, number: string, key: string) {
  const order = await orderForBuyer(payload, number, key)
  if (!order) return null
  const shipping = await orderFulfilment(payload, order.id)
  return { order, verdict: buyerCancellation(order, shipping?.fulfilment ?? null) }
}

/**
 * A buyer cancels an unshipped kit order from its link: everything is refunded through the order's
 * gateway, the stock comes back, and the refund mail goes out (src/commerce/refunds). One key per
 * order, so a double click or a retry is one refund.
 */
export async function cancelOrderAsBuyer(payload: Payload, number: string, key: string) {
  const found = await cancellationOf(payload, number, key)
  if (!found) throw new DomainError('not_found', 'orderCancel.notFound')
  if (!found.verdict.ok) throw new DomainError('conflict', found.verdict.reason)
  const refunds = await services(payload).payments.refunds()
  try {
    const refund = await refundOrder(
      refunds,
      found.order.id,
      await retryableKey(refunds.store, `buyer-cancel-${found.order.id}`),
      { kind: 'whole' },
      { kind: 'customer', label: found.order.email },
      'Cancelled by the buyer from the order page',
    )
    if (refund.state === 'failed') throw new DomainError('conflict', 'orderCancel.failed')
    return { status: refund.state }
  } catch (error) {
    if (error instanceof RefundRefused) throw new DomainError('conflict', 'orderCancel.notCancellable')
    if (error instanceof DomainError) throw error
    // The provider did not answer: the refund is kept pending, and the same request asks again.
    console.error(`[orders] cancel ${number}: the payment provider did not answer`, error)
    throw new DomainError('unavailable', 'orderCancel.tryAgain', { retryAfterSeconds: 5 })
  }
}
