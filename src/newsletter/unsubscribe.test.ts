import { describe, expect, it, vi } from 'vitest'
import type { SubscriberStore } from './subscribe'
import { unsubscribe, unsubscribeKey, unsubscribeToken, unsubscribeTokenMatches } from './unsubscribe'

const key = unsubscribeKey('secret')

describe('unsubscribe links', () => {
  it('a token belongs to one subscriber and one secret', () => {
    const token = unsubscribeToken(key, 7)
    expect(unsubscribeTokenMatches(key, 7, token)).toBe(true)
    expect(unsubscribeTokenMatches(key, 8, token)).toBe(false)
    expect(unsubscribeTokenMatches(unsubscribeKey('other'), 7, token)).toBe(false)
    expect(unsubscribeTokenMatches(key, 7, '')).toBe(false)
  })

  it('unsubscribes the link’s subscriber once; a forged link changes nothing', async () => {
    let status: 'subscribed' | 'unsubscribed' = 'subscribed'
    const markUnsubscribed = vi.fn(async () => {
      status = 'unsubscribed'
    })
    const store = {
      findById: async (id: number) => (id === 7 ? { id, email: 'a@example.com', name: 'A', locale: 'en', status, confirmExpiresAt: null } : null),
      markUnsubscribed,
    } as unknown as SubscriberStore
    expect(await unsubscribe(store, key, { id: 7, token: unsubscribeToken(key, 8) })).toBe('invalid')
    expect(markUnsubscribed).not.toHaveBeenCalled()
    expect(await unsubscribe(store, key, { id: 7, token: unsubscribeToken(key, 7) })).toBe('unsubscribed')
    expect(await unsubscribe(store, key, { id: 7, token: unsubscribeToken(key, 7) })).toBe('unsubscribed')
    expect(markUnsubscribed).toHaveBeenCalledTimes(1)
    // A row deleted since: nothing to do, the same answer.
    expect(await unsubscribe(store, key, { id: 9, token: unsubscribeToken(key, 9) })).toBe('unsubscribed')
  })
})
