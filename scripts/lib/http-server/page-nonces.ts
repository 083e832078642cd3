/**
 * Gives an HTML answer's scripts the nonce of the answer's own policy. The proxy sets the policy
 * with a fresh nonce on every page; Next puts it on the scripts of pages it renders for the request,
 * but a cached page was rendered once, for everyone, without one. So an HTML answer is held until
 * it is complete (a page is at most a few hundred KB), the scripts Next wrote get the nonce
 * (src/lib/security/script-nonces.ts), and the answer goes out with its new length. Anything else
 * passes through as it comes.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { answerStatusOf } from '../../../src/lib/http/answer-status'
import { addScriptNonces, nonceOf } from '../../../src/lib/security/script-nonces'
import { deferChunkScripts } from './deferred-scripts'

type Write = ServerResponse['write']
type End = ServerResponse['end']

const chunkOf = (chunk: unknown, encoding?: BufferEncoding): Buffer => (Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array))

/**
 * A page is never answered "304 Not Modified": the browser would keep the body it has, whose
 * scripts carry the nonce of an earlier answer, under this answer's policy, and run none of them.
 * (Chrome asks again at once when a page names a client hint, so this happens on a first visit.)
 */
export function neverNotModified(request: IncomingMessage): void {
  const page = request.headers['sec-fetch-dest'] === 'document' || String(request.headers.accept ?? '').includes('text/html')
  if (!page) return
  delete request.headers['if-none-match']
  delete request.headers['if-modified-since']
}

/** A page's finished answer, as it goes out (before compression). */
export type FinishedPage = { status: number; headers: OutgoingHttpHeaders; body: Buffer; nonce: string | null }

/** `finished` is handed each held page just before it goes out. */
export function holdPagesForNonces(response: ServerResponse, finished?: (page: FinishedPage) => void): void {
  const write = response.write.bind(response) as Write
  const end = response.end.bind(response) as End
  const flushHeaders = response.flushHeaders.bind(response)
  let held: Buffer[] | null = null
  let decided = false

  const decide = () => {
    if (decided) return
    decided = true
    const type = String(response.getHeader('content-type') ?? '')
    const hasBody = response.req?.method !== 'HEAD' && response.statusCode !== 204 && response.statusCode !== 304
    // Pages without a nonce are held too (a path with a file extension skips the proxy, which sets
    // the policy): a not-found view among them must still answer 404.
    if (hasBody && type.startsWith('text/html') && !response.getHeader('content-encoding')) held = []
  }

  response.flushHeaders = () => {
    decide()
    if (!held) flushHeaders()
  }

  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    decide()
    if (!held) return write(chunk as never, encoding as never, callback as never)
    held.push(chunkOf(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') queueMicrotask(() => done())
    return true
  }) as Write

  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    decide()
    if (!held) return end(chunk as never, encoding as never, callback as never)
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') held.push(chunkOf(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined))
    const nonce = nonceOf(String(response.getHeader('content-security-policy') ?? ''))
    const page = Buffer.concat(held).toString('utf8')
    const html = nonce ? deferChunkScripts(addScriptNonces(page, nonce)) : page
    const body = Buffer.from(html)
    held = null
    if (!response.headersSent) {
      // A page that says it is a 404 (src/lib/http/answer-status.ts) answers as one.
      if (response.statusCode === 200 && answerStatusOf(html) === 404) response.statusCode = 404
      response.setHeader('content-length', body.byteLength)
      // Each answer's body is its own: nothing for a browser to revalidate.
      response.removeHeader('etag')
      finished?.({ status: response.statusCode, headers: response.getHeaders(), body, nonce })
    }
    const done = [chunk, encoding, callback].find((f) => typeof f === 'function') as (() => void) | undefined
    return end(body, done)
  }) as End
}
