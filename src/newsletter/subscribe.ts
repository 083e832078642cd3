import { z } from 'zod'
import type { Locale } from '../i18n/locales'
import { newsletterFields } from '../lib/validation'

/** The footer form checks these very fields (src/components/newsletter). */
export const subscriptionSchema = z.object(newsletterFields.shape)

export type Subscription = z.output<typeof subscriptionSchema>

export type SubscriberStore = {
  /** Stores the address unless it is already there; true when a new row was written. */
  addOnce(subscriber: Subscription & { locale: Locale }): Promise<boolean>
}

export async function subscribe(store: SubscriberStore, input: Subscription, locale: Locale): Promise<{ created: boolean }> {
  return { created: await store.addOnce({ ...input, locale }) }
}
