import { emptyCart } from './service'
import type { CartRecord, Coupon, Purchasable } from './types'

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

/** RUN10: 10% off everything, no limits; `over` makes the variant a test needs. */
export const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  code: 'RUN10',
  kind: 'percentage',
  amount: 10,
  minimumSpend: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perEmailLimit: null,
  timesUsed: 0,
  scope: 'all',
  enabled: true,
  membersOnly: false,
  ...over,
})
