import { type Payload, ValidationError } from 'payload'
import { rateLimiter } from '../../lib/rate-limit'
import type { ContactStore } from '../../contact/send-message'

export function payloadContactStore(payload: Payload): ContactStore {
  const limiter = rateLimiter(payload)
  return {
    countAttempt: (key, windowMs) => limiter.hit(key, windowMs),
    async save(message) {
      try {
        await payload.create({ collection: 'contact-messages', data: message, overrideAccess: true })
        return true
      } catch (error) {
        if (error instanceof ValidationError && error.data.errors.some((e) => e.path === 'verificationId')) return false
        throw error
      }
    },
  }
}
