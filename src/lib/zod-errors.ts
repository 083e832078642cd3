import type { z } from 'zod'
import type { FieldErrors } from './errors'

export type MessageKey = 'validation.required' | 'validation.email' | 'validation.tooLong' | 'validation.unique' | 'validation.country' | 'validation.passwordLength'

const known = new Set<string>(['validation.required', 'validation.email', 'validation.tooLong', 'validation.unique', 'validation.country', 'validation.passwordLength'])

function keyFor(issue: z.core.$ZodIssue): MessageKey {
  if (known.has(issue.message)) return issue.message as MessageKey
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'validation.email'
  if (issue.code === 'too_big') return 'validation.tooLong'
  return 'validation.required'
}

/** Field paths joined with dots ("shippingAddress.postcode"), each with its message keys. */
export function fieldErrorKeys(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_'
    const key = keyFor(issue)
    const list = (out[field] ??= [])
    if (!list.includes(key)) list.push(key)
  }
  return out
}
