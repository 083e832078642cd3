import { describe, expect, it } from 'vitest'
import { clientIp } from './rate-limit'

const from = (forwardedFor?: string) => new Request('http://localhost/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })

describe('clientIp', () => {
  it('is the address the nearest trusted proxy saw, not what the client wrote before it', () => {
    // A client behind nginx claiming to be someone else: nginx appends the real address.
    expect(clientIp(from('10.9.8.7, 203.0.113.5'), 1)).toBe('203.0.113.5')
    expect(clientIp(from('1.1.1.1, 2.2.2.2, 203.0.113.5'), 1)).toBe('203.0.113.5')
    // A TLS edge in front of nginx: the edge saw the client, nginx saw the edge.
    expect(clientIp(from('10.9.8.7, 203.0.113.5, 192.0.2.1'), 2)).toBe('203.0.113.5')
  })

  it('takes what there is when fewer proxies answered than trusted, and nothing when nobody said', () => {
    expect(clientIp(from('203.0.113.5'), 2)).toBe('203.0.113.5')
    expect(clientIp(from(' , 203.0.113.5 '), 1)).toBe('203.0.113.5')
    expect(clientIp(from(), 1)).toBeNull()
  })
})
