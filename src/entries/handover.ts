import type { PurchasableKind } from '../commerce/cart/types'
import { type EntryPath, isEntryPath } from './model'
import { ENTRY_STEPS, entryStepPath } from './steps'

type CartLike = { lineItems: { kind: PurchasableKind | null; options: Record<string, unknown>; snapshot: { path: string | null } | null }[] } | null

/** The cart's first entry line's path through the flow and its event's slug, or null. */
function entryOf(cart: CartLike): { entryPath: EntryPath; slug: string } | null {
  for (const line of cart?.lineItems ?? []) {
    const entryPath = line.options.entryPath
    if (line.kind !== 'entry' || !isEntryPath(entryPath)) continue
    const slug = line.snapshot?.path?.match(/^\/events\/([^/?#]+)/)?.[1]
    return slug ? { entryPath, slug } : null
  }
  return null
}

/**
 * After paying for entries (spec §4 complete): the entry flow's last step for this order, or null
 * when the cart held no entries. Read from the cart before it is cleared.
 */
export function entryCompletePath(cart: CartLike, order: { number: string; accessKey: string }): string | null {
  const entry = entryOf(cart)
  return entry && entryStepPath(entry.entryPath, entry.slug, ENTRY_STEPS[entry.entryPath].length, { order: order.number, key: order.accessKey })
}

/**
 * The first step of the entry flow the cart's entry lines belong to (a joiner's team search, a
 * captain's team details), for a refusal at the checkout to lead back to; null without entries.
 */
export function entryStartPath(cart: CartLike): string | null {
  const entry = entryOf(cart)
  return entry && entryStepPath(entry.entryPath, entry.slug, 1)
}
