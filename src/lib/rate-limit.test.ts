import { describe, expect, it } from 'vitest'
import { DomainError } from './errors'
import { clientAddress, clientIp, enforceRateLimits, type RateLimiter, type RateLimitRule } from './rate-limit'

const from = (forwardedFor?: string) => new Request('http://localhost/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })

describe('clientAddress', () => {
  it('is the client’s address group: one key for a whole IPv6 /64 and for a mapped IPv4 address', () => {
    expect(clientAddress(from('2001:db8:1:2::1'), 0)).toBe(clientAddress(from('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), 0))
    expect(clientAddress(from('10.9.8.7, 2001:db8:1:2::1, 127.0.0.1'), 1)).toBe('2001:0db8:0001:0002::/64')
    expect(clientAddress(from('::ffff:203.0.113.5'), 0)).toBe('203.0.113.5')
    expect(clientAddress(from(), 0)).toBeNull()
  })
})

describe('clientIp', () => {
  it('is the socket’s peer when no proxy is trusted, whatever the client wrote before it', () => {
    // The server replaced the header with the peer's address; a header that reached the site
    // another way still only counts its last entry.
    expect(clientIp(from('203.0.113.5'), 0)).toBe('203.0.113.5')
    expect(clientIp(from('10.9.8.7, 203.0.113.5'), 0)).toBe('203.0.113.5')
  })

  it('is the address the outermost trusted proxy saw, not what the client wrote before it', () => {
    // nginx appended the client's address, the server appended nginx's.
    expect(clientIp(from('203.0.113.5, 127.0.0.1'), 1)).toBe('203.0.113.5')
    expect(clientIp(from('10.9.8.7, 203.0.113.5, 127.0.0.1'), 1)).toBe('203.0.113.5')
    expect(clientIp(from('1.1.1.1, 2.2.2.2, 203.0.113.5, 127.0.0.1'), 1)).toBe('203.0.113.5')
    // A TLS edge in front of nginx: the edge saw the client, nginx saw the edge.
    expect(clientIp(from('10.9.8.7, 203.0.113.5, 192.0.2.1, 127.0.0.1'), 2)).toBe('203.0.113.5')
  })

  it('takes the first entry when fewer proxies answered than trusted, and nothing when nobody said', () => {
    expect(clientIp(from('127.0.0.1'), 1)).toBe('127.0.0.1')
    expect(clientIp(from('203.0.113.5, 127.0.0.1'), 2)).toBe('203.0.113.5')
    expect(clientIp(from(' , 203.0.113.5 , 127.0.0.1'), 1)).toBe('203.0.113.5')
    expect(clientIp(from(), 1)).toBeNull()
  })

  it('never believes X-Real-IP, which any client can send', () => {
    expect(clientIp(new Request('http://localhost/', { headers: { 'x-real-ip': '198.51.100.1' } }), 0)).toBeNull()
  })
})

/** Counts in memory (the window is not needed here: nothing in these tests gets old). */
function memoryLimiter(): RateLimiter & { hits: Map<string, number> } {
  const hits = new Map<string, number>()
  return {
    hits,
    async hit(key) {
      hits.set(key, (hits.get(key) ?? 0) + 1)
      return hits.get(key)!
    },
    async count(key) {
      return hits.get(key) ?? 0
    },
    async latest(key) {
      return hits.has(key) ? Date.now() : null
    },
    async clear(key) {
      hits.delete(key)
    },
  }
}

type Facts = { ip: string; email: string }
const refusal = (run: () => Promise<unknown>) =>
  run().then(
    () => null,
    (error: unknown) => error,
  )

describe('enforceRateLimits: the limits a route declares, checked before its handler', () => {
  it('counts every call, this one included, and refuses the one past the limit with 429 and the rule’s message', async () => {
    const limiter = memoryLimiter()
    const rule: RateLimitRule<Facts> = { key: (f) => `ip:${f.ip}`, attempts: 3, windowMs: 60_000, message: 'contact.tooManyRequests' }
    for (let i = 0; i < 3; i++) await enforceRateLimits(limiter, [rule], { ip: 'a', email: 'x' })
    const error = await refusal(() => enforceRateLimits(limiter, [rule], { ip: 'a', email: 'x' }))
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({ code: 'rate_limited', key: 'contact.tooManyRequests' })
    // Another key is not held up.
    await expect(enforceRateLimits(limiter, [rule], { ip: 'b', email: 'x' })).resolves.toBeDefined()
  })

  it('applies several rules in order; the first one exceeded stops the rest from counting', async () => {
    const limiter = memoryLimiter()
    const rules: RateLimitRule<Facts>[] = [
      { key: (f) => `ip:${f.ip}`, attempts: 1, windowMs: 60_000, message: 'account.tooManyAttempts' },
      { key: (f) => `email:${f.email}`, attempts: 5, windowMs: 60_000, message: 'account.tooManyAttempts' },
    ]
    await enforceRateLimits(limiter, rules, { ip: 'a', email: 'x' })
    expect(await refusal(() => enforceRateLimits(limiter, rules, { ip: 'a', email: 'x' }))).toMatchObject({ code: 'rate_limited' })
    expect(limiter.hits.get('email:x')).toBe(1)
  })

  it('counts nothing for a rule whose key is null', async () => {
    const limiter = memoryLimiter()
    const rule: RateLimitRule<Facts> = { key: () => null, attempts: 0, windowMs: 60_000, message: 'account.tooManyAttempts' }
    await enforceRateLimits(limiter, [rule], { ip: 'a', email: 'x' })
    expect(limiter.hits.size).toBe(0)
  })

  it('with `failures`, counts only the calls the handler refused, and refuses once the limit is reached', async () => {
    const limiter = memoryLimiter()
    const rule: RateLimitRule<Facts> = { key: (f) => `fail:${f.ip}`, attempts: 2, windowMs: 60_000, message: 'account.tooManyAttempts', counts: 'failures' }
    // Successes count nothing.
    for (let i = 0; i < 5; i++) await enforceRateLimits(limiter, [rule], { ip: 'a', email: 'x' })
    expect(limiter.hits.size).toBe(0)
    for (let i = 0; i < 2; i++) await (await enforceRateLimits(limiter, [rule], { ip: 'a', email: 'x' })).failed()
    expect(await refusal(() => enforceRateLimits(limiter, [rule], { ip: 'a', email: 'x' }))).toMatchObject({ code: 'rate_limited', key: 'account.tooManyAttempts' })
    expect(limiter.hits.get('fail:a')).toBe(2)
  })
})
