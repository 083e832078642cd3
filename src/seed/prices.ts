import type { Money } from '../commerce/money'

/** The five currencies of the demo markets (src/seed/markets.ts). */
export const demoCurrencies = ['GBP', 'EUR', 'SEK', 'CAD', 'MXN'] as const
export type DemoCurrency = (typeof demoCurrencies)[number]

/** One amount per demo currency, in minor units, each set as a shop would price it (29 €, 299 kr), never a conversion. */
export type FivePrices = Record<DemoCurrency, number>

/** The rows of a `prices` field (variants, training plans, fixed coupons). */
export const fivePrices = (amounts: FivePrices): Money<DemoCurrency>[] => demoCurrencies.map((currency) => ({ currency, amount: amounts[currency] }))
