/**
 * The one error vocabulary of Milepost. Domain modules throw these; the site API maps them to
 * HTTP statuses and the translated messages of spec §8 in one place (lib/site-api/respond.ts).
 */
export type ErrorCode =
  | 'invalid_request'
  | 'csrf'
  | 'not_found'
  | 'unauthorized'
  | 'forbidden'
  | 'too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable'

export type FieldErrors = Record<string, string[]>

export class DomainError extends Error {
  readonly code: ErrorCode
  readonly fieldErrors?: FieldErrors
  /** Values of the message (`{email}` in 'Invalid entry: {email} has already entered the event'). */
  readonly values?: Record<string, string | number>

  constructor(code: ErrorCode, message?: string, fieldErrors?: FieldErrors, values?: Record<string, string | number>) {
    super(message ?? code)
    this.name = 'DomainError'
    this.code = code
    this.fieldErrors = fieldErrors
    this.values = values
  }
}

export const statusOf: Record<ErrorCode, number> = {
  invalid_request: 400,
  csrf: 400,
  not_found: 404,
  unauthorized: 401,
  forbidden: 403,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
}
