import { createHmac } from 'node:crypto'
import { decodeJwt, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { APP_TOKEN_SECONDS, appTokenKey, encodeToken, signAppToken, verifyAppToken } from './app-token'

const key = appTokenKey('the-app-secret')
const now = Date.UTC(2026, 10, 24, 12, 0, 0)
const holder = { customerId: 42, sessionId: '8d2f6c1e-5b7a-4c1e-9f3a-0a1b2c3d4e5f' }
const claims = { aud: 'app-api', sub: '42', sid: holder.sessionId, iat: now / 1000, exp: now / 1000 + 60 }
const part = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64url')
/** A token signed by hand, as the app signed its tokens before jose: any claims, the token's header. */
const handSigned = (body: unknown) => {
  const signed = `${part({ alg: 'HS256', typ: 'at+jwt' })}.${part(body)}`
  return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`
}

describe('the app API token', () => {
  it('names the audience, the customer and the session, and lasts 15 minutes', async () => {
    const { token, exp } = await signAppToken(key, holder, now)
    expect(decodeJwt(token)).toEqual({ aud: 'app-api', sub: '42', sid: holder.sessionId, iat: now / 1000, exp })
    expect(exp - now / 1000).toBe(APP_TOKEN_SECONDS)
    expect(await verifyAppToken(key, token, now)).toEqual({ ...holder, exp })
    expect(await verifyAppToken(key, token, now + (APP_TOKEN_SECONDS - 1) * 1000)).not.toBeNull()
  })

  it('keeps the format of the tokens signed before jose: the same bytes, so tokens out there stay good', async () => {
    const before = handSigned({ aud: 'app-api', sub: '42', sid: holder.sessionId, iat: now / 1000, exp: now / 1000 + APP_TOKEN_SECONDS })
    expect((await signAppToken(key, holder, now)).token).toBe(before)
    expect(await verifyAppToken(key, before, now)).not.toBeNull()
  })

  it('is refused once expired, or when issued in the future', async () => {
    const { token } = await signAppToken(key, holder, now)
    expect(await verifyAppToken(key, token, now + APP_TOKEN_SECONDS * 1000)).toBeNull()
    expect(await verifyAppToken(key, token, now - 5 * 60_000)).toBeNull()
  })

  it('is refused when signed with another key: another secret, or the secret itself (as Payload signs)', async () => {
    const { token } = await signAppToken(appTokenKey('another-secret'), holder, now)
    expect(await verifyAppToken(key, token, now)).toBeNull()
    const [head, body] = (await signAppToken(key, holder, now)).token.split('.')
    const withRawSecret = `${head}.${body}.${createHmac('sha256', 'the-app-secret').update(`${head}.${body}`).digest('base64url')}`
    expect(await verifyAppToken(key, withRawSecret, now)).toBeNull()
    expect(Buffer.from(appTokenKey('the-app-secret')).equals(Buffer.from('the-app-secret'))).toBe(false)
  })

  it('is refused when any claim is changed, the signature altered or dropped', async () => {
    const { token } = await signAppToken(key, holder, now)
    const [head, , signature = ''] = token.split('.')
    for (const change of [{ sub: '43' }, { sid: 'another-session' }, { exp: now / 1000 + 86_400 }, { aud: 'admin' }]) {
      const body = part({ ...decodeJwt(token), ...change })
      expect(await verifyAppToken(key, `${head}.${body}.${signature}`, now), JSON.stringify(change)).toBeNull()
    }
    const flipped = Buffer.from(signature, 'base64url')
    flipped[0] = (flipped[0] ?? 0) ^ 1
    expect(await verifyAppToken(key, `${token.split('.').slice(0, 2).join('.')}.${flipped.toString('base64url')}`, now)).toBeNull()
    expect(await verifyAppToken(key, `${token.split('.').slice(0, 2).join('.')}.`, now)).toBeNull()
  })

  it('is refused under another algorithm: none, or another HMAC with the same key', async () => {
    const body = part(claims)
    for (const alg of ['none', 'None', 'NONE']) {
      expect(await verifyAppToken(key, `${part({ alg, typ: 'at+jwt' })}.${body}.`, now), alg).toBeNull()
    }
    for (const alg of ['HS384', 'HS512']) {
      const token = await new SignJWT(claims).setProtectedHeader({ alg, typ: 'at+jwt' }).sign(key)
      expect(await verifyAppToken(key, token, now), alg).toBeNull()
    }
  })

  it('is refused for another audience or with claims missing, even when signed with the right key', async () => {
    expect(await verifyAppToken(key, await encodeToken(key, claims), now)).not.toBeNull()
    expect(await verifyAppToken(key, await encodeToken(key, { ...claims, aud: 'site' }), now)).toBeNull()
    expect(await verifyAppToken(key, await encodeToken(key, { ...claims, aud: ['app-api'] }), now)).toBeNull()
    expect(await verifyAppToken(key, handSigned({ ...claims, sub: 42 }), now)).toBeNull()
    expect(await verifyAppToken(key, await encodeToken(key, { ...claims, sub: '0' }), now)).toBeNull()
    expect(await verifyAppToken(key, await encodeToken(key, { ...claims, sid: '' }), now)).toBeNull()
    const { sid: _, ...noSession } = claims
    expect(await verifyAppToken(key, await encodeToken(key, noSession), now)).toBeNull()
    const { exp: __, ...noExpiry } = claims
    expect(await verifyAppToken(key, await encodeToken(key, noExpiry), now)).toBeNull()
  })

  it('is refused in another shape: a Payload-style header, garbage, or oversized', async () => {
    const { token } = await signAppToken(key, holder, now)
    const [, body, signature] = token.split('.')
    expect(await verifyAppToken(key, `${part({ alg: 'HS256', typ: 'JWT' })}.${body}.${signature}`, now)).toBeNull()
    for (const junk of ['', 'a.b', 'a.b.c.d', 'not a token', `${token}.`, `${token}x`, 'x'.repeat(5000)]) expect(await verifyAppToken(key, junk, now), junk.slice(0, 20)).toBeNull()
  })
})
