import { type Payload, ValidationError } from 'payload'
import type { ContactStore } from './send-message'

export function payloadContactStore(payload: Payload): ContactStore {
  return {
    async countAttempt(key, windowMs) {
      const since = new Date(Date.now() - windowMs).toISOString()
      await payload.create({ collection: 'rate-limit-hits', data: { key }, overrideAccess: true })
      const { totalDocs } = await payload.count({
        collection: 'rate-limit-hits',
        where: { key: { equals: key }, createdAt: { greater_than: since } },
        overrideAccess: true,
      })
      // Old hits are of no further use; dropping them keeps the table small.
      await payload.delete({ collection: 'rate-limit-hits', where: { createdAt: { less_than: since } }, overrideAccess: true })
      return totalDocs
    },
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
