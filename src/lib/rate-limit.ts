import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { env } from './env'
import { type Redis, redis } from './redis'

export type RateLimiter = {
  /** Counts this attempt and answers how many were made under `key` within the window. */
  hit(key: string, windowMs: number): Promise<number>
}

/** Attempts counted in the database, so every instance sees the same count. */
export function payloadRateLimiter(payload: Payload): RateLimiter {
  return {
    async hit(key, windowMs) {
      const since = new Date(Date.now() - windowMs).toISOString()
      await payload.create({ collection: 'rate-limit-hits', data: { key }, overrideAccess: true })
      const { totalDocs } = await payload.count({
        collection: 'rate-limit-hits',
        where: { key: { equals: key }, createdAt: { greater_than: since } },
        overrideAccess: true,
      })
      // This key's old hits are of no further use; dropping them keeps the table small without
      // every request rewriting everyone's rows.
      await payload.delete({ collection: 'rate-limit-hits', where: { key: { equals: key }, createdAt: { less_than: since } }, overrideAccess: true })
      return totalDocs
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
 * The client's address, hashed before it is stored. Each proxy appends the address it saw to
 * X-Forwarded-For (Next itself fills it with the socket's address when absent), so only the last
 * `trustedProxies` entries are not the client's own say: the first of those is the client. Anything
 * to its left could be forged to dodge a rate limit.
 */
export function clientIp(request: Request, trustedProxies = env.TRUSTED_PROXIES): string | null {
  const hops = (request.headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  return hops[Math.max(0, hops.length - trustedProxies)] || request.headers.get('x-real-ip')
}

export const rateLimitKey = (scope: string, value: string | null) => `${scope}:${createHash('sha256').update(value ?? 'unknown').digest('hex').slice(0, 32)}`
