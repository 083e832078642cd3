import * as z from 'zod/mini'
import type { MessageKey } from '../i18n/messages'
import { PAYLOAD_EMAIL } from './email-rules'
import { CONTACT_MESSAGE_MAX, EMAIL_MAX, PERSON_NAME_MAX } from './field-limits'
import { fieldErrorKeys } from './zod-errors'

/**
 * Shared field rules for request bodies, and the forms that send them: the browser checks a form
 * with the very rules the server parses it with. Messages are keys, translated by the site API and
 * by the form. Nothing here is server-only: the contact form imports it. Written with `zod/mini`,
 * whose functions a bundle takes one by one (classic zod would add about 25 KB gzip to the contact
 * page; these rules and formProblems cost about 6 KB). The footer's newsletter form, on every page,
 * checks by hand instead (newsletter-form-state.ts). Classic schemas compose them as they are
 * (`z.object({ email: emailAddress })`, `z.optional(emailAddress)`).
 */
const requiredText = (max: number) => z.string('validation.required').check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.tooLong'))

export const personName = requiredText(PERSON_NAME_MAX)

/** Required, trimmed, at most EMAIL_MAX characters, an address Payload stores; lower-cased. */
export const emailAddress = z.pipe(
  z.pipe(requiredText(EMAIL_MAX), z.email('validation.email').check(z.regex(PAYLOAD_EMAIL, 'validation.email'))),
  z.transform((email: string) => email.toLowerCase()),
)

/** A contact message (spec §8): required, at most CONTACT_MESSAGE_MAX characters. */
export const contactMessageText = requiredText(CONTACT_MESSAGE_MAX)

/** join-mailing-list's body (spec §5); the footer's form checks the same by hand (newsletter-form-state.ts). */
export const newsletterFields = z.object({ name: personName, email: emailAddress })

/** The contact form's own fields (spec §8); the contact call adds the verification token. */
export const contactFields = z.object({ name: personName, email: emailAddress, message: contactMessageText })

/**
 * A form's values judged by the schema the server parses them with: per field, the key of its
 * first problem (the same key the server would answer), and nothing for a field without one.
 */
export function formProblems<Fields extends z.ZodMiniObject>(schema: Fields, values: unknown): Partial<Record<keyof z.input<Fields> & string, MessageKey>> {
  const parsed = schema.safeParse(values)
  if (parsed.success) return {}
  return Object.fromEntries(Object.entries(fieldErrorKeys(parsed.error)).flatMap(([field, keys]) => (keys[0] ? [[field, keys[0]]] : []))) as Partial<Record<keyof z.input<Fields> & string, MessageKey>>
}
