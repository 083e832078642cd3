import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { and, count, desc, eq, gt, lt, lte } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'
import { drizzleOf, runnerOfRequest } from '../db/drizzle-tables'
import type { MessageKey } from '../i18n/messages'
import { addressGroup } from './address-group'
import { env } from './env'
import { DomainError } from './errors'
import { type Redis, redis } from './redis'

export type RateLimiter = {
  /**
   * Counts this attempt and answers how many were made under `key` within the window. Inside a
   * Payload operation that holds a transaction, pass its `req`: on SQLite a write from outside
   * would wait for the transaction's lock.
   */
  hit(key: string, windowMs: number, within?: { req: PayloadRequest }): Promise<number>
  /** How many attempts were counted under `key` within the window, counting none. */
  count(key: string, windowMs: number): Promise<number>
  /** When the newest attempt under `key` within the window was counted (ms since the epoch), or null. */
  latest(key: string, windowMs: number): Promise<number | null>
  /** Forgets every attempt counted under `key`. */
  clear(key: string): Promise<void>
}

/**
 * Attempts counted in the database, so every instance sees the same count. Straight statements on
 * the hits table: every cart write and sign-in counts one, and Payload's operations (hooks, a
 * transaction and a read back per write) cost several times the work for a row nobody edits.
 */
export function payloadRateLimiter(payload: Payload): RateLimiter {
  const { drizzle, tables } = drizzleOf(payload)
  const hits = tables.rate_limit_hits
  const inWindow = (key: string, windowMs: number) => and(eq(hits.key, key), gt(hits.createdAt, new Date(Date.now() - windowMs).toISOString()))
  return {
    async hit(key, windowMs, within) {
      const db = within?.req ? await runnerOfRequest(within.req) : drizzle
      const now = new Date().toISOString()
      const [row] = await db.insert(hits).values({ key, createdAt: now, updatedAt: now }).returning({ id: hits.id })
      // Only the hits before this one: concurrent hits (PostgreSQL commits them side by side) would
      // otherwise all count each other, and a burst would be refused whole, its first attempt too.
      const [counted] = await db
        .select({ n: count() })
        .from(hits)
        .where(and(inWindow(key, windowMs), lte(hits.id, row!.id)))
      // This key's old hits are of no further use; dropping them keeps the table small without
      // every request rewriting everyone's rows.
      await db.delete(hits).where(and(eq(hits.key, key), lt(hits.createdAt, new Date(Date.now() - windowMs).toISOString())))
      return Number(counted?.n ?? 0)
    },
    async count(key, windowMs) {
      const [counted] = await drizzle.select({ n: count() }).from(hits).where(inWindow(key, windowMs))
      return Number(counted?.n ?? 0)
    },
    async latest(key, windowMs) {
      const [newest] = await drizzle.select({ at: hits.createdAt }).from(hits).where(inWindow(key, windowMs)).orderBy(desc(hits.createdAt)).limit(1)
      return newest ? Date.parse(String(newest.at)) : null
    },
    async clear(key) {
      await drizzle.delete(hits).where(eq(hits.key, key))
    },
  }
}

/** A sliding window per key in Redis (a sorted set of attempt times), expiring with the window. */
export function redisRateLimiter(connection: Promise<Redis>): RateLimiter {
  return {
    async hit(key, windowMs) {
      const client = await connection
      const now = Date.now()
      const redisKey = `milepost:rate:${key}`
      const [, , count] = await client
        .multi()
        .zRemRangeByScore(redisKey, 0, now - windowMs)
        .zAdd(redisKey, { score: now, value: `${now}-${randomBytes(4).toString('hex')}` })
        .zCard(redisKey)
        .pExpire(redisKey, windowMs)
        .exec()
      return Number(count)
    },
    async count(key, windowMs) {
      const client = await connection
      const redisKey = `milepost:rate:${key}`
      return client.zCount(redisKey, Date.now() - windowMs, '+inf')
    },
    async latest(key, windowMs) {
      const client = await connection
      const [newest] = await client.zRangeWithScores(`milepost:rate:${key}`, -1, -1)
      return newest && newest.score > Date.now() - windowMs ? newest.score : null
    },
    async clear(key) {
      const client = await connection
      await client.del(`milepost:rate:${key}`)
    },
  }
}

/**
 * The rate limiter of this deployment: Redis when REDIS_URL is set (docs/decisions/0014), else the
 * database. Both are shared by every instance.
 */
export function rateLimiter(payload: Payload): RateLimiter {
  const connection = redis()
  return connection ? redisRateLimiter(connection) : payloadRateLimiter(payload)
}

/**
 * The client's address, hashed before it is stored. The site's HTTP server (scripts/lib/http-server.ts)
 * ends X-Forwarded-For with the address of the socket it was reached on, after one entry from each
 * trusted proxy in front: the client is `trustedProxies` places left of the last entry. Anything
 * further left was written by the client itself and could be forged to dodge a rate limit.
 */
export function clientIp(request: { headers: Headers }, trustedProxies = env.TRUSTED_PROXIES): string | null {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? null
}

/**
 * What every rate limit keyed by address counts under: the client's address (clientIp) by its group,
 * an IPv6 client by its /64 (addressGroup), so a client cannot dodge a limit by changing addresses
 * within its own network.
 */
export const clientAddress = (request: { headers: Headers }, trustedProxies = env.TRUSTED_PROXIES): string | null => addressGroup(clientIp(request, trustedProxies))

export const rateLimitKey = (scope: string, value: string | null) =>
  `${scope}:${createHash('sha256')
    .update(value ?? 'unknown')
    .digest('hex')
    .slice(0, 32)}`

/** A limit a site-API route declares (`siteAction({ rateLimit })`), judged on what the request says. */
export type RateLimitRule<Facts> = {
  /** The counter this request counts toward (see rateLimitKey), or null when it counts toward none. */
  key: (facts: Facts) => string | null
  attempts: number
  windowMs: number
  /** What the 429 says. */
  message: MessageKey
  /**
   * `calls` (the default): every call counts, this one included; the one past `attempts` is
   * refused. `failures`: only calls the handler refuses (a DomainError) count, and once `attempts`
   * of them are counted the next call is refused before it runs (sign-in counts no successes).
   */
  counts?: 'calls' | 'failures'
}

/**
 * Applies a route's limits before its handler runs, in the order declared: the first one exceeded
 * refuses with 429 (`rate_limited`, the rule's message) and the rules after it count nothing.
 * Answers what to do when the handler then refuses: count the failure under the `failures` rules.
 */
export async function enforceRateLimits<Facts>(limiter: RateLimiter, rules: readonly RateLimitRule<Facts>[], facts: Facts): Promise<{ failed(): Promise<void> }> {
  const failures: { key: string; windowMs: number }[] = []
  for (const rule of rules) {
    const key = rule.key(facts)
    if (key === null) continue
    if (rule.counts === 'failures') {
      if ((await limiter.count(key, rule.windowMs)) >= rule.attempts) throw new DomainError('rate_limited', rule.message)
      failures.push({ key, windowMs: rule.windowMs })
    } else if ((await limiter.hit(key, rule.windowMs)) > rule.attempts) {
      throw new DomainError('rate_limited', rule.message)
    }
  }
  return {
    async failed() {
      await Promise.all(failures.map(({ key, windowMs }) => limiter.hit(key, windowMs)))
    },
  }
}
