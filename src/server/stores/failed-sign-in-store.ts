import type { Payload } from 'payload'
import { type FailedSignInStore, SIGN_IN_CEILING } from '../../accounts/sign-in-ceiling'
import { rateLimiter, rateLimitKey } from '../../lib/rate-limit'

/** An account's failed sign-ins in the deployment's rate limiter (shared by every instance), keyed by the hashed email. */
export function rateLimitFailedSignInStore(payload: Payload, windowMs = SIGN_IN_CEILING.windowMs): FailedSignInStore {
  const limiter = rateLimiter(payload)
  const key = (email: string) => rateLimitKey('account-signIn-ceiling', email)
  return {
    async failures(email) {
      const [count, lastAt] = await Promise.all([limiter.count(key(email), windowMs), limiter.latest(key(email), windowMs)])
      return { count, lastAt }
    },
    failed: (email) => limiter.hit(key(email), windowMs),
    async cleared(email) {
      await limiter.clear(key(email))
    },
  }
}
