import 'server-only'
import type { Payload } from 'payload'
import type { Locale } from '../i18n/locales'
import { env } from '../lib/env'
import { rateLimiter, rateLimitKey } from '../lib/rate-limit'
import { confirmationMail } from '../newsletter/emails'
import { NEWSLETTER_LIMITS, type SubscribeDeps, type Subscription, subscribe } from '../newsletter/subscribe'
import { unsubscribeKey, unsubscribeToken, unsubscribeTokenMatches } from '../newsletter/unsubscribe'
import { queueMail } from './mail-queue'
import { payloadSubscriberStore } from './stores/subscriber-store'

let key: Buffer | undefined
/** The key of the newsletter's unsubscribe links. */
export const newsletterUnsubscribeKey = () => (key ??= unsubscribeKey(env.PAYLOAD_SECRET))

/** The rate-limit key of confirmation mails to one email (docs/security.md). */
export const newsletterMailKey = (email: string) => rateLimitKey('newsletter-mail', email)

export function subscribeDeps(payload: Payload): SubscribeDeps {
  const limiter = rateLimiter(payload)
  const { attempts, windowMs } = NEWSLETTER_LIMITS.mailsPerEmail
  return {
    store: payloadSubscriberStore(payload),
    mayMail: async (email) => (await limiter.hit(newsletterMailKey(email), windowMs)) <= attempts,
    queueConfirmation: async (mail) => {
      await queueMail(payload, await confirmationMail(env.SITE_URL, mail, unsubscribeToken(newsletterUnsubscribeKey(), { id: mail.subscriberId, email: mail.email })))
    },
  }
}

/** A footer sign-up: pending until the mailed link is followed. */
export const signUpForNewsletter = (payload: Payload, input: Subscription, locale: Locale) => subscribe(subscribeDeps(payload), input, locale)

/** Whether an unsubscribe link names a subscriber that still exists under that address. */
export async function unsubscribeLinkIsValid(payload: Payload, id: number, token: string): Promise<boolean> {
  const subscriber = await payloadSubscriberStore(payload).findById(id)
  return !!subscriber && unsubscribeTokenMatches(newsletterUnsubscribeKey(), subscriber, token)
}
