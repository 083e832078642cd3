import { describe, expect, it } from 'vitest'
import { clientIp } from './rate-limit'

const from = (forwardedFor?: string) => new Request('http://localhost/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })

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
