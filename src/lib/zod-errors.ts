import type { z } from 'zod'
import type { FieldErrors } from './errors'
import { isOneOf } from './one-of'

const known = ['validation.required', 'validation.email', 'validation.tooLong', 'validation.unique', 'validation.country', 'validation.passwordLength'] as const
export type MessageKey = (typeof known)[number]

function keyFor(issue: z.core.$ZodIssue): MessageKey {
  if (isOneOf(known, issue.message)) return issue.message
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
