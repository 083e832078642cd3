import type { BeforeListTableServerProps } from 'payload'
import { currencyTotalText } from '../../commerce/orders/totals-by-currency'

/**
 * Above the orders list: paid orders counted and totalled per currency ("GBP: 12 orders, £340.00 ·
 * EUR: 3 orders, €75.00"). Amounts in different currencies are never added together. The totals
 * are of every paid order, whatever the list is filtered by.
 */
export async function OrderTotalsByCurrency({ payload, user }: BeforeListTableServerProps) {
  if (user?.collection !== 'users') return null
  // Loaded on use: the admin's config stays light when it loads.
  const { paidOrderTotals } = await import('../../server/stores/order-totals')
  const totals = await paidOrderTotals(payload).catch((error: unknown) => {
    payload.logger.warn({ err: error, msg: 'The order totals per currency could not be read' })
    return null
  })
  if (!totals?.length) return null
  return (
    <p className="order-totals" data-order-totals style={{ margin: '0 0 var(--base)' }}>
      <strong>Paid orders, all time: </strong>
      {totals.map(currencyTotalText).join(' · ')}
    </p>
  )
}
