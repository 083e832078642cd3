import type { Payload } from 'payload'
import { refusesField } from '../../lib/payload-errors'
import type { ContactStore } from '../../contact/send-message'

export function payloadContactStore(payload: Payload): ContactStore {
  return {
    async save(message) {
      try {
        await payload.create({ collection: 'contact-messages', data: message, overrideAccess: true })
        return true
      } catch (error) {
        if (refusesField(error, 'verificationId')) return false
        throw error
      }
    },
  }
}
