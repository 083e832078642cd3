import 'server-only'
import type { Payload } from 'payload'

/** A signed-in customer as the site and app API see them (spec §3 app user, site user). */
export type Customer = { id: number; email: string; firstName: string | null; lastName: string | null; runClubMember: boolean; sessionId?: string }

type AuthUser = { id: number | string; collection?: string; email?: string; firstName?: string | null; lastName?: string | null; runClubMember?: boolean | null; _sid?: string }

export const toCustomer = (user: AuthUser | null): Customer | null =>
  user?.collection === 'customers'
    ? {
        id: Number(user.id),
        email: user.email ?? '',
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        runClubMember: !!user.runClubMember,
        sessionId: user._sid,
      }
    : null

/**
 * The customer a bearer token names (app API: only `Authorization: Bearer`, never the cookie).
 * Expired, forged, revoked (signed out) or non-customer tokens give null.
 */
export async function customerFromBearer(payload: Payload, authorization: string | null): Promise<Customer | null> {
  if (!authorization?.startsWith('Bearer ') || authorization.length > 4096) return null
  const { user } = await payload.auth({ headers: new Headers({ authorization }) }).catch(() => ({ user: null }))
  return toCustomer(user as AuthUser | null)
}

/** The customer of the site session (the auth cookie) or of a bearer token. */
export async function customerFromRequest(payload: Payload, headers: Headers): Promise<{ customer: Customer | null; user: AuthUser | null }> {
  const { user } = await payload.auth({ headers }).catch(() => ({ user: null }))
  return { customer: toCustomer(user as AuthUser | null), user: user as AuthUser | null }
}
