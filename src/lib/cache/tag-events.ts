type Listener = (tags: string[]) => void

/** The set the cache handler (src/lib/cache/shared-cache-handler.mjs) calls when another instance expires tags. */
const listeners = ((globalThis as Record<symbol, unknown>)[Symbol.for('milepost.tagsExpiredElsewhere')] ??= new Set<Listener>()) as Set<Listener>

/** Runs `listener` when another instance of the site expires cache tags (an editor saved there). */
export function onTagsExpiredElsewhere(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
