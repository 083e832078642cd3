import { formatMoney, isCurrencyCode, money } from '../money'

/** Orders of one currency: how many, and their total in its minor units. Currencies are never added together. */
export type CurrencyTotal = { currency: string; orders: number; total: number }

/** "GBP: 12 orders, £340.00": one currency's orders and total, as the admin shows them. */
export function currencyTotalText({ currency, orders, total }: CurrencyTotal): string {
  const count = `${orders} ${orders === 1 ? 'order' : 'orders'}`
  return isCurrencyCode(currency) && Number.isSafeInteger(total) ? `${currency}: ${count}, ${formatMoney(money(total, currency), 'en')}` : `${currency}: ${count}`
}

/** Grouped rows as a database answers them (counts and sums may come as text), biggest currency first. */
export function currencyTotals(rows: readonly { currency: unknown; orders: unknown; total: unknown }[], former: string): CurrencyTotal[] {
  const byCurrency = new Map<string, CurrencyTotal>()
  for (const row of rows) {
    // Orders kept before currencies were stored are in the former currency.
    const currency = typeof row.currency === 'string' && row.currency ? row.currency : former
    const known = byCurrency.get(currency) ?? { currency, orders: 0, total: 0 }
    byCurrency.set(currency, { currency, orders: known.orders + Number(row.orders ?? 0), total: known.total + Number(row.total ?? 0) })
  }
  return [...byCurrency.values()].sort((a, b) => b.orders - a.orders || a.currency.localeCompare(b.currency))
}
