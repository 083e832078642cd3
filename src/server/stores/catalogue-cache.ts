import type { EntryEvent } from '../../entries/model'
import type { PurchasableSnapshot, ShippingRates } from '../../commerce/cart/types'
import type { TaxRate } from '../../commerce/tax/types'
import type { Market } from '../../commerce/markets'

/**
 * Short-lived in-process memory for what the cart reads on every request but editors rarely change
 * (display snapshots, shipping rates). Saves here forget at once; other instances within the TTL.
 * Price, stock and availability are never cached: the cart reads them live.
 */
const TTL_MS = 60_000
const MAX_ENTRIES = 5000

export function memo<V>(ttlMs = TTL_MS) {
  const entries = new Map<string, { value: V; expires: number }>()
  const peek = (key: string): V | undefined => {
    const hit = entries.get(key)
    return hit && hit.expires > Date.now() ? hit.value : undefined
  }
  const set = (key: string, value: V) => {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
    entries.set(key, { value, expires: Date.now() + ttlMs })
  }
  return {
    peek,
    set,
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = peek(key)
      if (hit !== undefined) return hit
      const value = await load()
      set(key, value)
      return value
    },
    clear: () => entries.clear(),
  }
}

export const snapshotMemo = memo<PurchasableSnapshot>()
export const shippingMemo = memo<ShippingRates>()
/** Tax rates per locale: their names are localized. */
export const taxRatesMemo = memo<TaxRate[]>()
/** The markets offered, per locale (their names are translated). */
export const marketsMemo = memo<Market[]>()

/** What entry rules read of an event (dates, distances, team size), per locale and event. */
export const entryEventMemo = memo<EntryEvent>()

/** An editor changed the catalogue: what this instance remembers of it goes at once. */
export const forgetSnapshots = () => {
  snapshotMemo.clear()
  entryEventMemo.clear()
}
export const forgetShippingRates = () => shippingMemo.clear()
export const forgetTaxRates = () => taxRatesMemo.clear()
export const forgetMarkets = () => marketsMemo.clear()
