import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { ANSWER_STATUS_ATTRIBUTE } from '../../../src/lib/http/answer-status'
import { holdPagesForNonces, neverNotModified } from './page-nonces'

const page = '<html><body><script src="/_next/static/chunks/a.js" async=""></script><script>self.__next_f.push([1,"x"])</script><script>alert(1)</script></body></html>'
const policy = "default-src 'self'; script-src 'nonce-Tm9uY2U=' 'strict-dynamic'"

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** Serves `respond` behind the hold, as the HTTP server does for Next, and fetches one answer. */
async function serve(respond: (response: ServerResponse, request: IncomingMessage) => void, method = 'GET', headers: Record<string, string> = {}) {
  server = http.createServer((request, response) => {
    holdPagesForNonces(response)
    respond(response, request)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const answer = await fetch(`http://127.0.0.1:${port}/`, { method, headers })
  return { status: answer.status, headers: answer.headers, body: await answer.text() }
}

describe('HTML answers get the nonce of their policy on the scripts Next wrote', () => {
  it('a cached page sent whole (setHeader, end)', async () => {
    const answer = await serve((response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('content-security-policy', policy)
      response.setHeader('content-length', Buffer.byteLength(page))
      response.end(page)
    })
    expect(answer.body).toContain('<script nonce="Tm9uY2U=" src="/_next/static/chunks/a.js"')
    expect(answer.body).toContain('<script nonce="Tm9uY2U=">self.__next_f.push')
    expect(answer.body).toContain('<script>alert(1)</script>')
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(answer.body))
  })

  it('a page carries no ETag, and a page request no condition: a 304 would keep an old body under a new policy', async () => {
    const answer = await serve(
      (response, request) => {
        neverNotModified(request)
        expect(request.headers['if-none-match']).toBeUndefined()
        response.setHeader('content-type', 'text/html; charset=utf-8')
        response.setHeader('content-security-policy', policy)
        response.setHeader('etag', '"abc"')
        response.end(page)
      },
      'GET',
      { accept: 'text/html', 'if-none-match': '"abc"' },
    )
    expect(answer.headers.get('etag')).toBeNull()
  })

  it('a page streamed in pieces (flushHeaders, writes split anywhere, end)', async () => {
    const answer = await serve((response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('content-security-policy', policy)
      response.flushHeaders()
      for (let i = 0; i < page.length; i += 7) response.write(page.slice(i, i + 7))
      response.end()
    })
    expect(answer.body.match(/nonce="Tm9uY2U="/g)).toHaveLength(2)
  })

  it('everything else passes as it comes: JSON, HTML without a nonce, HEAD', async () => {
    const json = await serve((response) => {
      response.setHeader('content-type', 'application/json')
      response.setHeader('content-security-policy', policy)
      response.end('{"script":"<script src=\\"/_next/static/chunks/a.js\\"></script>"}')
    })
    expect(json.body).not.toContain('nonce=')
    const bare = await serve((response) => {
      response.setHeader('content-type', 'text/html')
      response.end(page)
    })
    expect(bare.body).toBe(page)
    const head = await serve((response) => {
      response.setHeader('content-type', 'text/html')
      response.setHeader('content-security-policy', policy)
      response.setHeader('content-length', 1234)
      response.end()
    }, 'HEAD')
    expect(head.headers.get('content-length')).toBe('1234')
  })

  it('a not-found view answers 404, with a policy or without one (a path with a file extension skips the proxy)', async () => {
    const notFound = `<html><body><div ${ANSWER_STATUS_ATTRIBUTE}="404">Seite nicht gefunden</div></body></html>`
    for (const withPolicy of [true, false]) {
      const answer = await serve((response) => {
        response.setHeader('content-type', 'text/html; charset=utf-8')
        if (withPolicy) response.setHeader('content-security-policy', policy)
        response.write(notFound.slice(0, 20))
        response.end(notFound.slice(20))
      })
      expect([withPolicy, answer.status, answer.body]).toEqual([withPolicy, 404, notFound])
    }
  })
})
