import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { Locale } from '../i18n/locales'
import { newsletterFields } from '../lib/validation'

/** The footer form checks these very fields (src/components/newsletter). */
export const subscriptionSchema = z.object(newsletterFields.shape)

export type Subscription = z.output<typeof subscriptionSchema>

export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed'

export type Subscriber = { id: number; email: string; name: string; locale: Locale; status: SubscriberStatus; confirmExpiresAt: Date | null }

/** What a sign-up stores until its link is followed: only the hash of the link's token. */
export type PendingSignUp = Subscription & { locale: Locale; confirmTokenHash: string; confirmExpiresAt: Date }

export type SubscriberStore = {
  findByEmail(email: string): Promise<Subscriber | null>
  findByConfirmToken(tokenHash: string): Promise<Subscriber | null>
  findById(id: number): Promise<Subscriber | null>
  /** A new pending row; null when the address has a row already (the unique index decides under races). */
  addPending(signUp: PendingSignUp): Promise<number | null>
  /** Gives a row that is not subscribed this sign-up's name, language and link; false when it is subscribed by now. */
  renewPending(id: number, signUp: PendingSignUp): Promise<boolean>
  markSubscribed(id: number, at: Date): Promise<void>
  /** Unsubscribes and forgets the confirmation link, so an old link cannot subscribe again. */
  markUnsubscribed(id: number, at: Date): Promise<void>
}

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7
const CONFIRMATION_MS = CONFIRMATION_DAYS * 24 * 60 * 60_000

/**
 * Sign-ups per client address (the route's 429), and confirmation mails per address mailed: past
 * that, a sign-up answers the same and mails nothing, so nobody floods an inbox through the form.
 */
export const NEWSLETTER_LIMITS = {
  signUpsPerAddress: { attempts: 10, windowMs: 60 * 60_000 },
  mailsPerEmail: { attempts: 3, windowMs: 24 * 60 * 60_000 },
}

export const hashOfConfirmToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** 32 random bytes, base64url: the link's token, mailed and never stored. */
export const newConfirmToken = (): string => randomBytes(32).toString('base64url')

export type ConfirmationMail = { subscriberId: number; email: string; name: string; locale: Locale; token: string }

export type SubscribeDeps = {
  store: SubscriberStore
  /** Counts a confirmation mail to this email; false once it had its share (NEWSLETTER_LIMITS.mailsPerEmail). */
  mayMail(email: string): Promise<boolean>
  /** Queues the confirmation mail (the job queue sends it). */
  queueConfirmation(mail: ConfirmationMail): Promise<void>
  newToken?: () => string
}

export type SubscribeOutcome = 'mailed' | 'already-subscribed' | 'mail-limit' | 'raced'

/**
 * Double opt-in (docs/decisions/0005): a sign-up stores the address as pending and mails a link in
 * the request's language; only that link subscribes. Whatever the outcome, the route answers the
 * same, so the form tells nobody whether an address is subscribed. A new link replaces the last one.
 */
export async function subscribe(deps: SubscribeDeps, input: Subscription, locale: Locale, now = new Date()): Promise<SubscribeOutcome> {
  const existing = await deps.store.findByEmail(input.email)
  if (existing?.status === 'subscribed') return 'already-subscribed'
  if (!(await deps.mayMail(input.email))) return 'mail-limit'
  const token = (deps.newToken ?? newConfirmToken)()
  const signUp: PendingSignUp = { ...input, locale, confirmTokenHash: hashOfConfirmToken(token), confirmExpiresAt: new Date(now.getTime() + CONFIRMATION_MS) }
  const id = existing ? ((await deps.store.renewPending(existing.id, signUp)) ? existing.id : null) : await deps.store.addPending(signUp)
  // Another sign-up of this address came first (or it was confirmed meanwhile): that one's mail stands.
  if (id === null) return 'raced'
  await deps.queueConfirmation({ subscriberId: id, email: input.email, name: input.name, locale, token })
  return 'mailed'
}

export type ConfirmOutcome = { outcome: 'confirmed'; subscriber: Subscriber } | { outcome: 'invalid' | 'expired' }

const TOKEN_SHAPE = /^[\w-]{43}$/

/**
 * Follows a confirmation link: the address is subscribed from now on. A second visit of the same
 * link (a mail client's preview, a double click) answers "confirmed" again while the link is valid.
 */
export async function confirmSubscription(store: SubscriberStore, token: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!TOKEN_SHAPE.test(token)) return { outcome: 'invalid' }
  const subscriber = await store.findByConfirmToken(hashOfConfirmToken(token))
  if (!subscriber) return { outcome: 'invalid' }
  if (!subscriber.confirmExpiresAt || subscriber.confirmExpiresAt.getTime() <= now.getTime()) return { outcome: 'expired' }
  if (subscriber.status !== 'subscribed') await store.markSubscribed(subscriber.id, now)
  return { outcome: 'confirmed', subscriber: { ...subscriber, status: 'subscribed' } }
}
