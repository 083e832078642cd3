import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload'

describe('a failed chunk load reloads the page at most once a minute (L13)', () => {
  it('recognises chunk load failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads at most once per 60 seconds', () => {
    const data = new Map<string, string>()
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
    const reload = vi.fn()
    expect(reloadAfterChunkError(storage, 1_000_000, reload)).toBe(true)
    expect(reloadAfterChunkError(storage, 1_059_999, reload)).toBe(false)
    expect(reloadAfterChunkError(storage, 1_060_000, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
