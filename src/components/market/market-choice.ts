import type { Market } from '../../commerce/markets'
import { formatMoney, type Money } from '../../commerce/money'
import { priceIn } from '../../commerce/prices'
import type { Locale } from '../../i18n/locales'
import { currencyLabel, currencySign } from './currency-label'

/**
 * What the browser needs of a market to show prices in it, and to offer it in the market switcher:
 * its currency's label ("EUR €") and sign ("CA$") in the page's language. The server writes those:
 * each currency formatter the browser built cost it milliseconds while the page hydrated.
 */
export type MarketSummary = Pick<Market, 'code' | 'name' | 'currency' | 'pricesIncludeTax'> & { currencyLabel: string; currencySign: string }

export const marketSummary = ({ code, name, currency, pricesIncludeTax }: Market, locale: Locale): MarketSummary => ({
  code,
  name,
  currency,
  pricesIncludeTax,
  currencyLabel: currencyLabel(currency, locale),
  currencySign: currencySign(currency, locale),
})

/** The visitor's market: the one they chose while it is still offered, else their language's. */
export function chosenMarket(markets: readonly MarketSummary[], chosen: string | null, languageDefault: string | null): MarketSummary | null {
  return markets.find((m) => m.code === chosen) ?? markets.find((m) => m.code === languageDefault) ?? null
}

/**
 * A price with its text in the page's language, when the server wrote it. A browser's first number
 * or date formatter costs it ~16 ms (ICU's data), while the page hydrates: a page whose prices come
 * written builds none.
 */
export type PriceTag = Money & { readonly text?: string }

/** `prices` with their texts in `locale`, for a `<Price>` on a page the server renders. */
export const priceTags = (prices: readonly Money[], locale: Locale): PriceTag[] => prices.map((price) => ({ ...price, text: formatMoney(price, locale) }))

/** What a price shows in the visitor's market: the amount in its currency with its tax wording, or that it is not sold there. */
export type ShownPrice<P extends Money = Money> = { kind: 'price'; price: P; taxIncluded: boolean } | { kind: 'not-sold'; market: string }

export function shownPrice<P extends Money>(prices: readonly P[], market: MarketSummary): ShownPrice<P> {
  const price = priceIn(prices, market.currency)
  return price ? { kind: 'price', price, taxIncluded: market.pricesIncludeTax } : { kind: 'not-sold', market: market.name }
}
