import { DomainError, type FieldErrors } from '../lib/errors'

/** One field Payload refused on save (its ValidationError's `data.errors`). */
export type RefusedField = { path: string; message: string }

type Key = 'validation.tooLong' | 'validation.required' | 'validation.email' | 'errors.invalidRequest'

function keyOf({ path, message }: RefusedField): Key {
  if (/shorter than|max(imum)? length|too long/i.test(message)) return 'validation.tooLong'
  if (/required/i.test(message)) return 'validation.required'
  if (path === 'email' || /email/i.test(message)) return 'validation.email'
  return 'errors.invalidRequest'
}

/**
 * The fields a collection refused, as the site's field errors: a value the request schema let
 * through but a collection would not store is still the client's 400 with the field named, never a
 * 500. (The schemas share their limits with the collections, src/lib/field-limits.ts; this is
 * the net under them.)
 */
export function fieldErrorsOf(refused: RefusedField[]): FieldErrors {
  const out: FieldErrors = {}
  for (const field of refused) {
    const key = keyOf(field)
    const list = (out[field.path || '_'] ??= [])
    if (!list.includes(key)) list.push(key)
  }
  return out
}

/** A save Payload refused field by field (its ValidationError), as the client's 400 with those fields. */
export const refusedSave = (error: { data: { errors: RefusedField[] } }) => new DomainError('invalid_request', undefined, { fieldErrors: fieldErrorsOf(error.data.errors) })
