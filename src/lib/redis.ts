import 'server-only'
import { createClient } from 'redis'
import { env } from './env'

const connect = (url: string) => createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) } })
export type Redis = ReturnType<typeof connect>

let connecting: Promise<Redis> | null = null

/**
 * The process's Redis connection when REDIS_URL is set (else null): shared rate-limit counters
 * and, in the cache handler, cache invalidation between instances. Reconnects on its own.
 */
export function redis(): Promise<Redis> | null {
  if (!env.REDIS_URL) return null
  connecting ??= (async () => {
    const client = connect(env.REDIS_URL!)
    client.on('error', (error: Error) => console.error(`[redis] ${error.message}`))
    // With a reconnect strategy, connect() waits for Redis however long it is away: give it two
    // seconds, then let commands fail at once (no offline queue) so callers answer 503.
    const connected = client.connect().catch(() => undefined)
    await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 2000).unref())])
    return client
  })()
  return connecting
}
