import { describe, expect, it } from 'vitest'
import { mayKeep, pageMemory, sharedMaxAge, withNonce } from './page-memory'

const OLD = 'T2xkT2xkT2xkT2xkT2xkTw=='
const NEW = 'TmV3TmV3TmV3TmV3TmV3Tg=='
const html = (nonce = OLD) => Buffer.from(`<html><script nonce="${nonce}" src="/a.js"></script><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></html>`)
const shared = (extra: Record<string, string> = {}) => ({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=600, stale-while-revalidate=31535400',
  'content-security-policy': `script-src 'nonce-${OLD}' 'strict-dynamic'`,
  'x-nextjs-cache': 'HIT',
  'content-length': '123',
  ...extra,
})

function memoryAt(start = 1_000) {
  let now = start
  const memory = pageMemory({ maxBytes: 1_000_000, maxAgeMs: 60_000, now: () => now })
  return { memory, later: (ms: number) => (now += ms) }
}

describe('which requests and answers the page memory takes', () => {
  it('takes page loads, not client navigations, prefetches, actions, previews, fetches or writes', () => {
    expect(mayKeep('GET', {})).toBe(true)
    expect(mayKeep('GET', { 'sec-fetch-dest': 'document', cookie: 'payload-token=x; i18n_redirected=de' })).toBe(true)
    expect(mayKeep('HEAD', {})).toBe(false)
    expect(mayKeep('POST', {})).toBe(false)
    for (const header of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url']) expect(mayKeep('GET', { [header]: '1' })).toBe(false)
    expect(mayKeep('GET', { cookie: 'a=1; __prerender_bypass=x' })).toBe(false)
    expect(mayKeep('GET', { 'sec-fetch-dest': 'empty' })).toBe(false)
  })

  it('reads how long a shared cache may keep an answer', () => {
    expect(sharedMaxAge('s-maxage=600, stale-while-revalidate=31535400')).toBe(600)
    expect(sharedMaxAge('private, no-cache, no-store, max-age=0, must-revalidate')).toBeNull()
    expect(sharedMaxAge('public, max-age=60')).toBeNull()
    expect(sharedMaxAge('s-maxage=0')).toBeNull()
    expect(sharedMaxAge(undefined)).toBeNull()
  })

  it('keeps a shared 200 page with a nonce; nothing private, stale, with a cookie, failed or without a nonce', () => {
    const { memory } = memoryAt()
    const keep = (key: string, changes: Partial<{ status: number; headers: Record<string, string>; nonce: string | null }> = {}) =>
      memory.keep(key, { status: 200, headers: shared(), body: html(), nonce: OLD, generation: 0, ...changes })
    expect(keep('a')).toBe(true)
    expect(keep('b', { status: 404 })).toBe(false)
    expect(keep('c', { headers: shared({ 'cache-control': 'private, no-cache, no-store' }) })).toBe(false)
    expect(keep('d', { headers: shared({ 'x-nextjs-cache': 'STALE' }) })).toBe(false)
    expect(keep('e', { headers: shared({ 'set-cookie': 'mp_session=1' }) })).toBe(false)
    expect(keep('f', { headers: shared({ 'content-type': 'application/json' }) })).toBe(false)
    expect(keep('g', { nonce: null })).toBe(false)
    expect(memory.size().pages).toBe(1)
  })
})

describe('the page memory', () => {
  it('answers a copy with a fresh nonce in the policy, on every script and in the page data, and the same length', () => {
    const { memory } = memoryAt()
    memory.keep('host /x', { status: 200, headers: shared(), body: html(), nonce: OLD, generation: 0 })
    const page = memory.find('host /x')!
    const fresh = withNonce(page, NEW)
    expect(fresh.body.toString()).toBe(html(NEW).toString())
    expect(fresh.body.byteLength).toBe(html().byteLength)
    expect(Object.fromEntries(fresh.headers)['content-security-policy']).toBe(`script-src 'nonce-${NEW}' 'strict-dynamic'`)
    // Per-answer headers are Node's and the compressor's to write.
    expect(Object.fromEntries(fresh.headers)['content-length']).toBeUndefined()
    // The kept page itself is untouched: the next answer gets its own nonce.
    expect(withNonce(memory.find('host /x')!, OLD).body.toString()).toBe(html(OLD).toString())
  })

  it('forgets everything when a tag is expired, and keeps nothing rendered across the expiry', () => {
    const { memory } = memoryAt()
    const before = memory.generation()
    memory.keep('a', { status: 200, headers: shared(), body: html(), nonce: OLD, generation: before })
    memory.expire()
    expect(memory.find('a')).toBeNull()
    expect(memory.keep('b', { status: 200, headers: shared(), body: html(), nonce: OLD, generation: before })).toBe(false)
    expect(memory.keep('b', { status: 200, headers: shared(), body: html(), nonce: OLD, generation: memory.generation() })).toBe(true)
  })

  it('keeps a page as long as Next may, at most a minute', () => {
    const { memory, later } = memoryAt()
    memory.keep('long', { status: 200, headers: shared(), body: html(), nonce: OLD, generation: 0 })
    memory.keep('short', { status: 200, headers: shared({ 'cache-control': 's-maxage=10' }), body: html(), nonce: OLD, generation: 0 })
    later(9_999)
    expect(memory.find('short')).not.toBeNull()
    later(1)
    expect(memory.find('short')).toBeNull()
    later(49_999)
    expect(memory.find('long')).not.toBeNull()
    later(1)
    expect(memory.find('long')).toBeNull()
    expect(memory.size()).toEqual({ pages: 0, bytes: 0 })
  })

  it('holds at most its bytes, the least recently used going first', () => {
    const size = html().byteLength + 1
    const memory = pageMemory({ maxBytes: size * 8, maxAgeMs: 60_000 })
    for (const key of 'abcdefgh') memory.keep(key, { status: 200, headers: shared(), body: html(), nonce: OLD, generation: 0 })
    memory.find('a')
    memory.keep('i', { status: 200, headers: shared(), body: html(), nonce: OLD, generation: 0 })
    expect(memory.find('b')).toBeNull()
    expect(memory.find('a')).not.toBeNull()
    expect(memory.find('i')).not.toBeNull()
    expect(memory.size().bytes).toBeLessThanOrEqual(size * 8)
    // One page bigger than an eighth of the memory is not kept at all.
    expect(memory.keep('big', { status: 200, headers: shared(), body: Buffer.alloc(size * 2), nonce: OLD, generation: 0 })).toBe(false)
  })
})
