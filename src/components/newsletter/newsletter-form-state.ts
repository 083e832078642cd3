import type { MessageKey } from '../../i18n/messages'
import { formProblems, newsletterFields } from '../../lib/validation'

export type NewsletterStatus = 'idle' | 'loading' | 'success' | 'error'
export type NewsletterFields = { name: string; email: string }
/** Per field, the message key of its problem (`validation.required`, `validation.email`, `validation.tooLong`). */
export type NewsletterFieldErrors = Partial<Record<keyof NewsletterFields, MessageKey>>

/** Spec §5: name required; email required and valid; judged by join-mailing-list's own schema. */
export function validateNewsletter(fields: NewsletterFields): NewsletterFieldErrors {
  return formProblems(newsletterFields, fields)
}
