/** Spec §8/§9: a failed chunk load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const KEY = 'milepost:chunk-reload-at'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: string; message?: string }
  return name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(message ?? '')
}

/** Reloads unless a reload already happened within the guard window; returns whether it reloaded. */
export function reloadAfterChunkError(storage: Storage, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(KEY) ?? 0)
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false
  storage.setItem(KEY, String(now))
  reload()
  return true
}
