import { describe, expect, it, vi } from 'vitest'
import { type ContactStore, contactSenderKey, sendContactMessage, type StoredMessage } from './send-message'
import type { VerificationOutcome } from './verification'

function memoryStore(): ContactStore & { saved: StoredMessage[] } {
  const saved: StoredMessage[] = []
  return {
    saved,
    async save(message) {
      if (saved.some((m) => m.verificationId === message.verificationId)) return false
      saved.push(message)
      return true
    },
  }
}

const input = { name: 'Ann', email: 'ann@example.com', message: 'Hello', turnstileToken: 'tok-1' }
const verifier = (outcome: VerificationOutcome) => ({ verify: vi.fn(async () => outcome) })

describe('a contact message is stored once, when verified, and the team is told (C6)', () => {
  it('stores a verified message once and notifies the team', async () => {
    const store = memoryStore()
    const notify = vi.fn(async () => {})
    const result = await sendContactMessage({ store, verifier: verifier('ok'), notify }, input, { ip: '198.51.100.7', locale: 'de' })
    expect(result).toEqual({ ok: true })
    expect(store.saved).toHaveLength(1)
    expect(store.saved[0]).toMatchObject({ name: 'Ann', locale: 'de' })
    expect(store.saved[0]).not.toHaveProperty('turnstileToken')
    expect(notify).toHaveBeenCalledOnce()
  })

  it('refuses a token that was already used as expired', async () => {
    const store = memoryStore()
    const deps = { store, verifier: verifier('ok'), notify: async () => {} }
    await sendContactMessage(deps, input, { ip: '1', locale: 'en' })
    expect(await sendContactMessage(deps, input, { ip: '1', locale: 'en' })).toEqual({ ok: false, reason: 'expired' })
    expect(store.saved).toHaveLength(1)
  })

  it('passes on the verifier outcome and stores nothing', async () => {
    for (const outcome of ['widget-error', 'expired', 'unavailable'] as const) {
      const store = memoryStore()
      expect(await sendContactMessage({ store, verifier: verifier(outcome), notify: async () => {} }, input, { ip: '1', locale: 'en' })).toEqual({
        ok: false,
        reason: outcome,
      })
      expect(store.saved).toHaveLength(0)
    }
  })

  it('keeps the sender as the rate limit counts it: the address hashed, never the address itself', async () => {
    const store = memoryStore()
    await sendContactMessage({ store, verifier: verifier('ok'), notify: async () => {} }, input, { ip: '203.0.113.1', locale: 'en' })
    expect(store.saved[0]!.senderKey).toBe(contactSenderKey('203.0.113.1'))
    expect(contactSenderKey('203.0.113.1')).toMatch(/^contact:[0-9a-f]{64}$/)
    expect(contactSenderKey(null)).not.toBe(contactSenderKey('203.0.113.1'))
  })
})
