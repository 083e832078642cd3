/**
 * Where the page memory (page-memory.ts) meets a request: which key an address is kept under, the
 * answer from memory with a fresh nonce (compressed like any other), and what to keep of Next's.
 * The root path is kept for English only, the locale it finds with no cookie and no preference
 * (src/proxy.ts): the locale cookie it sets is the visitor's, so it is set anew on each answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { DETECTION_COOKIE, detectionCookie, detectLocale } from '../../../src/i18n/detect'
import { defaultLocale } from '../../../src/i18n/locales'
import { readCookie } from '../../../src/lib/http/cookies'
import { newNonce } from '../../../src/lib/security/headers'
import type { FinishedPage } from './page-nonces'
import { mayKeep, type PageMemory, withNonce } from './page-memory'

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

const isDetectionCookie = (cookie: string) => cookie.startsWith(`${DETECTION_COOKIE}=`)

/**
 * The answer's plan: `answered` when memory answered it; else `keep`, to hand the finished page
 * to (null when it may not be kept).
 */
export function fromMemory(
  memory: PageMemory,
  compress: Middleware,
  request: IncomingMessage,
  response: ServerResponse,
): { answered: true } | { answered: false; keep: ((page: FinishedPage) => void) | null } {
  if (!mayKeep(request.method, request.headers)) return { answered: false, keep: null }
  const url = request.url ?? '/'
  const root = url === '/' || url.startsWith('/?')
  let setLocale: string | null = null
  if (root) {
    const saved = readCookie(request.headers.cookie, DETECTION_COOKIE)
    const detected = detectLocale({ cookie: saved, acceptLanguage: request.headers['accept-language'] })
    if (detected !== defaultLocale) return { answered: false, keep: null }
    setLocale = detectionCookie(saved, detected)
  }
  const key = `${String(request.headers.host ?? '').toLowerCase()} ${url}`
  const page = memory.find(key)
  if (!page) {
    const generation = memory.generation()
    return {
      answered: false,
      keep: ({ status, headers, body, nonce }) => {
        const kept = { ...headers }
        // The root's answer sets the locale cookie of whoever asked: not part of the page.
        if (root && kept['set-cookie'] !== undefined && [kept['set-cookie']].flat().every((cookie) => isDetectionCookie(String(cookie)))) delete kept['set-cookie']
        memory.keep(key, { status, headers: kept, body, nonce, generation })
      },
    }
  }
  const { headers, body } = withNonce(page, newNonce())
  compress(request, response, () => {
    for (const [name, value] of headers) response.setHeader(name, value)
    if (setLocale) response.setHeader('set-cookie', setLocale)
    response.setHeader('x-page-memory', 'HIT')
    response.setHeader('content-length', body.byteLength)
    response.statusCode = page.status
    response.end(body)
  })
  return { answered: true }
}
