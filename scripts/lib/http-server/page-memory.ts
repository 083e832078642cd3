/**
 * Cached pages answered from memory. Next keeps a page it may share (ISR: `s-maxage` in its
 * Cache-Control) in its cache, but still runs the proxy, its router and its cache lookup for every
 * request: 10 times the cost of sending the bytes. The first time Next answers such a page, its
 * finished answer (the scripts with their nonce, page-nonces.ts) is kept here, and the next requests
 * for that address get a copy with a fresh nonce, in the policy and on every script, without Next.
 *
 * Kept: GET document requests for a page Next answered 200 from its shared cache, with no cookie
 * of its own. Not kept: a client navigation (RSC headers), a preview, an answer with Set-Cookie,
 * one Next marked STALE, one started before an expiry. An entry lives as long as Next would keep
 * the page, at most `maxAgeMs`, and goes at once when any cache tag is expired (an editor saved, an
 * order took stock): the tag events that expire Next's own cache (tag-events.ts). Bounded by bytes,
 * the least recently used first out.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'

export type KeptPage = { status: number; headers: [string, string | string[]][]; body: Buffer; nonceAt: number[]; nonce: string; bytes: number; expiresAt: number }

export type PageMemoryOptions = { maxBytes: number; maxAgeMs: number; now?: () => number }

/** Headers of Next's client navigations and prefetches: their answer is not the page's HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url']
/** A draft or preview sees what visitors do not. */
const PREVIEW_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/
/** Per-answer headers: Node writes its own, and the body's length is set again. */
const NOT_KEPT = new Set(['set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'])

/** Whether an answer to this request may come from (and go to) memory. */
export function mayKeep(method: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET') return false
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return false
  if (PREVIEW_COOKIES.test(headers.cookie ?? '')) return false
  // A fetch (not a page load) of the checkout or contact page is answered 204 by the proxy.
  const destination = headers['sec-fetch-dest']
  return destination === undefined || destination === 'document'
}

/** Seconds a shared cache may keep the answer (`s-maxage`), or null when it may not. */
export function sharedMaxAge(cacheControl: string | undefined): number | null {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/i.test(cacheControl)) return null
  const seconds = /\bs-maxage=(\d+)/i.exec(cacheControl)?.[1]
  return seconds && Number(seconds) > 0 ? Number(seconds) : null
}

const offsetsOf = (body: Buffer, nonce: string): number[] => {
  const found: number[] = []
  for (let at = body.indexOf(nonce); at >= 0; at = body.indexOf(nonce, at + nonce.length)) found.push(at)
  return found
}

export function pageMemory({ maxBytes, maxAgeMs, now = Date.now }: PageMemoryOptions) {
  const pages = new Map<string, KeptPage>()
  let bytes = 0
  let expiries = 0

  const drop = (key: string) => {
    const page = pages.get(key)
    if (!page) return
    bytes -= page.bytes
    pages.delete(key)
  }

  return {
    /** How many expiries so far: an answer rendered across one is not kept. */
    generation: () => expiries,

    /** Forgets every page: a tag was expired, and any page may show what it tagged. */
    expire(): void {
      expiries++
      pages.clear()
      bytes = 0
    },

    /** The kept page under `key`, still fresh (and now the most recently used); else null. */
    find(key: string): KeptPage | null {
      const page = pages.get(key)
      if (!page) return null
      pages.delete(key)
      if (page.expiresAt <= now()) {
        bytes -= page.bytes
        return null
      }
      pages.set(key, page)
      return page
    },

    /**
     * Keeps Next's finished answer under `key` when it may be shared. `nonce` is the one its policy
     * and scripts carry; `generation` is what generation() said when the request came in.
     */
    keep(key: string, answer: { status: number; headers: OutgoingHttpHeaders; body: Buffer; nonce: string | null; generation: number }): boolean {
      const { status, headers, body, nonce, generation } = answer
      if (generation !== expiries || status !== 200 || !nonce) return false
      if (!String(headers['content-type'] ?? '').startsWith('text/html')) return false
      if (headers['set-cookie'] !== undefined || String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return false
      const maxAge = sharedMaxAge(String(headers['cache-control'] ?? ''))
      if (maxAge === null) return false
      const size = body.byteLength + key.length
      if (size > maxBytes / 8) return false
      const kept: [string, string | string[]][] = []
      for (const [name, value] of Object.entries(headers)) {
        if (value === undefined || NOT_KEPT.has(name)) continue
        kept.push([name, Array.isArray(value) ? value : String(value)])
      }
      drop(key)
      pages.set(key, { status, headers: kept, body, nonceAt: offsetsOf(body, nonce), nonce, bytes: size, expiresAt: now() + Math.min(maxAge * 1000, maxAgeMs) })
      bytes += size
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break
        drop(oldest)
      }
      return true
    },

    size: () => ({ pages: pages.size, bytes }),
  }
}

export type PageMemory = ReturnType<typeof pageMemory>

/** The kept answer with `nonce` in place of the one it was kept with: in its policy and on every script. */
export function withNonce(page: KeptPage, nonce: string): { headers: [string, string | string[]][]; body: Buffer } {
  if (Buffer.byteLength(nonce) !== Buffer.byteLength(page.nonce)) throw new Error('A fresh nonce must be as long as the kept one')
  const body = Buffer.allocUnsafe(page.body.byteLength)
  page.body.copy(body)
  for (const at of page.nonceAt) body.write(nonce, at, 'latin1')
  const headers = page.headers.map(([name, value]): [string, string | string[]] => [name, typeof value === 'string' && value.includes(page.nonce) ? value.replaceAll(page.nonce, nonce) : value])
  return { headers, body }
}
