/** Stock rules shared by the shop pages, the cart and checkout (spec §3 variant stock). */
export type StockState = { isAvailable?: boolean | null; hasUnlimitedStock?: boolean | null; stock?: number | null }
export type PricedVariant = StockState & { price: number }

export function inStock(variant: StockState): boolean {
  return !!variant.isAvailable && (!!variant.hasUnlimitedStock || (variant.stock ?? 0) > 0)
}

/** How many can be bought now; Infinity with unlimited stock, 0 when unavailable. */
export function purchasableQuantity(variant: StockState): number {
  if (!variant.isAvailable) return 0
  return variant.hasUnlimitedStock ? Number.POSITIVE_INFINITY : Math.max(0, variant.stock ?? 0)
}

/** "From" price: the cheapest variant that can be bought, or null when all are sold out. */
export function cheapestAvailablePrice(variants: PricedVariant[]): number | null {
  const prices = variants.filter(inStock).map((v) => v.price)
  return prices.length ? Math.min(...prices) : null
}
