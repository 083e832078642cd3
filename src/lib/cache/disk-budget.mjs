// The size caps of the caches Next keeps on disk (README, "Cache sizes"), and the least-recently-used
// bookkeeping that holds the data cache under its cap. Plain JavaScript: the cache handler that uses
// it is loaded by Next at run time, outside the bundle; next.config.ts and src/lib/env.ts read the
// same settings from here.
import fs from 'node:fs'
import path from 'node:path'

export const DEFAULT_CACHE_MB = 256
const MB = 1024 * 1024

/** A cap in MB from the environment (fractions allowed); src/lib/env.ts refuses a malformed one at start. */
export function cacheMegabytes(value) {
  const mb = typeof value === 'string' && value.trim() ? Number(value) : Number.NaN
  return Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_CACHE_MB
}

/** @typedef {Record<string, string | undefined>} Environment */

/** The data cache's cap (pages and cached reads), in bytes. @param {Environment} [env] */
export const dataCacheBytes = (env = process.env) => Math.floor(cacheMegabytes(env.DATA_CACHE_MAX_MB) * MB)
/** The image optimizer's cap, in bytes (Next's images.maximumDiskCacheSize). @param {Environment} [env] */
export const imageCacheBytes = (env = process.env) => Math.floor(cacheMegabytes(env.IMAGE_CACHE_MAX_MB) * MB)

function sizeOf(file) {
  try {
    const stat = fs.statSync(file)
    if (!stat.isDirectory()) return stat.size
    return fs.readdirSync(file).reduce((sum, name) => sum + sizeOf(path.join(file, name)), 0)
  } catch {
    return 0
  }
}

/**
 * Entries (each one or more files) in order of last use, the least recent first; past `maxBytes`
 * the least recently used are deleted from the disk. Sizes are measured on the disk after a write.
 */
export function diskBudget(maxBytes) {
  const entries = new Map()
  let total = 0

  const forget = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    total -= entry.bytes
  }

  const evict = (keep) => {
    for (const [key, entry] of entries) {
      if (total <= maxBytes) return
      if (key === keep) continue
      forget(key)
      for (const file of entry.files) fs.rmSync(file, { recursive: true, force: true })
    }
  }

  return {
    /** Counts an entry just written (or rewritten) as the most recently used, then evicts. */
    written(key, files) {
      forget(key)
      const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0)
      entries.set(key, { files, bytes })
      total += bytes
      evict(key)
    },
    /** An entry was read: it becomes the most recently used. */
    used(key) {
      const entry = entries.get(key)
      if (!entry) return
      entries.delete(key)
      entries.set(key, entry)
    },
    /** What is already on disk in `dir` (one file per entry, its key `prefix` + its name), oldest first by modification time. */
    adopt(dir, prefix = '') {
      let names = []
      try {
        names = fs.readdirSync(dir)
      } catch {
        return
      }
      const found = names.map((name) => ({ name, file: path.join(dir, name), mtime: fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
      for (const { name, file } of found.sort((a, b) => a.mtime - b.mtime)) if (!entries.has(prefix + name)) this.written(prefix + name, [file])
    },
    bytes: () => total,
    maxBytes,
  }
}
