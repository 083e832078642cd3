import type { IncomingHttpHeaders } from 'node:http'

/** Headers only a proxy may write: from a client that reached us directly they are forgeries. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'] as const

/**
 * Makes X-Forwarded-For end with the address of the socket the request came on, as a proxy would,
 * so `clientIp` (src/lib/rate-limit.ts) finds the client `trustedProxies` places left of it. With
 * no trusted proxy nothing the client sent survives; X-Real-IP is never believed.
 */
export function rewriteForwarded(headers: IncomingHttpHeaders, peer: string | undefined, trustedProxies: number): void {
  const sent = headers['x-forwarded-for']
  if (trustedProxies === 0) for (const name of PROXY_HEADERS) delete headers[name]
  else delete headers['x-real-ip']
  const kept = trustedProxies === 0 || !sent ? [] : [sent].flat()
  headers['x-forwarded-for'] = [...kept, peer ?? 'unknown'].join(', ')
}
