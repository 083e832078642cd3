// Next's cache handler for several instances of the site (docs/decisions/0014). Entries stay where
// Next's own file-system cache keeps them; what this adds is that an expired tag (an editor saved,
// an order took stock) is expired on every instance: each revalidateTag is published on a bus,
// Redis when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY when DATABASE_URL is PostgreSQL.
// Plain JavaScript: Next loads it at run time, outside the bundle.
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { dataCacheBytes, diskBudget } from './disk-budget.mjs'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = fileSystemCache.default ?? fileSystemCache
const CHANNEL = 'milepost_cache_tags'
const instance = randomUUID()
/** Listeners the application registers (src/lib/cache/tag-events.ts) for tags expired elsewhere. */
const listeners = (globalThis[Symbol.for('milepost.tagsExpiredElsewhere')] ??= new Set())
/** Listeners of every expiry, here or elsewhere (the server's page memory, scripts/lib/http-server/page-memory.ts). */
const everyExpiry = (globalThis[Symbol.for('milepost.tagsExpired')] ??= new Set())

function tell(set, tags) {
  for (const listener of set) {
    try {
      listener(tags)
    } catch (error) {
      console.error('[cache] a tag listener failed', error)
    }
  }
}

let bus = null
/** The data cache's size on disk, shared by every handler of the process (README, "Cache sizes"). */
let budget = null

/** The files FileSystemCache writes for an entry (next/dist/server/lib/incremental-cache/file-system-cache.js set()). */
const FILES = {
  FETCH: [''],
  APP_PAGE: ['.html', '.rsc', '.meta', '.segments'],
  APP_ROUTE: ['.body', '.meta'],
  PAGES: ['.html', '.json'],
}

function receive(text) {
  let message
  try {
    message = JSON.parse(text)
  } catch {
    return
  }
  if (!message || message.from === instance || !Array.isArray(message.tags)) return
  // The tags manifest is the process's own: any handler instance expires it for all of them.
  FileSystemCache.prototype.revalidateTag.call(null, message.tags, message.durations)
  tell(listeners, message.tags)
  tell(everyExpiry, message.tags)
}

async function redisBus(url) {
  const { createClient } = await import('redis')
  const options = { url, socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) } }
  // Publishing fails at once while Redis is away (an editor's save must not hang on it); the
  // subscription waits for Redis and is renewed by the client after every reconnect.
  const publisher = createClient({ ...options, disableOfflineQueue: true })
  const subscriber = createClient(options)
  const connecting = [publisher, subscriber].map((client) => {
    client.on('error', (error) => console.error(`[cache] redis: ${error.message}`))
    // With a reconnect strategy, connect() waits however long Redis is away: two seconds at most here.
    return client.connect().catch(() => undefined)
  })
  subscriber.subscribe(CHANNEL, receive).catch((error) => console.error(`[cache] redis subscribe: ${error.message}`))
  await Promise.race([Promise.all(connecting), new Promise((resolve) => setTimeout(resolve, 2000).unref())])
  return { publish: (text) => publisher.publish(CHANNEL, text) }
}

async function postgresBus(url) {
  const { default: pg } = await import('pg')
  const publisher = new pg.Pool({ connectionString: url, max: 1 })
  publisher.on('error', (error) => console.error(`[cache] postgres: ${error.message}`))
  let listening = false
  const listen = async () => {
    const client = new pg.Client({ connectionString: url })
    client.on('notification', (n) => n.channel === CHANNEL && n.payload && receive(n.payload))
    let lost = false
    const again = (error) => {
      if (lost) return
      lost = true
      console.error(`[cache] postgres listener: ${error.message}`)
      listening = false
      client.end().catch(() => undefined)
      // Until the database is back, however long that takes.
      setTimeout(() => void listen().catch(() => undefined), 1000)
    }
    client.on('error', again)
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
    } catch (error) {
      again(error)
      throw error
    }
    listening = true
  }
  // A database that is away at start is waited for by the listener's retries; publishing goes
  // through the pool, which connects per query.
  await listen().catch(() => undefined)
  return { publish: (text) => publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, text]), listening: () => listening }
}

function startBus() {
  // The build prerenders with the cache too; it must not hold connections open (and needs none).
  if (process.env.NEXT_PHASE === 'phase-production-build') return null
  const { REDIS_URL, DATABASE_URL } = process.env
  const start = REDIS_URL ? () => redisBus(REDIS_URL) : /^postgres(ql)?:/.test(DATABASE_URL ?? '') ? () => postgresBus(DATABASE_URL) : null
  if (!start) return null
  return start().catch((error) => {
    console.error(`[cache] no invalidation between instances: ${error.message}`)
    bus = null
    return null
  })
}

async function publish(tags, durations) {
  if (!tags.length || !bus) return
  const connected = await bus
  await connected?.publish(JSON.stringify({ from: instance, tags, durations })).catch((error) => console.error(`[cache] could not publish expired tags: ${error.message}`))
}

// Outside a request Next's revalidateTag refuses to run (no work store): jobs expire tags through
// this (src/lib/cache/tag-events.ts), the same way a message from another instance does.
globalThis[Symbol.for('milepost.expireTagsOutsideRequest')] = async (tags) => {
  const durations = { expire: 0 }
  await FileSystemCache.prototype.revalidateTag.call(null, tags, durations)
  tell(everyExpiry, tags)
  await publish(tags, durations)
}

// A page whose slug names nothing renders the not-found view itself (its answer is then a 404,
// src/lib/http/answer-status.ts), which Next would otherwise keep as the page of that slug.
const answersNotFound = (html) => typeof html === 'string' && html.includes('data-milepost-answer="404"')

export default class SharedCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    bus ??= startBus()
    // The build writes the prerendered pages the site needs: nothing it writes may be evicted.
    if (!budget && ctx?.serverDistDir && ctx.flushToDisk !== false && process.env.NEXT_PHASE !== 'phase-production-build') {
      budget = diskBudget(dataCacheBytes())
      // Cached reads left by earlier processes count too; pages on disk may be the build's own.
      budget.adopt(path.join(ctx.serverDistDir, '..', 'cache', 'fetch-cache'), 'FETCH:')
    }
  }

  async get(key, ctx) {
    const hit = await super.get(key, ctx)
    if (hit && budget && ctx?.kind) budget.used(`${ctx.kind}:${key}`)
    return hit
  }

  // A page that answered 404 (an unknown slug, an invented path) is not kept: every address a
  // visitor makes up would otherwise add a page to the disk. Nor is a cached read that found
  // nothing (src/server/content/cache.ts keeps none; this catches any other). Everything else
  // counts toward the cap, the least recently used going first.
  async set(key, data, ctx) {
    if (data && (data.kind === 'APP_PAGE' || data.kind === 'PAGES') && (data.status === 404 || answersNotFound(data.html))) return
    if (data?.kind === 'FETCH' && data.data?.body === 'null') return
    await super.set(key, data, ctx)
    const suffixes = data && FILES[data.kind]
    if (!budget || !suffixes || !this.flushToDisk) return
    try {
      budget.written(
        `${data.kind}:${key}`,
        suffixes.map((suffix) => this.getFilePath(`${key}${suffix}`, data.kind)),
      )
    } catch (error) {
      console.error(`[cache] could not hold the cache under its size: ${error.message}`)
    }
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const expired = typeof tags === 'string' ? [tags] : tags
    tell(everyExpiry, expired)
    await publish(expired, durations)
  }
}
