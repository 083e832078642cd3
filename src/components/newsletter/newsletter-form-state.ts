export type NewsletterStatus = 'idle' | 'loading' | 'success' | 'error'
export type NewsletterFields = { name: string; email: string }
export type NewsletterFieldErrors = Partial<Record<keyof NewsletterFields, 'required' | 'email'>>

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** Spec §5: name required; email required and valid. */
export function validateNewsletter(fields: NewsletterFields): NewsletterFieldErrors {
  const errors: NewsletterFieldErrors = {}
  if (!fields.name.trim()) errors.name = 'required'
  if (!fields.email.trim()) errors.email = 'required'
  else if (!emailPattern.test(fields.email.trim())) errors.email = 'email'
  return errors
}
