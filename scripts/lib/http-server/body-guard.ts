import type { IncomingHttpHeaders } from 'node:http'
import { bodyLimitFor } from '../../../src/lib/http/body-limits'

export type Refusal = { status: 400 | 403 | 404 | 405 | 411 | 413; message: string }

/**
 * A request the server refuses before reading a byte of its body: a declared length above the limit
 * of its path (413), or a body with no declared length at all (411). A streamed body could only be
 * counted by reading the stream Next reads itself; every client of this site (browsers, fetch, Stripe
 * and PayPal webhooks, nginx with request buffering) declares the length, so refusing is safe.
 */
export function refusal(url: string | undefined, headers: IncomingHttpHeaders): Refusal | null {
  const declared = headers['content-length']
  if (declared === undefined) return headers['transfer-encoding'] === undefined ? null : { status: 411, message: 'A request body needs a Content-Length.' }
  const length = Number(declared)
  if (!Number.isSafeInteger(length) || length <= 0) return null
  const { pathname } = new URL(url ?? '/', 'http://site')
  if (length > bodyLimitFor(pathname, headers['content-type'])) return { status: 413, message: 'The request is too large.' }
  return null
}

/** The least upload speed a request body must keep: a body trickled slower holds a socket for nothing. */
export const BODY_RATE = { graceMs: 10_000, minBytesPerSecond: 50 * 1024 }

/** How long a body of `length` bytes may take to arrive. */
export const bodyDeadlineMs = (length: number) => BODY_RATE.graceMs + Math.ceil((length / BODY_RATE.minBytesPerSecond) * 1000)
