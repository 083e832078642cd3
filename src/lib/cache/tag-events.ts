type Listener = (tags: string[]) => void

/** The set the cache handler (src/lib/cache/shared-cache-handler.mjs) calls when another instance expires tags. */
const listeners = ((globalThis as Record<symbol, unknown>)[Symbol.for('milepost.tagsExpiredElsewhere')] ??= new Set<Listener>()) as Set<Listener>

/** The set the cache handler calls whenever tags are expired, here or on another instance. */
const everyExpiry = ((globalThis as Record<symbol, unknown>)[Symbol.for('milepost.tagsExpired')] ??= new Set<Listener>()) as Set<Listener>

type Expirer = (tags: string[]) => Promise<void>

/** Set by the cache handler when Next loads it: expires tags in this process and on the others. */
const expirer = globalThis as { [key: symbol]: Expirer | undefined }
const EXPIRE = Symbol.for('milepost.expireTagsOutsideRequest')

/**
 * Expires cache tags from outside a request (a background job completed an order), where Next's
 * revalidateTag refuses to run. False when no cache handler is loaded in this process (tests, scripts).
 */
export async function expireTagsOutsideRequest(tags: string[]): Promise<boolean> {
  const expire = expirer[EXPIRE]
  if (!expire) return false
  await expire(tags)
  return true
}

/** Runs `listener` when another instance of the site expires cache tags (an editor saved there). */
export function onTagsExpiredElsewhere(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Runs `listener` whenever cache tags are expired, in this process or on another instance. */
export function onTagsExpired(listener: Listener): () => void {
  everyExpiry.add(listener)
  return () => everyExpiry.delete(listener)
}
