import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * The app API's access token (docs/decisions/0012): a JWT-shaped, HMAC-SHA256-signed token of its
 * own, apart from Payload's session JWT. Its key is derived from the app's secret under a label of
 * its own, so Payload (which verifies with its own key) never accepts it, and it names the audience
 * "app-api", the customer and the Payload session (`sid`) it was issued for: the app API accepts it
 * only while that session lasts, so it dies with sign-out.
 */
export const APP_TOKEN_AUDIENCE = 'app-api'
export const APP_TOKEN_SECONDS = 15 * 60
const KEY_LABEL = 'milepost/app-api-token/v1'
const MAX_LENGTH = 1024

export type AppTokenClaims = { aud: string; sub: string; sid: string; iat: number; exp: number }
export type AppTokenHolder = { customerId: number; sessionId: string; exp: number }

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'at+jwt' })).toString('base64url')

/** The signing key: HKDF-SHA256 of the app's secret with the token's own label. */
export function appTokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'milepost', KEY_LABEL, 32))
}

const signature = (key: Buffer, signed: string) => createHmac('sha256', key).update(signed).digest()

/** Signs any claims with the token's header (the app's own tokens, and tests of what is refused). */
export function encodeToken(key: Buffer, claims: Record<string, unknown>): string {
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`
  return `${signed}.${signature(key, signed).toString('base64url')}`
}

/** A token for the customer's session, valid for 15 minutes from `now`. */
export function signAppToken(key: Buffer, holder: { customerId: number; sessionId: string }, now = Date.now()): { token: string; exp: number } {
  const iat = Math.floor(now / 1000)
  const exp = iat + APP_TOKEN_SECONDS
  const claims: AppTokenClaims = { aud: APP_TOKEN_AUDIENCE, sub: String(holder.customerId), sid: holder.sessionId, iat, exp }
  return { token: encodeToken(key, claims), exp }
}

const isClaims = (v: unknown): v is AppTokenClaims => {
  const c = v as Partial<AppTokenClaims> | null
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.aud === 'string' &&
    typeof c.sub === 'string' &&
    /^[1-9]\d{0,11}$/.test(c.sub) &&
    typeof c.sid === 'string' &&
    c.sid.length > 0 &&
    c.sid.length <= 100 &&
    Number.isInteger(c.iat) &&
    Number.isInteger(c.exp)
  )
}

/**
 * Who a token was issued to, or null: malformed, signed with another key (a Payload JWT), another
 * header or audience, tampered with, or expired. Whether its session still lasts is the caller's
 * check (it needs the database).
 */
export function verifyAppToken(key: Buffer, token: string, now = Date.now()): AppTokenHolder | null {
  if (token.length > MAX_LENGTH) return null
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== HEADER) return null
  const given = Buffer.from(parts[2]!, 'base64url')
  const expected = signature(key, `${parts[0]}.${parts[1]}`)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!isClaims(claims) || claims.aud !== APP_TOKEN_AUDIENCE) return null
  const seconds = Math.floor(now / 1000)
  if (claims.exp <= seconds || claims.iat > seconds + 60) return null
  return { customerId: Number(claims.sub), sessionId: claims.sid, exp: claims.exp }
}
