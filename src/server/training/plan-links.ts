import type { Order, OrderLine } from '../../commerce/orders/complete-order'
import { type Locale, localizedPath } from '../../i18n/locales'
import { env } from '../../lib/env'
import { planLinkQuery } from '../../training/delivery-link'

/**
 * Where a plan line of a paid order opens the whole plan without an account (decision 0020): the
 * link of the confirmation mail, also on the order page that only the order's own link opens.
 * Null for other lines, and for a refunded order, which delivers nothing.
 */
export function deliveredPlanPath(order: Pick<Order, 'number' | 'status' | 'refundedLines'>, line: Pick<OrderLine, 'id' | 'qty' | 'kind' | 'snapshot'>, locale: Locale): string | null {
  const planId = line.snapshot?.trainingPlanId
  // A refund of this line (or of the whole order) takes the plan back; one of another line does not.
  const refunded = order.refundedLines.find((r) => r.lineId === line.id)?.qty ?? 0
  if (order.status === 'refunded' || refunded >= line.qty || line.kind !== 'plan' || !line.snapshot?.path || !planId) return null
  return `${localizedPath(locale, line.snapshot.path)}?${planLinkQuery(env.PAYLOAD_SECRET, order.number, planId)}`
}
