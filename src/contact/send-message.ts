import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { Locale } from '../i18n/locales'
import { contactFields } from '../lib/validation'
import type { HumanVerifier, VerificationOutcome } from './verification'

/** The contact form's fields (the browser checks these very fields) and the verification token. */
export const contactSchema = z.object({
  ...contactFields.shape,
  turnstileToken: z.string('validation.required').min(1, 'validation.required').max(4096, 'validation.tooLong'),
})
export type ContactInput = z.output<typeof contactSchema>

/**
 * Spec §8 "Too many requests": at most this many attempts per visitor address in the window,
 * counted under the sender's key before anything is verified (the contact route declares it).
 */
export const CONTACT_LIMIT = { attempts: 5, windowMs: 10 * 60 * 1000 }

export type StoredMessage = Omit<ContactInput, 'turnstileToken'> & { locale: Locale; verificationId: string; senderKey: string }

export type ContactStore = {
  /** False when the verification token was already used. */
  save(message: StoredMessage): Promise<boolean>
}

export type ContactResult = { ok: true } | { ok: false; reason: Exclude<VerificationOutcome, 'ok'> }

const hash = (value: string) => createHash('sha256').update(value).digest('hex')

/** The sender of a message, as the message keeps it and the rate limit counts it: the address, hashed. */
export const contactSenderKey = (ip: string | null) => `contact:${hash(ip ?? 'unknown')}`

export async function sendContactMessage(
  deps: { store: ContactStore; verifier: HumanVerifier; notify: (message: StoredMessage) => Promise<void> },
  input: ContactInput,
  context: { ip: string | null; locale: Locale },
): Promise<ContactResult> {
  const senderKey = contactSenderKey(context.ip)
  const outcome = await deps.verifier.verify(input.turnstileToken, context.ip)
  if (outcome !== 'ok') return { ok: false, reason: outcome }

  const { turnstileToken, ...fields } = input
  const message: StoredMessage = { ...fields, locale: context.locale, verificationId: hash(turnstileToken), senderKey }
  if (!(await deps.store.save(message))) return { ok: false, reason: 'expired' }
  await deps.notify(message)
  return { ok: true }
}
