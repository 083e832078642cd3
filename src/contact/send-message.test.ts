import { describe, expect, it, vi } from 'vitest'
import { CONTACT_LIMIT, type ContactStore, sendContactMessage, type StoredMessage } from './send-message'
import type { VerificationOutcome } from './verification'

function memoryStore(): ContactStore & { saved: StoredMessage[] } {
  const attempts = new Map<string, number>()
  const saved: StoredMessage[] = []
  return {
    saved,
    async countAttempt(key) {
      attempts.set(key, (attempts.get(key) ?? 0) + 1)
      return attempts.get(key)!
    },
    async save(message) {
      if (saved.some((m) => m.verificationId === message.verificationId)) return false
      saved.push(message)
      return true
    },
  }
}

const input = { name: 'Ann', email: 'ann@example.com', message: 'Hello', turnstileToken: 'tok-1' }
const verifier = (outcome: VerificationOutcome) => ({ verify: vi.fn(async () => outcome) })

describe('a contact message is stored once, when verified and within the limit, and the team is told (C6)', () => {
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

  it('limits attempts per visitor address before verifying', async () => {
    const store = memoryStore()
    const check = verifier('widget-error')
    const deps = { store, verifier: check, notify: async () => {} }
    for (let i = 0; i < CONTACT_LIMIT.attempts; i++) await sendContactMessage(deps, input, { ip: '203.0.113.1', locale: 'en' })
    expect(await sendContactMessage(deps, input, { ip: '203.0.113.1', locale: 'en' })).toEqual({ ok: false, reason: 'too-many' })
    expect(check.verify).toHaveBeenCalledTimes(CONTACT_LIMIT.attempts)
    expect((await sendContactMessage(deps, input, { ip: '203.0.113.2', locale: 'en' })).ok).toBe(false)
    expect(check.verify).toHaveBeenCalledTimes(CONTACT_LIMIT.attempts + 1)
  })
})
