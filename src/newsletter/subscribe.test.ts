import { describe, expect, it } from 'vitest'
import { type ConfirmationMail, confirmSubscription, hashOfConfirmToken, type Subscriber, type SubscriberStore, subscribe } from './subscribe'

type Row = Subscriber & { confirmTokenHash: string | null }

function memoryStore() {
  const rows: Row[] = []
  const store: SubscriberStore = {
    findByEmail: async (email) => rows.find((r) => r.email === email) ?? null,
    findByConfirmToken: async (hash) => rows.find((r) => r.confirmTokenHash === hash) ?? null,
    findById: async (id) => rows.find((r) => r.id === id) ?? null,
    addPending: async (s) => {
      if (rows.some((r) => r.email === s.email)) return null
      rows.push({ id: rows.length + 1, email: s.email, name: s.name, locale: s.locale, status: 'pending', confirmTokenHash: s.confirmTokenHash, confirmExpiresAt: s.confirmExpiresAt })
      return rows.length
    },
    renewPending: async (id, s) => {
      const row = rows.find((r) => r.id === id)
      if (!row || row.status === 'subscribed') return false
      Object.assign(row, { name: s.name, locale: s.locale, status: 'pending', confirmTokenHash: s.confirmTokenHash, confirmExpiresAt: s.confirmExpiresAt })
      return true
    },
    markSubscribed: async (id) => {
      rows.find((r) => r.id === id)!.status = 'subscribed'
    },
    markUnsubscribed: async (id) => {
      Object.assign(rows.find((r) => r.id === id)!, { status: 'unsubscribed', confirmTokenHash: null, confirmExpiresAt: null })
    },
  }
  return { rows, store }
}

const token = (n: number) => String(n).padStart(43, 'x')

function world(allowance = 3) {
  const { rows, store } = memoryStore()
  const mails: ConfirmationMail[] = []
  let n = 0
  let left = allowance
  const deps = { store, mayMail: async () => left-- > 0, queueConfirmation: async (m: ConfirmationMail) => void mails.push(m), newToken: () => token(++n) }
  return { rows, store, mails, deps }
}

const now = new Date('2026-11-27T10:00:00Z')

describe('double opt-in sign-ups', () => {
  it('stores a pending row with the hash of the token it mails, in the sign-up’s language', async () => {
    const { rows, mails, deps } = world()
    expect(await subscribe(deps, { name: 'Ann', email: 'ann@example.com' }, 'de', now)).toBe('mailed')
    expect(rows).toEqual([expect.objectContaining({ status: 'pending', locale: 'de', confirmTokenHash: hashOfConfirmToken(token(1)), confirmExpiresAt: new Date('2026-12-04T10:00:00Z') })])
    expect(mails).toEqual([{ subscriberId: 1, email: 'ann@example.com', name: 'Ann', locale: 'de', token: token(1) }])
  })

  it('mails nothing to an address already subscribed, and nothing past the allowance', async () => {
    const { rows, mails, deps, store } = world(2)
    await subscribe(deps, { name: 'Ann', email: 'ann@example.com' }, 'en', now)
    await confirmSubscription(store, token(1), now)
    expect(await subscribe(deps, { name: 'Ann', email: 'ann@example.com' }, 'fr', now)).toBe('already-subscribed')
    expect(rows[0]).toMatchObject({ status: 'subscribed', locale: 'en' })
    expect(await subscribe(deps, { name: 'Bo', email: 'bo@example.com' }, 'en', now)).toBe('mailed')
    expect(await subscribe(deps, { name: 'Bo', email: 'bo@example.com' }, 'en', now)).toBe('mail-limit')
    expect(mails).toHaveLength(2)
  })

  it('confirms with a valid link only: unknown, malformed or expired links subscribe nobody', async () => {
    const { rows, deps, store } = world()
    await subscribe(deps, { name: 'Ann', email: 'ann@example.com' }, 'en', now)
    expect(await confirmSubscription(store, token(2), now)).toEqual({ outcome: 'invalid' })
    expect(await confirmSubscription(store, 'short', now)).toEqual({ outcome: 'invalid' })
    expect(await confirmSubscription(store, token(1), new Date('2026-12-04T10:00:00Z'))).toEqual({ outcome: 'expired' })
    expect(rows[0]!.status).toBe('pending')
    expect(await confirmSubscription(store, token(1), new Date('2026-12-04T09:59:59Z'))).toMatchObject({ outcome: 'confirmed' })
    expect(rows[0]!.status).toBe('subscribed')
  })

  it('a new sign-up of a pending address replaces its link', async () => {
    const { deps, store } = world()
    await subscribe(deps, { name: 'Ann', email: 'ann@example.com' }, 'en', now)
    await subscribe(deps, { name: 'Ann B', email: 'ann@example.com' }, 'sv', now)
    expect(await confirmSubscription(store, token(1), now)).toEqual({ outcome: 'invalid' })
    expect(await confirmSubscription(store, token(2), now)).toMatchObject({ outcome: 'confirmed', subscriber: { name: 'Ann B', locale: 'sv' } })
  })
})
