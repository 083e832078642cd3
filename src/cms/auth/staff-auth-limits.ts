import { APIError, type CollectionBeforeOperationHook } from 'payload'

/**
 * Per client address: 10 admin sign-ins in 15 minutes, 5 password-reset requests and 10 resets an
 * hour. A limit per address, not a lockout per account: a stranger who knows an editor's email
 * cannot lock them out, and the answer never says whether the account exists.
 */
export const STAFF_AUTH_LIMITS = {
  login: { attempts: 10, windowMs: 15 * 60_000 },
  forgotPassword: { attempts: 5, windowMs: 60 * 60_000 },
  resetPassword: { attempts: 10, windowMs: 60 * 60_000 },
} as const

const isLimited = (operation: string): operation is keyof typeof STAFF_AUTH_LIMITS => operation in STAFF_AUTH_LIMITS

/** Counts a staff sign-in or reset made over HTTP (REST or GraphQL) and refuses it over the limit. */
export const limitStaffAuth: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || !isLimited(operation)) return args
  // Loaded on use: the config is also read by scripts that run outside the server.
  const { clientAddress, rateLimiter, rateLimitKey } = await import('../../lib/rate-limit')
  const { attempts, windowMs } = STAFF_AUTH_LIMITS[operation]
  const address = clientAddress(req)
  if ((await rateLimiter(req.payload).hit(rateLimitKey(`staff-${operation}`, address), windowMs, { req })) > attempts) {
    throw new APIError('Too many attempts. Please try again later.', 429, null, true)
  }
  return args
}
