import type { PurchasableKind } from '../commerce/cart/types'
import { ENTRY_PATHS, type EntryPath } from './model'
import { ENTRY_STEPS, entryStepPath } from './steps'

type CartLike = { lineItems: { kind: PurchasableKind | null; options: Record<string, unknown>; snapshot: { path: string | null } | null }[] } | null

/**
 * After paying for entries (spec §4 complete): the entry flow's last step for this order, or null
 * when the cart held no entries. Read from the cart before it is cleared.
 */
export function entryCompletePath(cart: CartLike, order: { number: string; accessKey: string }): string | null {
  const line = cart?.lineItems.find((l) => l.kind === 'entry' && (ENTRY_PATHS as readonly unknown[]).includes(l.options.entryPath))
  const slug = line?.snapshot?.path?.match(/^\/events\/([^/?#]+)/)?.[1]
  if (!line || !slug) return null
  const entryPath = line.options.entryPath as EntryPath
  return entryStepPath(entryPath, slug, ENTRY_STEPS[entryPath].length, { order: order.number, key: order.accessKey })
}

/**
 * The first step of the entry flow the cart's entry lines belong to (a joiner's team search, a
 * captain's team details), for a refusal at the checkout to lead back to; null without entries.
 */
export function entryStartPath(cart: CartLike): string | null {
  const line = cart?.lineItems.find((l) => l.kind === 'entry' && (ENTRY_PATHS as readonly unknown[]).includes(l.options.entryPath))
  const slug = line?.snapshot?.path?.match(/^\/events\/([^/?#]+)/)?.[1]
  return line && slug ? entryStepPath(line.options.entryPath as EntryPath, slug, 1) : null
}
