import { emptyCart } from './service'
import type { CartRecord, Purchasable } from './types'

/** Purchasables and carts for the cart's unit tests. */
export function purchasable(id: number, over: Partial<Purchasable> = {}): Purchasable {
  return {
    id,
    kind: 'merch',
    sku: `SKU-${id}`,
    price: 1000,
    stock: 10,
    hasUnlimitedStock: false,
    isAvailable: true,
    snapshot: { title: `Item ${id}`, variantTitle: `Item ${id}`, path: null, image: null, attributes: {} },
    ...over,
  }
}

export const catalogue = (...items: Purchasable[]) => new Map(items.map((p) => [p.id, p]))

export function cart(over: Partial<CartRecord> = {}): CartRecord {
  return { ...emptyCart('a'.repeat(32)), id: 1, version: 1, ...over }
}
