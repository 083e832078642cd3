import 'server-only'
import { inArray, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { type CurrencyTotal, currencyTotals } from '../../commerce/orders/totals-by-currency'
import { drizzleOf } from '../../db/drizzle-tables'

/** More currencies than any shop sells in: the answer stays one short list whatever the orders. */
const MAX_CURRENCIES = 50

/** Paid orders counted and totalled per currency, in one grouped query (never summed across currencies). */
export async function paidOrderTotals(payload: Payload): Promise<CurrencyTotal[]> {
  const { drizzle, tables } = drizzleOf(payload)
  const { orders } = tables
  const currency = sql<string | null>`${sql.identifier('currency')}`
  const rows = await drizzle
    // What was paid and kept: refunds given back are not takings.
    .select({ currency, orders: sql<number>`count(*)`, total: sql<number>`sum(${orders.totalPrice} - coalesce(${orders.refundedTotal}, 0))` })
    .from(orders)
    .where(inArray(orders.status, ['paid', 'partially-refunded']))
    .groupBy(currency)
    .limit(MAX_CURRENCIES)
  return currencyTotals(rows, 'GBP')
}
