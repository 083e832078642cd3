import { hkdfSync } from 'node:crypto'
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'

/**
 * The app API's access token (docs/decisions/0012, 0051): a JWT (`typ: at+jwt`, HS256, signed and
 * verified by jose), apart from Payload's session JWT. Its key is derived from the app's secret
 * under a label of its own, so Payload (which verifies with its own key) never accepts it, and it
 * names the audience "app-api", the customer and the Payload session (`sid`) it was issued for: the
 * app API accepts it only while that session lasts, so it dies with sign-out.
 */
export const APP_TOKEN_AUDIENCE = 'app-api'
export const APP_TOKEN_SECONDS = 15 * 60
const KEY_LABEL = 'milepost/app-api-token/v1'
const TYPE = 'at+jwt'
const MAX_LENGTH = 1024
/** A clock a minute fast may issue a token a minute "early"; later than that was not ours. */
const ISSUED_AHEAD_SECONDS = 60

export type AppTokenHolder = { customerId: number; sessionId: string; exp: number }

const appTokenClaims = z.object({
  aud: z.literal(APP_TOKEN_AUDIENCE),
  sub: z.string().regex(/^[1-9]\d{0,11}$/),
  sid: z.string().min(1).max(100),
  iat: z.number().int(),
  exp: z.number().int(),
})
export type AppTokenClaims = z.infer<typeof appTokenClaims>

/** The signing key: HKDF-SHA256 of the app's secret with the token's own label. */
export function appTokenKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'milepost', KEY_LABEL, 32))
}

/** Signs any claims with the token's header (the app's own tokens, and tests of what is refused). */
export function encodeToken(key: Uint8Array, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: TYPE }).sign(key)
}

/** A token for the customer's session, valid for 15 minutes from `now`. */
export async function signAppToken(key: Uint8Array, holder: { customerId: number; sessionId: string }, now = Date.now()): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(now / 1000)
  const exp = iat + APP_TOKEN_SECONDS
  const claims: AppTokenClaims = { aud: APP_TOKEN_AUDIENCE, sub: String(holder.customerId), sid: holder.sessionId, iat, exp }
  return { token: await encodeToken(key, claims), exp }
}

/**
 * Who a token was issued to, or null: malformed, signed with another key (a Payload JWT) or another
 * algorithm (`none` included), another type or audience, tampered with, or expired. Whether its
 * session still lasts is the caller's check (it needs the database).
 */
export async function verifyAppToken(key: Uint8Array, token: string, now = Date.now()): Promise<AppTokenHolder | null> {
  if (token.length > MAX_LENGTH) return null
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      typ: TYPE,
      audience: APP_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'sid', 'iat', 'exp'],
      currentDate: new Date(now),
    }))
  } catch (error) {
    if (error instanceof errors.JOSEError) return null
    throw error
  }
  const claims = appTokenClaims.safeParse(payload)
  if (!claims.success || claims.data.iat > Math.floor(now / 1000) + ISSUED_AHEAD_SECONDS) return null
  return { customerId: Number(claims.data.sub), sessionId: claims.data.sid, exp: claims.data.exp }
}
