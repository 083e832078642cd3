import net from 'node:net'
import config from '@payload-config'
import { getPayload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as login } from '@/app/actions/users/login/route'
import { env } from '@/lib/env'
import { visitor } from '../support/cart-api'
import { siteRequest } from '../support/requests'

/** A port nothing listens on: Redis is away. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  await getPayload({ config })
  Object.assign(env, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` })
})

describe('Redis out of reach', () => {
  it('a rate-limited call answers 503 with Retry-After within seconds, rather than waiting for Redis', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const v = await visitor()
      const started = Date.now()
      const response = await login(
        siteRequest('/actions/users/login', {
          method: 'POST',
          session: v.session,
          headers: { 'x-csrf-token': v.csrf, 'x-forwarded-for': '198.51.100.77' },
          body: { email: 'nobody@example.com', password: 'not-the-password' },
        }),
      )
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(((await response.json()) as { error: string }).error).toBe('The service is briefly unavailable. Please try again in a moment.')
      expect(Date.now() - started).toBeLessThan(10_000)
    }
  }, 30_000)
})
