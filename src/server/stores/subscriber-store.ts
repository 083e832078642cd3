import type { Payload } from 'payload'
import { refusesField } from '../../lib/payload-errors'
import type { SubscriberStore } from '../../newsletter/subscribe'

function isDuplicateEmail(error: unknown): boolean {
  return refusesField(error, 'email')
}

/** Subscribers in Payload; the unique index on email keeps one row per address under races. */
export function payloadSubscriberStore(payload: Payload): SubscriberStore {
  return {
    async addOnce(subscriber) {
      try {
        await payload.create({ collection: 'subscribers', data: subscriber, overrideAccess: true })
        return true
      } catch (error) {
        if (isDuplicateEmail(error)) return false
        throw error
      }
    },
  }
}
