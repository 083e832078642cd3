import type { IncomingHttpHeaders } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientIp } from '../../../src/lib/rate-limit'
import { rewriteForwarded } from './forwarded'

const rewritten = (headers: IncomingHttpHeaders, trustedProxies: number, peer = '127.0.0.1') => {
  const copy = { ...headers }
  rewriteForwarded(copy, peer, trustedProxies)
  return copy
}
const ipOf = (headers: IncomingHttpHeaders, trustedProxies: number) => clientIp(new Request('http://localhost/', { headers: headers as Record<string, string> }), trustedProxies)

describe('rewriteForwarded', () => {
  it('with no proxy in front, replaces whatever the client wrote by the socket’s address', () => {
    const headers = rewritten({ 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9', 'x-forwarded-host': 'evil.example', forwarded: 'for=1.2.3.4' }, 0, '198.51.100.7')
    expect(headers).toEqual({ 'x-forwarded-for': '198.51.100.7' })
    expect(ipOf(headers, 0)).toBe('198.51.100.7')
  })

  it('behind proxies, appends the socket’s address (the nearest proxy), so the client is N places left of it', () => {
    const behindNginx = rewritten({ 'x-forwarded-for': '10.0.0.66, 203.0.113.5', 'x-forwarded-proto': 'https' }, 1)
    expect(behindNginx).toEqual({ 'x-forwarded-for': '10.0.0.66, 203.0.113.5, 127.0.0.1', 'x-forwarded-proto': 'https' })
    expect(ipOf(behindNginx, 1)).toBe('203.0.113.5')
    expect(ipOf(rewritten({ 'x-forwarded-for': '10.0.0.66, 203.0.113.5, 192.0.2.1' }, 2), 2)).toBe('203.0.113.5')
  })

  it('behind proxies, someone reaching the server directly is known by the socket’s address', () => {
    const direct = rewritten({ 'x-real-ip': '203.0.113.9' }, 1, '198.51.100.7')
    expect(direct).toEqual({ 'x-forwarded-for': '198.51.100.7' })
    expect(ipOf(direct, 1)).toBe('198.51.100.7')
  })
})
