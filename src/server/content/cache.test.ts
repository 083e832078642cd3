import { beforeEach, describe, expect, it, vi } from 'vitest'

/** unstable_cache as Next runs it: a result is stored under its key unless the read throws. */
const stored = vi.hoisted(() => new Map<string, unknown>())
vi.mock('next/cache', () => ({
  unstable_cache:
    <R>(read: () => Promise<R>, keyParts: string[]) =>
    async () => {
      const key = JSON.stringify(keyParts)
      if (stored.has(key)) return stored.get(key) as R
      const value = await read()
      stored.set(key, value)
      return value
    },
}))

const { cachedQuery } = await import('./cache')

describe('cachedQuery', () => {
  beforeEach(() => stored.clear())

  it('keeps what it found, once', async () => {
    const read = vi.fn(async (slug: string) => ({ slug }))
    const post = cachedQuery('post', { tags: ['articles'], revalidate: 60 }, read)
    expect(await post('spring')).toEqual({ slug: 'spring' })
    expect(await post('spring')).toEqual({ slug: 'spring' })
    expect(read).toHaveBeenCalledTimes(1)
    expect(stored.size).toBe(1)
  })

  it('keeps nothing for a miss: an invented slug answers null and writes no entry', async () => {
    const read = vi.fn(async (_slug: string) => null)
    const post = cachedQuery('post', { tags: ['articles'], revalidate: 60 }, read)
    for (let i = 0; i < 20; i++) expect(await post(`invented-${i}`)).toBeNull()
    expect(stored.size).toBe(0)
  })

  it('passes a failed read on, keeping nothing', async () => {
    const post = cachedQuery('post', { tags: ['articles'], revalidate: 60 }, async (_slug: string) => {
      throw new Error('database away')
    })
    await expect(post('spring')).rejects.toThrow('database away')
    expect(stored.size).toBe(0)
  })
})
