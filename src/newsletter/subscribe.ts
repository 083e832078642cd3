import { z } from 'zod'
import type { Locale } from '../i18n/locales'

export const subscriptionSchema = z.object({
  name: z.string('validation.required').trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  email: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(254, 'validation.tooLong')
    .pipe(z.email('validation.email'))
    .transform((e) => e.toLowerCase()),
})

export type Subscription = z.output<typeof subscriptionSchema>

export type SubscriberStore = {
  /** Stores the address unless it is already there; true when a new row was written. */
  addOnce(subscriber: Subscription & { locale: Locale }): Promise<boolean>
}

export async function subscribe(store: SubscriberStore, input: Subscription, locale: Locale): Promise<{ created: boolean }> {
  return { created: await store.addOnce({ ...input, locale }) }
}
