import { describe, expect, it } from 'vitest'
import { COOKIES, clearCookie, expiredCookie, readCookie, serializeCookie, setCookie } from './cookies'

describe('serializeCookie writes a cookie one way', () => {
  it('writes the attributes in one order: Path, Expires, Max-Age, HttpOnly, SameSite, Secure', () => {
    const expires = new Date('2030-01-02T03:04:05Z')
    expect(serializeCookie('a', 'b', { secure: true, sameSite: 'Strict', httpOnly: true, maxAge: 60, expires, path: '/x' })).toBe(
      'a=b; Path=/x; Expires=Wed, 02 Jan 2030 03:04:05 GMT; Max-Age=60; HttpOnly; SameSite=Strict; Secure',
    )
    expect(serializeCookie('a', 'b')).toBe('a=b')
  })

  it('URI-encodes the value, and leaves a plain one as it is', () => {
    expect(serializeCookie('access-token', JSON.stringify({ accessToken: 'x.y-z_1' }))).toBe('access-token=%7B%22accessToken%22%3A%22x.y-z_1%22%7D')
    expect(serializeCookie('v', 'a; b=c, d')).toBe('v=a%3B%20b%3Dc%2C%20d')
    expect(decodeURIComponent(serializeCookie('v', 'é ✓').slice(2))).toBe('é ✓')
    expect(serializeCookie('mp_session', 'Ab-_09xYz')).toBe('mp_session=Ab-_09xYz')
  })

  it('refuses a name or path that would break the header', () => {
    for (const name of ['', 'a b', 'a;b', 'a=b', 'ä']) expect(() => serializeCookie(name, 'v')).toThrow(TypeError)
    expect(() => serializeCookie('a', 'v', { path: '/; Domain=evil.example' })).toThrow(TypeError)
    expect(() => serializeCookie('a', 'v', { maxAge: 1.5 })).toThrow(TypeError)
    expect(() => serializeCookie('a', 'v', { expires: new Date(Number.NaN) })).toThrow(TypeError)
  })

  it('expires a cookie at once with Max-Age=0 and an empty value, whatever lifetime it was given', () => {
    expect(expiredCookie('a', { path: '/', maxAge: 99, expires: new Date(0), sameSite: 'Lax' })).toBe('a=; Path=/; Max-Age=0; SameSite=Lax')
    expect(serializeCookie('a', 'b', { maxAge: -5 })).toBe('a=b; Max-Age=0')
  })
})

describe('the site’s cookies keep the attributes they always had', () => {
  const days = (n: number) => n * 24 * 60 * 60

  it('the CSRF session: HttpOnly, 30 days, SameSite=Lax, Secure on https', () => {
    expect(setCookie(COOKIES.session, 'sid')).toBe(`mp_session=sid; Path=/; Max-Age=${days(30)}; HttpOnly; SameSite=Lax`)
    expect(setCookie(COOKIES.session, 'sid', { secure: true })).toBe(`mp_session=sid; Path=/; Max-Age=${days(30)}; HttpOnly; SameSite=Lax; Secure`)
  })

  it('the cart: HttpOnly, 90 days; forgetting it expires it with the same attributes', () => {
    expect(setCookie(COOKIES.cart, 'abc', { secure: true })).toBe(`mp_cart=abc; Path=/; Max-Age=${days(90)}; HttpOnly; SameSite=Lax; Secure`)
    expect(clearCookie(COOKIES.cart)).toBe('mp_cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax')
    expect(clearCookie(COOKIES.cart, { secure: true })).toBe('mp_cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure')
  })

  it('the access token: readable by the client (not HttpOnly), as long as the session', () => {
    expect(setCookie(COOKIES.accessToken, '{"accessToken":"t"}', { maxAge: 120, secure: true })).toBe('access-token=%7B%22accessToken%22%3A%22t%22%7D; Path=/; Max-Age=120; SameSite=Lax; Secure')
    expect(clearCookie(COOKIES.accessToken)).toBe('access-token=; Path=/; Max-Age=0; SameSite=Lax')
  })

  it('the language cookies: 356 days, the detection cookie 365', () => {
    expect(setCookie(COOKIES.country, 'fr-ca')).toBe(`nf_country=fr-ca; Path=/; Max-Age=${days(356)}; SameSite=Lax`)
    expect(setCookie(COOKIES.language, 'fr-ca')).toBe(`nf_lang=fr-ca; Path=/; Max-Age=${days(356)}; SameSite=Lax`)
    const expires = new Date('2027-03-04T05:06:07Z')
    expect(setCookie(COOKIES.localeDetection, 'de', { expires })).toBe(`i18n_redirected=de; Path=/; Expires=Thu, 04 Mar 2027 05:06:07 GMT; Max-Age=${days(365)}; SameSite=Lax`)
  })
})

describe('readCookie finds one cookie in a Cookie header', () => {
  it('reads the named cookie, decoded, wherever it stands', () => {
    expect(readCookie('a=1; milepost_market=eu; b=2', 'milepost_market')).toBe('eu')
    expect(readCookie('milepost_market=se', 'milepost_market')).toBe('se')
    expect(readCookie('v=a%3B%20b', 'v')).toBe('a; b')
  })

  it('is null for a missing header, a missing cookie, a cookie whose name only ends the same, or a broken value', () => {
    expect(readCookie(null, 'a')).toBeNull()
    expect(readCookie('', 'a')).toBeNull()
    expect(readCookie('xmilepost_market=eu', 'milepost_market')).toBeNull()
    expect(readCookie('a=%E0%A4%A', 'a')).toBeNull()
  })
})
