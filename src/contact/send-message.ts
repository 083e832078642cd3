import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { Locale } from '../i18n/locales'
import { emailAddress, personName } from '../lib/validation'
import type { HumanVerifier, VerificationOutcome } from './verification'

export const contactSchema = z.object({
  name: personName,
  email: emailAddress,
  message: z.string('validation.required').trim().min(1, 'validation.required').max(5000, 'validation.tooLong'),
  turnstileToken: z.string('validation.required').min(1, 'validation.required').max(4096, 'validation.tooLong'),
})
export type ContactInput = z.output<typeof contactSchema>

/** Spec §8 "Too many requests": at most this many attempts per visitor address in the window. */
export const CONTACT_LIMIT = { attempts: 5, windowMs: 10 * 60 * 1000 }

export type StoredMessage = Omit<ContactInput, 'turnstileToken'> & { locale: Locale; verificationId: string; senderKey: string }

export type ContactStore = {
  /** Records an attempt and returns how many this key made within the window, this one included. */
  countAttempt(key: string, windowMs: number): Promise<number>
  /** False when the verification token was already used. */
  save(message: StoredMessage): Promise<boolean>
}

export type ContactResult = { ok: true } | { ok: false; reason: 'too-many' | Exclude<VerificationOutcome, 'ok'> }

const hash = (value: string) => createHash('sha256').update(value).digest('hex')

export async function sendContactMessage(
  deps: { store: ContactStore; verifier: HumanVerifier; notify: (message: StoredMessage) => Promise<void> },
  input: ContactInput,
  context: { ip: string | null; locale: Locale },
): Promise<ContactResult> {
  const senderKey = `contact:${hash(context.ip ?? 'unknown')}`
  if ((await deps.store.countAttempt(senderKey, CONTACT_LIMIT.windowMs)) > CONTACT_LIMIT.attempts) return { ok: false, reason: 'too-many' }

  const outcome = await deps.verifier.verify(input.turnstileToken, context.ip)
  if (outcome !== 'ok') return { ok: false, reason: outcome }

  const { turnstileToken, ...fields } = input
  const message: StoredMessage = { ...fields, locale: context.locale, verificationId: hash(turnstileToken), senderKey }
  if (!(await deps.store.save(message))) return { ok: false, reason: 'expired' }
  await deps.notify(message)
  return { ok: true }
}
