import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { APP_TOKEN_SECONDS, appTokenKey, encodeToken, signAppToken, verifyAppToken } from './app-token'

const key = appTokenKey('the-app-secret')
const now = Date.UTC(2026, 10, 24, 12, 0, 0)
const holder = { customerId: 42, sessionId: '8d2f6c1e-5b7a-4c1e-9f3a-0a1b2c3d4e5f' }
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>

describe('the app API token', () => {
  it('names the audience, the customer and the session, and lasts 15 minutes', () => {
    const { token, exp } = signAppToken(key, holder, now)
    expect(claimsOf(token)).toEqual({ aud: 'app-api', sub: '42', sid: holder.sessionId, iat: now / 1000, exp })
    expect(exp - now / 1000).toBe(APP_TOKEN_SECONDS)
    expect(verifyAppToken(key, token, now)).toEqual({ ...holder, exp })
    expect(verifyAppToken(key, token, now + (APP_TOKEN_SECONDS - 1) * 1000)).not.toBeNull()
  })

  it('is refused once expired, or when issued in the future', () => {
    const { token } = signAppToken(key, holder, now)
    expect(verifyAppToken(key, token, now + APP_TOKEN_SECONDS * 1000)).toBeNull()
    expect(verifyAppToken(key, token, now - 5 * 60_000)).toBeNull()
  })

  it('is refused when signed with another key: another secret, or the secret itself (as Payload signs)', () => {
    const { token } = signAppToken(appTokenKey('another-secret'), holder, now)
    expect(verifyAppToken(key, token, now)).toBeNull()
    const [head, body] = signAppToken(key, holder, now).token.split('.')
    const withRawSecret = `${head}.${body}.${createHmac('sha256', 'the-app-secret').update(`${head}.${body}`).digest('base64url')}`
    expect(verifyAppToken(key, withRawSecret, now)).toBeNull()
    expect(appTokenKey('the-app-secret').equals(Buffer.from('the-app-secret'))).toBe(false)
  })

  it('is refused when any claim is changed, or the signature dropped', () => {
    const { token } = signAppToken(key, holder, now)
    const [head, , signature] = token.split('.')
    for (const change of [{ sub: '43' }, { sid: 'another-session' }, { exp: now / 1000 + 86_400 }, { aud: 'admin' }]) {
      const body = Buffer.from(JSON.stringify({ ...claimsOf(token), ...change })).toString('base64url')
      expect(verifyAppToken(key, `${head}.${body}.${signature}`, now), JSON.stringify(change)).toBeNull()
    }
    expect(verifyAppToken(key, `${token.split('.').slice(0, 2).join('.')}.`, now)).toBeNull()
  })

  it('is refused for another audience or with claims missing, even when signed with the right key', () => {
    const claims = { aud: 'app-api', sub: '42', sid: holder.sessionId, iat: now / 1000, exp: now / 1000 + 60 }
    expect(verifyAppToken(key, encodeToken(key, claims), now)).not.toBeNull()
    expect(verifyAppToken(key, encodeToken(key, { ...claims, aud: 'site' }), now)).toBeNull()
    expect(verifyAppToken(key, encodeToken(key, { ...claims, sub: 42 }), now)).toBeNull()
    expect(verifyAppToken(key, encodeToken(key, { ...claims, sub: '0' }), now)).toBeNull()
    expect(verifyAppToken(key, encodeToken(key, { ...claims, sid: '' }), now)).toBeNull()
    const { sid: _, ...noSession } = claims
    expect(verifyAppToken(key, encodeToken(key, noSession), now)).toBeNull()
  })

  it('is refused in another shape: a Payload-style header, garbage, or oversized', () => {
    const { token } = signAppToken(key, holder, now)
    const [, body, signature] = token.split('.')
    const payloadHeader = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')
    expect(verifyAppToken(key, `${payloadHeader}.${body}.${signature}`, now)).toBeNull()
    for (const junk of ['', 'a.b', 'a.b.c.d', 'not a token', `${token}.`, `${token}x`, 'x'.repeat(5000)]) expect(verifyAppToken(key, junk, now), junk.slice(0, 20)).toBeNull()
  })
})
