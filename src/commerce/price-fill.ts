import type { Market } from './markets'
import { type CurrencyCode, currencyExponent, type Money, money } from './money'

/** Rates are read to nine decimals: exact for every rate an editor types, and within safe integers up to a million. */
const RATE_SCALE = 1_000_000_000n
export const MAX_FILL_RATE = 1_000_000

type Target<C extends CurrencyCode> = Pick<Market, 'priceRounding'> & { currency: C }

/**
 * The price in the target's currency filled from `from` at `rate` (units of the target per unit of
 * the source, e.g. 11.9 SEK per GBP): converted exactly, rounded up to the market's `step` minor
 * units, less its `ending` (step 1000, ending 100 in SEK: 297.50 → 299 kr). Never less than one
 * step less the ending, never negative. An editor's action only: checkout never converts.
 */
export function filledPrice<C extends CurrencyCode>(from: Money, rate: number, target: Target<C>): Money<C> {
  if (!(rate > 0 && rate <= MAX_FILL_RATE)) throw new RangeError(`A rate is above 0 and at most ${MAX_FILL_RATE}, not ${rate}`)
  if (from.amount < 0) throw new RangeError('Only a price of zero or more can be converted')
  const step = BigInt(Math.max(1, Math.trunc(target.priceRounding.step)))
  const ending = BigInt(Math.max(0, Math.trunc(target.priceRounding.ending)))
  const scaledRate = BigInt(Math.round(rate * Number(RATE_SCALE)))
  const numerator = BigInt(from.amount) * scaledRate * 10n ** BigInt(currencyExponent(target.currency))
  const denominator = 10n ** BigInt(currencyExponent(from.currency)) * RATE_SCALE * step
  const steps = (numerator + denominator - 1n) / denominator
  const rounded = (steps > 0n ? steps : 1n) * step - ending
  return money(Number(rounded > 0n ? rounded : 0n), target.currency)
}

type PriceRow<C extends CurrencyCode> = { currency?: C | null; amount?: number | null }

/**
 * A price list with the target market's price filled from the `from` row at `rate`, when it has a
 * `from` price and no price in the market's currency; any other list comes back as it was.
 */
export function fillMissingPrices<C extends CurrencyCode, Row extends PriceRow<C>>(rows: readonly Row[], from: C, rate: number, market: Target<C>): (Row | { currency: C; amount: number })[] {
  if (rows.some((row) => row.currency === market.currency)) return [...rows]
  const source = rows.find((row) => row.currency === from && typeof row.amount === 'number')
  if (!source || typeof source.amount !== 'number') return [...rows]
  const filled = filledPrice(money(source.amount, from), rate, market)
  return [...rows, { currency: filled.currency, amount: filled.amount }]
}
