import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { siteVisitor } from '../support/site-visitor'
import { expect, site, test } from './fixtures'

/**
 * What anonymous traffic can make the site store (docs/security.md, "Bounded storage"): a thousand
 * invented addresses on every kind of content page in several languages, image variants nobody
 * uses, and a thousand cart calls from visitors without a cart cookie, must leave the data folder,
 * the database and Next's caches on disk within 2 MB of where they were.
 */
const LIMIT_BYTES = 2 * 1024 * 1024
const root = path.resolve(import.meta.dirname, '../..')
const LOCALE_PREFIXES = ['', '/fr', '/de', '/es-mx', '/sv']
const CONTENT_PATHS = ['/blog', '/events', '/shop', '/shop/products', '/pages', '/training-plans', '/podcasts', '/run-club', '/account/races']

function bytesUnder(dir: string, skip: (name: string) => boolean = () => false): number {
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip(entry.name)) continue
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) total += bytesUnder(file)
    // What the file takes on the disk (whole blocks): a hundred-byte cache entry still takes 4 KB.
    else total += (fs.statSync(file, { throwIfNoEntry: false })?.blocks ?? 0) * 512
  }
  return total
}

const exists = (dir: string) => fs.existsSync(dir)

/** The database as it will be once its journal is folded in: its pages, read through a connection of our own. */
async function databaseBytes(dataDir: string): Promise<number> {
  const client = createClient({ url: `file:${path.join(dataDir, 'milepost.db')}` })
  try {
    const count = Number((await client.execute('PRAGMA page_count')).rows[0]![0])
    const size = Number((await client.execute('PRAGMA page_size')).rows[0]![0])
    return count * size
  } finally {
    client.close()
  }
}

/** Everything the site keeps: the data folder (without its journal and the test's log), the database, Next's caches. */
async function footprint() {
  const dataDir = site.dataDir
  const data = bytesUnder(dataDir, (name) => /^milepost\.db(-wal|-shm)?$/.test(name) || name === 'server.log')
  const database = await databaseBytes(dataDir)
  const caches = ['.next/cache', '.next/server/app'].map((dir) => path.join(root, dir)).filter(exists)
  const cache = caches.reduce((sum, dir) => sum + bytesUnder(dir), 0)
  return { data, database, cache, total: data + database + cache }
}

/** Runs `jobs` with at most `size` at a time. */
async function pool<T>(jobs: (() => Promise<T>)[], size = 6): Promise<T[]> {
  const results: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < jobs.length) {
        const at = next++
        results[at] = await jobs[at]!()
      }
    }),
  )
  return results
}

test('a thousand invented addresses and image variants, and a thousand cookieless cart calls, store at most 2 MB', async () => {
  test.setTimeout(900_000)
  const base = site.baseURL
  const media = (await (await fetch(`${base}/api/media?limit=1&depth=0`)).json()) as { docs: { url: string }[] }
  const image = new URL(media.docs[0]!.url, base).pathname
  const pages = Array.from({ length: 1000 }, (_, i) => `${LOCALE_PREFIXES[i % LOCALE_PREFIXES.length]}${CONTENT_PATHS[i % CONTENT_PATHS.length]}/invented-${i}-${Date.now().toString(36)}`)
  const variants = Array.from({ length: 300 }, (_, i) => {
    const kind = i % 3
    if (kind === 0) return `/_next/image?url=${encodeURIComponent(`${image}?v=${i}`)}&w=640&q=75`
    if (kind === 1) return `/_next/image?url=${encodeURIComponent(image)}&w=${2 * i + 1}&q=75`
    return `/_next/image?url=${encodeURIComponent(image)}&w=640&q=${(i % 99) + 1 === 75 ? 74 : (i % 99) + 1}`
  })
  const visitor = siteVisitor({ 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}` })
  await visitor.csrfFrom(base)
  // A client that drops its cart cookie: each call comes without one.
  const cookieless = (pathname: string, body: Record<string, unknown>) => () => {
    visitor.jar.delete('mp_cart')
    return visitor.call(base, pathname, { method: 'POST', body })
  }
  const cartCalls = Array.from({ length: 1000 }, (_, i) => {
    const kind = i % 3
    if (kind === 0) return cookieless('/actions/milepost/cart/get-cart', {})
    if (kind === 1) return cookieless('/actions/milepost/cart/shipping-quote', { countryCode: 'GB' })
    return cookieless('/actions/milepost/cart/update-cart', { email: `shopper${i}@example.com`, notes: 'x'.repeat(500) })
  })
  const status = async (pathname: string) => (await fetch(`${base}${pathname}`, { redirect: 'manual' })).status

  // Odd widths: every width the site serves is even. Once of each kind first: what a first request builds (a compiled page, the one real image variant) is not growth.
  expect(await status(pages[0]!)).toBe(404)
  expect(await status(`/_next/image?url=${encodeURIComponent(image)}&w=640&q=75`)).toBe(200)
  for (const call of cartCalls.slice(0, 3)) expect((await call()).status).toBe(200)
  const before = await footprint()

  const pageStatuses = await pool(pages.map((pathname) => () => status(pathname)))
  const variantStatuses = await pool(variants.map((pathname) => () => status(pathname)))
  const cartStatuses = await pool(cartCalls.map((call) => async () => (await call()).status))
  const after = await footprint()
  const grown = { data: after.data - before.data, database: after.database - before.database, cache: after.cache - before.cache, total: after.total - before.total }
  console.info(
    `[storage-growth] ${pages.length} invented pages, ${variants.length} image variants, ${cartCalls.length} cart calls grew the data folder by ${grown.data} B, the database by ${grown.database} B, the caches by ${grown.cache} B (${grown.total} B in all)`,
  )
  expect(grown.total).toBeLessThanOrEqual(LIMIT_BYTES)
  // Nothing is kept of an address that names nothing; no variant outside the site's sizes is made; a cart
  // without a line is answered, not saved (writes past the limit are refused).
  expect(pageStatuses.filter((s) => s !== 404 && !(s >= 300 && s < 400))).toEqual([])
  expect(variantStatuses.filter((s) => s !== 400)).toEqual([])
  expect(cartStatuses.filter((s) => s !== 200 && s !== 429)).toEqual([])
  expect(visitor.jar.has('mp_cart')).toBe(false)
})
