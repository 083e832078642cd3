/**
 * Every cookie Milepost writes, and the one way it writes them (server `Set-Cookie` headers and the
 * browser's `document.cookie` alike). Payload writes its own session cookie (`payload-token`, with the
 * attributes of the customers' `auth.cookies`); only its name is kept here. Safe in client components.
 */

export type SameSite = 'Lax' | 'Strict' | 'None'

export type CookieAttributes = {
  path?: string
  /** Seconds; 0 expires the cookie at once. */
  maxAge?: number
  /** For clients that predate Max-Age; written beside it, never instead. */
  expires?: Date
  httpOnly?: boolean
  sameSite?: SameSite
  /** Only over https: set it when the site is served over https. */
  secure?: boolean
}

export type CookieDefinition = { readonly name: string } & Readonly<CookieAttributes>

const DAY = 24 * 60 * 60

/** The cookies of the site, name and attributes; `secure` (and a lifetime that varies) is given where a cookie is written. */
export const COOKIES = {
  /** The visitor's session for CSRF (docs/decisions/0001): random, HttpOnly, 30 days. */
  session: { name: 'mp_session', path: '/', maxAge: 30 * DAY, httpOnly: true, sameSite: 'Lax' },
  /** The visitor's cart number (docs/site-api.md, Cart), 90 days. */
  cart: { name: 'mp_cart', path: '/', maxAge: 90 * DAY, httpOnly: true, sameSite: 'Lax' },
  /** `{"accessToken": …}` for the shared HTTP client, which must read it (decision 0012); it lives as long as the session. */
  accessToken: { name: 'access-token', path: '/', sameSite: 'Lax' },
  /** Spec §9: nf_country and nf_lang last 356 days (sic); the detection cookie 365. */
  country: { name: 'nf_country', path: '/', maxAge: 356 * DAY, sameSite: 'Lax' },
  language: { name: 'nf_lang', path: '/', maxAge: 356 * DAY, sameSite: 'Lax' },
  localeDetection: { name: 'i18n_redirected', path: '/', maxAge: 365 * DAY, sameSite: 'Lax' },
} as const satisfies Record<string, CookieDefinition>

/** Payload's session cookie of a customer (its `cookiePrefix` + `-token`); Payload writes and expires it. */
export const PAYLOAD_SESSION_COOKIE = 'payload-token'

// RFC 6265 §4.1.1: a cookie name is a token; attribute values must not end the attribute.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
const ATTRIBUTE_VALUE = /^[!-:<-~]*$/

/**
 * One `Set-Cookie` value (or `document.cookie` assignment): the value URI-encoded, then the
 * attributes, always in this order: Path, Expires, Max-Age, HttpOnly, SameSite, Secure.
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
  if (!TOKEN.test(name)) throw new TypeError(`Not a cookie name: ${JSON.stringify(name)}`)
  const parts = [`${name}=${encodeURIComponent(value)}`]
  if (attributes.path !== undefined) {
    if (!ATTRIBUTE_VALUE.test(attributes.path)) throw new TypeError(`Not a cookie path: ${JSON.stringify(attributes.path)}`)
    parts.push(`Path=${attributes.path}`)
  }
  if (attributes.expires !== undefined) {
    if (Number.isNaN(attributes.expires.getTime())) throw new TypeError('A cookie expiry must be a valid date')
    parts.push(`Expires=${attributes.expires.toUTCString()}`)
  }
  if (attributes.maxAge !== undefined) {
    if (!Number.isInteger(attributes.maxAge)) throw new TypeError(`A cookie Max-Age must be whole seconds: ${attributes.maxAge}`)
    parts.push(`Max-Age=${Math.max(0, attributes.maxAge)}`)
  }
  if (attributes.httpOnly) parts.push('HttpOnly')
  if (attributes.sameSite) parts.push(`SameSite=${attributes.sameSite}`)
  if (attributes.secure) parts.push('Secure')
  return parts.join('; ')
}

/**
 * The same cookie emptied and expired at once (`Max-Age=0`; any lifetime given is ignored). The
 * attributes must match the ones it was set with, Path above all.
 */
export function expiredCookie(name: string, attributes: CookieAttributes = {}): string {
  return serializeCookie(name, '', { ...attributes, expires: undefined, maxAge: 0 })
}

/** A defined cookie with this value; `overrides` adds `secure` or a lifetime of its own. */
export function setCookie(cookie: CookieDefinition, value: string, overrides: CookieAttributes = {}): string {
  const { name, ...attributes } = cookie
  return serializeCookie(name, value, { ...attributes, ...overrides })
}

/** A defined cookie, expired. */
export function clearCookie(cookie: CookieDefinition, overrides: CookieAttributes = {}): string {
  const { name, ...attributes } = cookie
  return expiredCookie(name, { ...attributes, ...overrides })
}

/** A cookie's value in a `Cookie` header (or `document.cookie`), decoded; null when absent or undecodable. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(at + 1).trim())
    } catch {
      return null
    }
  }
  return null
}
