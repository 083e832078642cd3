/**
 * Contract test for the one hook into Next's cache internals: src/lib/cache/shared-cache-handler.mjs
 * extends Next's private FileSystemCache (next/dist/server/lib/incremental-cache/file-system-cache.js)
 * and, for tags expired on another instance, calls its revalidateTag without an instance (it only
 * touches the process-wide tags manifest). None of that is public API: a Next upgrade that moves or
 * reshapes it must fail here, not leave every instance serving what an editor just changed.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

const require = createRequire(import.meta.url)

const RECHECK = 're-check src/lib/cache/shared-cache-handler.mjs (and docs/decisions/0014-scale-out.md)'
/** Exactly the specifier the handler imports. */
const FILE_SYSTEM_CACHE = 'next/dist/server/lib/incremental-cache/file-system-cache.js'
/** Where Next keeps the expired tags FileSystemCache reads and writes (the "process's own" manifest). */
const TAGS_MANIFEST = 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
/** Next's IncrementalCache, which instantiates `cacheHandler` from next.config (next-server.js getIncrementalCache). */
const INCREMENTAL_CACHE = 'next/dist/server/lib/incremental-cache/index.js'
const NODE_FS = 'next/dist/server/lib/node-fs-methods.js'

type Entry = { value: { kind: string; data: { body: string } } } | null
type Cache = {
  cacheHandler: unknown
  get(key: string, ctx: Record<string, unknown>): Promise<Entry>
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}
type IncrementalCacheClass = new (options: Record<string, unknown>) => Cache
type FileSystemCacheClass = (new (
  ctx: Record<string, unknown>,
) => object) & {
  prototype: Record<string, (...args: unknown[]) => unknown> & { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }
}

/** The Redis bus the handler would use: only what shared-cache-handler.mjs calls, in memory. */
const bus = vi.hoisted(() => ({ published: [] as string[], subscribers: [] as ((text: string) => void)[] }))
vi.mock('redis', () => ({
  createClient: () => ({
    on: () => undefined,
    connect: async () => undefined,
    subscribe: async (_channel: string, listener: (text: string) => void) => void bus.subscribers.push(listener),
    publish: async (_channel: string, text: string) => void bus.published.push(text),
  }),
}))

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-cache-contract-'))
const serverDistDir = path.join(distDir, 'server')
const FETCH_CACHE_DIR = path.join(distDir, 'cache', 'fetch-cache')
const DATA_CACHE_BYTES = 40 * 1024
const dirBytes = (dir: string): number =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => sum + (entry.isDirectory() ? dirBytes(path.join(dir, entry.name)) : fs.statSync(path.join(dir, entry.name)).size), 0)
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** An unstable_cache entry (src/server/content/cache.ts) as next/dist/server/web/spec-extension/unstable-cache.js stores it. */
async function store(cache: Cache, key: string, tags: string[], body: string) {
  await cache.set(key, { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 3600 }, { fetchCache: true, tags, fetchIdx: 0, fetchUrl: `unstable_cache ${key}` })
}
const read = (cache: Cache, key: string, tags: string[]) => cache.get(key, { kind: 'FETCH', revalidate: 3600, tags, softTags: [], fetchIdx: 0, fetchUrl: `unstable_cache ${key}` })

