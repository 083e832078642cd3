import 'server-only'
import type { Payload } from 'payload'
import { env } from '../../lib/env'
import { and, eq, sql } from 'drizzle-orm'
import { appTokenKey, signAppToken, verifyAppToken } from '../../accounts/app-token'
import { drizzleOf } from '../../db/drizzle-tables'
import { prepared } from '../../db/prepared'
import type { DistanceUnit } from '../../i18n/format'

/**
 * A signed-in customer as the site and app API see them (spec §3 app user, site user), with the new
 * email they asked for while its confirmation link still works.
 */
export type Customer = {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  runClubMember: boolean
  sessionId?: string
  pendingEmail?: string | null
  /** The unit the runner chose for their runs and totals; null: their language's habit. */
  distanceUnit?: DistanceUnit | null
}

type AuthUser = {
  id: number | string
  collection?: string
  email?: string
  firstName?: string | null
  lastName?: string | null
  runClubMember?: boolean | null
  distanceUnit?: DistanceUnit | null
  _sid?: string
  pendingEmail?: string | null
  emailChangeExpiresAt?: string | Date | null
}

const pendingEmailOf = (user: AuthUser) => (user.pendingEmail && user.emailChangeExpiresAt && new Date(user.emailChangeExpiresAt).getTime() > Date.now() ? user.pendingEmail : null)

export const toCustomer = (user: AuthUser | null): Customer | null =>
  user?.collection === 'customers'
    ? {
        id: Number(user.id),
        email: user.email ?? '',
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        runClubMember: !!user.runClubMember,
        sessionId: user._sid,
        pendingEmail: pendingEmailOf(user),
        distanceUnit: user.distanceUnit === 'km' || user.distanceUnit === 'mi' ? user.distanceUnit : null,
      }
    : null

let key: Uint8Array | undefined
const appKey = () => (key ??= appTokenKey(env.PAYLOAD_SECRET))

/** The app API's token for a customer's Payload session (15 minutes; the access-token cookie holds it). */
export const issueAppToken = (customerId: number, sessionId: string, now = Date.now()) => signAppToken(appKey(), { customerId, sessionId }, now)

/**
 * The customer an app-API bearer token names (only `Authorization: Bearer`, never the cookie): a
 * token of the app API's own (./app-token), for a confirmed customer whose session is still open.
 * Expired, forged, revoked (signed out), Payload's own or non-customer tokens give null. One read:
 * the customer joined to that session (every app call pays for it).
 */
/** The token's customer joined to the token's session: one prepared read per app call. */
const bearerRead = (payload: Payload) =>
  prepared(payload, 'customer_of_bearer', () => {
    const { drizzle, tables } = drizzleOf(payload)
    const { customers } = tables
    const sessions = tables.customers_sessions
    return drizzle
      .select({
        id: customers.id,
        email: customers.email,
        firstName: customers.firstName,
        lastName: customers.lastName,
        runClubMember: customers.runClubMember,
        pendingEmail: customers.pendingEmail,
        emailChangeExpiresAt: customers.emailChangeExpiresAt,
        verified: customers._verified,
        sessionEnds: sessions.expiresAt,
      })
      .from(customers)
      .innerJoin(sessions, and(eq(sessions._parentID, customers.id), eq(sessions.id, sql.placeholder('sessionId'))))
      .where(eq(customers.id, sql.placeholder('customerId')))
      .limit(1)
  })

export async function customerFromBearer(payload: Payload, authorization: string | null): Promise<Customer | null> {
  if (!authorization?.startsWith('Bearer ')) return null
  const holder = await verifyAppToken(appKey(), authorization.slice('Bearer '.length).trim())
  if (!holder) return null
  const [stored] = await bearerRead(payload)({ customerId: holder.customerId, sessionId: holder.sessionId })
  if (!stored?.verified || new Date(stored.sessionEnds).getTime() <= Date.now()) return null
  return toCustomer({ ...stored, collection: 'customers', _sid: holder.sessionId })
}

/**
 * The customer of the site session: Payload's HttpOnly cookie only. An `Authorization` header
 * (the app API's bearer, which the shared client sends everywhere, or a Payload JWT) is ignored:
 * the site's actions and pages are the cookie's.
 *
 * Payload honours the cookie only for requests a browser marks as coming from the site (Origin,
 * else Sec-Fetch-Site), which keeps other sites from using it through /api. A client that sends
 * neither is no browser, so no other site can be acting through it: the site's own pages and
 * actions (whose writes carry the CSRF token) take its cookie.
 */
export async function customerFromRequest(payload: Payload, headers: Headers): Promise<{ customer: Customer | null; user: AuthUser | null }> {
  const cookieOnly = new Headers(headers)
  cookieOnly.delete('authorization')
  if (!cookieOnly.has('origin') && !cookieOnly.has('sec-fetch-site')) cookieOnly.set('sec-fetch-site', 'same-origin')
  const { user } = await payload.auth({ headers: cookieOnly }).catch(() => ({ user: null }))
  return { customer: toCustomer(user as AuthUser | null), user: user as AuthUser | null }
}
