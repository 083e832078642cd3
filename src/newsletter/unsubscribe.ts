import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import type { SubscriberStore } from './subscribe'

/**
 * Every newsletter mail links to its unsubscribe address: the subscriber's id and an HMAC of it and
 * of the address (a key derived from the app's secret under a label of its own). Nothing is stored,
 * the link works as long as the row exists, and it is the only proof a one-click unsubscribe needs
 * (RFC 8058). The address is in it because a deleted row's id can be given to someone else.
 */
const KEY_LABEL = 'milepost/newsletter-unsubscribe/v1'

export const unsubscribeKey = (secret: string): Buffer => Buffer.from(hkdfSync('sha256', secret, 'milepost', KEY_LABEL, 32))

type LinkHolder = { id: number; email: string }

export const unsubscribeToken = (key: Buffer, subscriber: LinkHolder): string =>
  createHmac('sha256', key).update(`subscriber:${subscriber.id}:${subscriber.email.trim().toLowerCase()}`).digest('base64url')

export function unsubscribeTokenMatches(key: Buffer, subscriber: LinkHolder, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(key, subscriber))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid'

/**
 * Unsubscribes the link's subscriber, once (again, it answers the same). A link whose row is gone
 * cannot be checked any more (its address is in the token) and is invalid: nobody is subscribed under it.
 */
export async function unsubscribe(store: SubscriberStore, key: Buffer, link: { id: number; token: string }, now = new Date()): Promise<UnsubscribeOutcome> {
  const subscriber = await store.findById(link.id)
  if (!subscriber || !unsubscribeTokenMatches(key, subscriber, link.token)) return 'invalid'
  if (subscriber.status !== 'unsubscribed') await store.markUnsubscribed(link.id, now)
  return 'unsubscribed'
}
