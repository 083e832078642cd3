import { type Payload, ValidationError } from 'payload'
import type { ContactStore } from '../../contact/send-message'

export function payloadContactStore(payload: Payload): ContactStore {
  return {
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
