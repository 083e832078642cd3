import type { ValidationError } from 'payload'

/*
 * Payload's errors, recognised by what they carry rather than by class. The production build may
 * hold Payload twice (chunks of different routes), and the Payload instance every route shares is
 * made by whichever route started first: its errors are then no instances of the classes another
 * route imported. `instanceof AuthenticationError` turned a wrong password into a 500 that way.
 */

type Carried = { status?: unknown; data?: unknown }

const statusOf = (error: unknown): number | null => {
  const status = error instanceof Error ? (error as Carried).status : undefined
  return typeof status === 'number' ? status : null
}

/** A save Payload refused field by field (ValidationError): 400 with the fields' errors. */
export function isValidationError(error: unknown): error is ValidationError {
  const data = (error as Carried | null)?.data as { errors?: unknown } | null | undefined
  return statusOf(error) === 400 && Array.isArray(data?.errors)
}

/** A document that is not there (NotFound). */
export const isNotFound = (error: unknown): boolean => statusOf(error) === 404

/** A refused sign-in: wrong email or password, a locked account (401) or an unconfirmed email (403). */
export const isRefusedSignIn = (error: unknown): boolean => statusOf(error) === 401 || statusOf(error) === 403

/** A refused save that names this field (a unique value taken, say). */
export const refusesField = (error: unknown, path: string): boolean => isValidationError(error) && error.data.errors.some((e) => e.path === path)
