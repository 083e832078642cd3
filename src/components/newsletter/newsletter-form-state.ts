import type { MessageKey } from '../../i18n/messages'
import { isStorableEmail } from '../../lib/email-rules'
import { EMAIL_MAX, PERSON_NAME_MAX } from '../../lib/field-limits'

export type NewsletterStatus = 'idle' | 'loading' | 'success' | 'error'
export type NewsletterFields = { name: string; email: string }
/** Per field, the message key of its problem (`validation.required`, `validation.email`, `validation.tooLong`). */
export type NewsletterFieldErrors = Partial<Record<keyof NewsletterFields, MessageKey>>

/** The first problem `requiredText` of lib/validation would find: trimmed, then required, then its length. */
function textProblem(value: string, max: number): MessageKey | undefined {
  const text = value.trim()
  if (!text) return 'validation.required'
  if (text.length > max) return 'validation.tooLong'
  return undefined
}

/**
 * Spec §5: name required; email required and valid. The same keys as join-mailing-list's schema
 * (`newsletterFields`) answers, found without zod: this form is in every page's footer.
 */
export function validateNewsletter(fields: NewsletterFields): NewsletterFieldErrors {
  const name = textProblem(fields.name, PERSON_NAME_MAX)
  const email = textProblem(fields.email, EMAIL_MAX) ?? (isStorableEmail(fields.email.trim()) ? undefined : 'validation.email')
  return { ...(name && { name }), ...(email && { email }) }
}