describe("the cache handler's hold on Next's file-system cache", () => {
  let SharedCacheHandler: typeof import('./shared-cache-handler.mjs').default
  let cache: Cache

  beforeAll(async () => {
    // The Redis bus (faked above), so that tags expired "elsewhere" come in the way they do in production.
    vi.stubEnv('REDIS_URL', 'redis://contract-test')
    vi.stubEnv('NEXT_PHASE', '')
    vi.stubEnv('NEXT_PRIVATE_TEST_PROXY', '')
    // A data cache of 40 KB, so that the cap can be seen at work.
    vi.stubEnv('DATA_CACHE_MAX_MB', String(DATA_CACHE_BYTES / (1024 * 1024)))
    SharedCacheHandler = (await import('./shared-cache-handler.mjs')).default
    const { IncrementalCache } = require(INCREMENTAL_CACHE) as { IncrementalCache: IncrementalCacheClass }
    const { nodeFs } = require(NODE_FS) as { nodeFs: unknown }
    // As next-server.js getIncrementalCache() builds it in production (no memory cache: every read is from disk).
    cache = new IncrementalCache({
      fs: nodeFs,
      dev: false,
      requestHeaders: {},
      minimalMode: false,
      serverDistDir,
      fetchCacheKeyPrefix: '',
      maxMemoryCacheSize: 0,
      flushToDisk: true,
      previewProps: { previewModeId: 'contract', previewModeSigningKey: 'contract', previewModeEncryptionKey: 'contract' },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
      CurCacheHandler: SharedCacheHandler,
    })
  })

  afterAll(() => {
    vi.unstubAllEnvs()
    fs.rmSync(distDir, { recursive: true, force: true })
  })

  it('still finds FileSystemCache where the handler imports it, with the methods it relies on', () => {
    expect(() => require.resolve(FILE_SYSTEM_CACHE), `Next moved its FileSystemCache (${FILE_SYSTEM_CACHE}): ${RECHECK}`).not.toThrow()
    const mod = require(FILE_SYSTEM_CACHE) as { default?: FileSystemCacheClass }
    const FileSystemCache = mod.default ?? (mod as unknown as FileSystemCacheClass)
    expect(FileSystemCache, `${FILE_SYSTEM_CACHE} no longer exports the FileSystemCache class: ${RECHECK}`).toBeTypeOf('function')
    for (const method of ['get', 'set', 'revalidateTag', 'resetRequestCache']) {
      expect(FileSystemCache.prototype[method], `FileSystemCache has no ${method}() any more: ${RECHECK}`).toBeTypeOf('function')
    }
    expect(FileSystemCache.prototype.revalidateTag.length, 'FileSystemCache.revalidateTag no longer takes (tags, durations), which the handler forwards: ' + RECHECK).toBe(2)
    expect(Object.getPrototypeOf(SharedCacheHandler), `the handler no longer extends the FileSystemCache Next loads: ${RECHECK}`).toBe(FileSystemCache)
    expect(() => require.resolve(TAGS_MANIFEST), `Next moved its tags manifest (${TAGS_MANIFEST}): ${RECHECK}`).not.toThrow()
  })

  it("covers every method of Next's CacheHandler interface, with revalidateTag's arguments", () => {
    const { CacheHandler } = require(INCREMENTAL_CACHE) as { CacheHandler: { prototype: Record<string, (...args: unknown[]) => unknown> } }
    expect(CacheHandler, `Next no longer exports its CacheHandler interface from ${INCREMENTAL_CACHE}: ${RECHECK}`).toBeTypeOf('function')
    const methods = Object.getOwnPropertyNames(CacheHandler.prototype).filter((name) => name !== 'constructor')
    expect(methods, `Next's CacheHandler interface lost the methods the handler implements: ${RECHECK}`).toEqual(expect.arrayContaining(['get', 'set', 'revalidateTag']))
    for (const method of methods) {
      expect((SharedCacheHandler.prototype as unknown as Record<string, unknown>)[method], `Next's CacheHandler now has ${method}(), which the handler lacks: ${RECHECK}`).toBeTypeOf('function')
    }
    // The handler's revalidateTag passes on exactly (tags, durations): a new argument would be dropped.
    expect(CacheHandler.prototype.revalidateTag!.length, `Next now calls revalidateTag with other arguments than (tags, durations): ${RECHECK}`).toBe(2)
    expect(SharedCacheHandler.prototype.revalidateTag.length, `the handler's revalidateTag should take (tags, durations): ${RECHECK}`).toBe(2)
  })

  it('is instantiated by Next from next.config cacheHandler, and round-trips an entry on disk until its tag expires', async () => {
    expect(cache.cacheHandler, `Next's IncrementalCache no longer instantiates the configured cacheHandler (CurCacheHandler): ${RECHECK}`).toBeInstanceOf(SharedCacheHandler)
    const key = 'a'.repeat(64)
    await store(cache, key, ['contract-catalogue'], '"stored"')
    expect(fs.existsSync(path.join(FETCH_CACHE_DIR, key)), `FileSystemCache no longer writes fetch entries under .next/cache/fetch-cache: ${RECHECK}`).toBe(true)
    const hit = await read(cache, key, ['contract-catalogue'])
    expect(hit?.value, `an entry set through the handler did not come back: ${RECHECK}`).toMatchObject({ kind: 'FETCH', data: { body: '"stored"' } })

    await wait(10) // An entry is expired by a tag expired after it was written (the manifest compares milliseconds).
    // As src/cms/revalidate.ts expireNow does: revalidateTag(tag, { expire: 0 }).
    await cache.revalidateTag(['contract-catalogue'], { expire: 0 })
    await expect.poll(() => read(cache, key, ['contract-catalogue']), { message: `an entry whose tag was revalidated is still served: ${RECHECK}`, timeout: 1000 }).toBeNull()
    expect(
      bus.published.map((text) => JSON.parse(text) as unknown),
      `the expired tag was not published to the other instances: ${RECHECK}`,
    ).toContainEqual(expect.objectContaining({ tags: ['contract-catalogue'], durations: { expire: 0 } }))
  })

  it("expires a tag from another instance through FileSystemCache's revalidateTag called without an instance", async () => {
    const FileSystemCache = ((m: { default?: FileSystemCacheClass }) => m.default ?? (m as unknown as FileSystemCacheClass))(require(FILE_SYSTEM_CACHE))
    const key = 'b'.repeat(64)
    await store(cache, key, ['contract-elsewhere'], '"elsewhere"')
    expect((await read(cache, key, ['contract-elsewhere']))?.value.data.body).toBe('"elsewhere"')
    await wait(10)
    // What the handler's receive() does with a message from the bus.
    const outcome = await Promise.resolve()
      .then(() => FileSystemCache.prototype.revalidateTag.call(null, ['contract-elsewhere'], undefined))
      .then(
        () => 'expired',
        (error: unknown) => String(error),
      )
    expect(outcome, `FileSystemCache.revalidateTag now needs an instance (this): the handler's receive() calls it with none: ${RECHECK}`).toBe('expired')
    const { tagsManifest } = require(TAGS_MANIFEST) as { tagsManifest: Map<string, { expired?: number }> }
    expect(tagsManifest.get('contract-elsewhere')?.expired, `FileSystemCache.revalidateTag no longer records expired tags in Next's process-wide tags manifest: ${RECHECK}`).toBeTypeOf('number')
    await expect.poll(() => read(cache, key, ['contract-elsewhere']), { message: `a tag expired without an instance did not expire the entry: ${RECHECK}`, timeout: 1000 }).toBeNull()
  })

  it('applies a message from another instance on the bus, and tells the application', async () => {
    const { onTagsExpiredElsewhere } = await import('./tag-events')
    const heard: string[][] = []
    const stop = onTagsExpiredElsewhere((tags) => heard.push(tags))
    try {
      const key = 'c'.repeat(64)
      await store(cache, key, ['contract-bus'], '"bus"')
      expect((await read(cache, key, ['contract-bus']))?.value.data.body).toBe('"bus"')
      await wait(10)
      expect(bus.subscribers.length, `the handler did not subscribe to the bus: ${RECHECK}`).toBeGreaterThan(0)
      for (const deliver of bus.subscribers) deliver(JSON.stringify({ from: 'another-instance', tags: ['contract-bus'], durations: { expire: 0 } }))
      await expect.poll(() => read(cache, key, ['contract-bus']), { message: `a tag expired on another instance did not expire the entry here: ${RECHECK}`, timeout: 1000 }).toBeNull()
      expect(heard, 'the application was not told of the tag expired elsewhere: re-check src/lib/cache/tag-events.ts').toContainEqual(['contract-bus'])
    } finally {
      stop()
    }
  })
  it('keeps no cached read that found nothing (null)', async () => {
    const key = 'd'.repeat(64)
    await store(cache, key, ['contract-miss'], 'null')
    expect(fs.existsSync(path.join(FETCH_CACHE_DIR, key)), 'a miss was written to the disk').toBe(false)
  })

  it('holds the data cache under DATA_CACHE_MAX_MB on disk, the least recently used going first', async () => {
    const body = JSON.stringify('x'.repeat(2000))
    const keep = 'e'.repeat(64)
    await store(cache, keep, ['contract-budget'], body)
    for (let i = 0; i < 100; i++) {
      await store(cache, `budget-${String(i).padStart(58, '0')}`, ['contract-budget'], body)
      // Read often: it stays while entries written before and after it go.
      if (i % 5 === 0) expect((await read(cache, keep, ['contract-budget']))?.value.data.body).toBe(body)
    }
    expect(dirBytes(FETCH_CACHE_DIR), 'the data cache outgrew its cap: re-check src/lib/cache/disk-budget.mjs').toBeLessThanOrEqual(DATA_CACHE_BYTES)
    expect(fs.existsSync(path.join(FETCH_CACHE_DIR, keep)), 'an entry read often was evicted before unused ones').toBe(true)
    expect(fs.existsSync(path.join(FETCH_CACHE_DIR, `budget-${'0'.repeat(58)}`)), 'the least recently used entry is still on disk').toBe(false)
    expect(fs.existsSync(path.join(FETCH_CACHE_DIR, `budget-${String(99).padStart(58, '0')}`))).toBe(true)
  })

  it('writes pages where it evicts them from (APP_PAGE files beside the key)', async () => {
    const key = '/en/contract-page'
    const handler = cache.cacheHandler as { set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void> }
    await handler.set(
      key,
      { kind: 'APP_PAGE', html: '<p>page</p>', rscData: Buffer.from('rsc'), headers: {}, status: 200, postponed: undefined, segmentData: undefined },
      { cacheControl: { revalidate: 60, expire: undefined }, isRoutePPREnabled: false, isFallback: false },
    )
    for (const suffix of ['.html', '.rsc', '.meta'])
      expect(fs.existsSync(path.join(serverDistDir, 'app', `${key}${suffix}`)), `FileSystemCache no longer writes ${suffix} for a page: re-check FILES in the handler`).toBe(true)
  })
})
