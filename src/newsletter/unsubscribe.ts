import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import type { SubscriberStore } from './subscribe'

/**
 * Every newsletter mail links to its unsubscribe address: the subscriber's id and an HMAC of it
 * (a key derived from the app's secret under a label of its own). Nothing is stored, the link works
 * as long as the row exists, and it is the only proof a one-click unsubscribe needs (RFC 8058).
 */
const KEY_LABEL = 'milepost/newsletter-unsubscribe/v1'

export const unsubscribeKey = (secret: string): Buffer => Buffer.from(hkdfSync('sha256', secret, 'milepost', KEY_LABEL, 32))

export const unsubscribeToken = (key: Buffer, subscriberId: number): string => createHmac('sha256', key).update(`subscriber:${subscriberId}`).digest('base64url')

export function unsubscribeTokenMatches(key: Buffer, subscriberId: number, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(key, subscriberId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid'

/** Unsubscribes the link's subscriber; again, or for a row deleted since, it answers the same. */
export async function unsubscribe(store: SubscriberStore, key: Buffer, link: { id: number; token: string }, now = new Date()): Promise<UnsubscribeOutcome> {
  if (!unsubscribeTokenMatches(key, link.id, link.token)) return 'invalid'
  const subscriber = await store.findById(link.id)
  if (subscriber && subscriber.status !== 'unsubscribed') await store.markUnsubscribed(link.id, now)
  return 'unsubscribed'
}
