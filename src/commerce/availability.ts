import type { Money } from './money'
import { cheapestPrices } from './prices'

/** Stock rules shared by the shop pages, the cart and checkout (spec §3 variant stock). */
export type StockState = { isAvailable?: boolean | null; hasUnlimitedStock?: boolean | null; stock?: number | null }
export type PricedVariant = StockState & { prices: readonly Money[] }

export function inStock(variant: StockState): boolean {
  return !!variant.isAvailable && (!!variant.hasUnlimitedStock || (variant.stock ?? 0) > 0)
}

/** How many can be bought now; Infinity with unlimited stock, 0 when unavailable. */
export function purchasableQuantity(variant: StockState): number {
  if (!variant.isAvailable) return 0
  return variant.hasUnlimitedStock ? Number.POSITIVE_INFINITY : Math.max(0, variant.stock ?? 0)
}

/** "From" prices: in each currency, the cheapest variant that can be bought; null when all are sold out. */
export function cheapestAvailablePrices(variants: readonly PricedVariant[]): Money[] | null {
  const available = variants.filter(inStock)
  return available.length ? cheapestPrices(available.map((v) => v.prices)) : null
}
