import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { COOKIES } from '../http/cookies'

export const SESSION_COOKIE = COOKIES.session.name
export const CSRF_HEADER = 'x-csrf-token'

export function newSessionId(): string {
  return randomBytes(24).toString('base64url')
}

/**
 * Signed double-submit token: an HMAC of the visitor's session cookie. Any instance holding the
 * secret can verify it, so nothing is kept in memory between requests.
 */
export function csrfTokenFor(sessionId: string, secret: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url')
}

export function verifyCsrfToken(sessionId: string | undefined, token: string | null | undefined, secret: string): boolean {
  if (!sessionId || !token) return false
  const expected = Buffer.from(csrfTokenFor(sessionId, secret))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
