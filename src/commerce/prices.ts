import { type CurrencyCode, compare, isCurrencyCode, type Money, money } from './money'

/** Editors' price rows (a variant's, a plan's) as money; a row in a currency the runtime does not know is left out. */
export function pricesOf(rows: readonly { currency?: string | null; amount?: number | string | null }[] | null | undefined): Money[] {
  return (rows ?? []).flatMap((row) => {
    const amount = Number(row.amount ?? Number.NaN)
    return isCurrencyCode(row.currency) && Number.isSafeInteger(amount) ? [money(amount, row.currency)] : []
  })
}

/** What something costs in a market's currency, or null when it is not sold there. */
export function priceIn<P extends Money>(prices: readonly P[], currency: CurrencyCode): P | null {
  return prices.find((price) => price.currency === currency) ?? null
}

/** The lowest price in each currency any of the lists has, in the order the currencies first appear. */
export function cheapestPrices(lists: readonly (readonly Money[])[]): Money[] {
  const cheapest = new Map<CurrencyCode, Money>()
  for (const price of lists.flat()) {
    const known = cheapest.get(price.currency)
    if (!known || compare(price, known) < 0) cheapest.set(price.currency, price)
  }
  return [...cheapest.values()]
}
