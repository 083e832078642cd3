import { z } from 'zod'

/** Shared field rules for request bodies; messages are keys translated by the site API. */
export const personName = z.string('validation.required').trim().min(1, 'validation.required').max(200, 'validation.tooLong')

export const emailAddress = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .pipe(z.email('validation.email'))
  .transform((e) => e.toLowerCase())
