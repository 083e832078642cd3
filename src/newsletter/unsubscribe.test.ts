import { describe, expect, it, vi } from 'vitest'
import type { SubscriberStore } from './subscribe'
import { unsubscribe, unsubscribeKey, unsubscribeToken, unsubscribeTokenMatches } from './unsubscribe'

const key = unsubscribeKey('secret')

describe('unsubscribe links', () => {
  it('a token belongs to one subscriber and one secret', () => {
    const ann = { id: 7, email: 'ann@example.com' }
    const token = unsubscribeToken(key, ann)
    expect(unsubscribeTokenMatches(key, ann, token)).toBe(true)
    expect(unsubscribeTokenMatches(key, { id: 7, email: 'ANN@example.com ' }, token)).toBe(true)
    expect(unsubscribeTokenMatches(key, { ...ann, id: 8 }, token)).toBe(false)
    // A deleted row's id given to someone else: the old link is not theirs.
    expect(unsubscribeTokenMatches(key, { id: 7, email: 'bo@example.com' }, token)).toBe(false)
    expect(unsubscribeTokenMatches(unsubscribeKey('other'), ann, token)).toBe(false)
    expect(unsubscribeTokenMatches(key, ann, '')).toBe(false)
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
    expect(await unsubscribe(store, key, { id: 7, token: unsubscribeToken(key, { id: 8, email: 'a@example.com' }) })).toBe('invalid')
    expect(markUnsubscribed).not.toHaveBeenCalled()
    expect(await unsubscribe(store, key, { id: 7, token: unsubscribeToken(key, { id: 7, email: 'a@example.com' }) })).toBe('unsubscribed')
    expect(await unsubscribe(store, key, { id: 7, token: unsubscribeToken(key, { id: 7, email: 'a@example.com' }) })).toBe('unsubscribed')
    expect(markUnsubscribed).toHaveBeenCalledTimes(1)
    // A row deleted since: nobody is subscribed under it, and its link can no longer be checked.
    expect(await unsubscribe(store, key, { id: 9, token: unsubscribeToken(key, { id: 9, email: 'a@example.com' }) })).toBe('invalid')
  })
})
