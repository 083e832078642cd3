import type { MessageKey } from '../i18n/messages'

/**
 * The one error vocabulary of Milepost. Domain modules throw these; the site API maps them to
 * HTTP statuses and the translated messages of spec §8 in one place (errorResponse in
 * src/server/http/site-action.ts).
 */
export type ErrorCode = 'invalid_request' | 'csrf' | 'not_found' | 'unauthorized' | 'forbidden' | 'conflict' | 'too_large' | 'unsupported_media_type' | 'rate_limited' | 'unavailable'

/** Field paths ("shippingAddress.postcode", `_` for the body as a whole), each with the message keys of its problems. */
export type FieldErrors = Record<string, MessageKey[]>

/** Values of a message (`{email}` in 'Invalid entry: {email} has already entered the event'). */
export type MessageValues = Record<string, string | number>

export type DomainErrorDetails = {
  fieldErrors?: FieldErrors
  values?: MessageValues
  /**
   * Text a provider wrote for the person (a card decline from Stripe, "Your card was declined."),
   * already in its words: it is never a key and is never translated. The site API answers it in
   * place of the key's message (docs/site-api.md, pay: "the gateway's text on decline").
   */
  detail?: string
  /** For `unavailable` and `rate_limited`: when to try again, in seconds (the answer's Retry-After). */
  retryAfterSeconds?: number
}

/** The message of each code when a call has none of its own (docs/site-api.md, Errors). */
export const defaultMessageKeys: Record<ErrorCode, MessageKey> = {
  invalid_request: 'errors.invalidRequest',
  csrf: 'errors.csrf',
  not_found: 'errors.notFoundAction',
  unauthorized: 'errors.server',
  forbidden: 'errors.server',
  conflict: 'errors.invalidRequest',
  too_large: 'errors.tooLarge',
  unsupported_media_type: 'errors.unsupportedMediaType',
  rate_limited: 'errors.server',
  unavailable: 'errors.server',
}

export class DomainError extends Error {
  readonly code: ErrorCode
  /** What the person is told, as a message key of messages/en.json (translated by the site API). */
  readonly key: MessageKey
  readonly fieldErrors?: FieldErrors
  readonly values?: MessageValues
  /** A provider's own text for the person, carried beside the key (see DomainErrorDetails). */
  readonly detail?: string
  readonly retryAfterSeconds?: number

  constructor(code: ErrorCode, key: MessageKey = defaultMessageKeys[code], details: DomainErrorDetails = {}) {
    super(key)
    this.name = 'DomainError'
    this.code = code
    this.key = key
    this.fieldErrors = details.fieldErrors
    this.values = details.values
    this.detail = details.detail
    this.retryAfterSeconds = details.retryAfterSeconds
  }
}

export const statusOf: Record<ErrorCode, number> = {
  invalid_request: 400,
  csrf: 400,
  not_found: 404,
  unauthorized: 401,
  forbidden: 403,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
}

/** Whether `error` is a domain error (of `code`, when given). */
export const isDomainError = (error: unknown, code?: ErrorCode): error is DomainError => error instanceof DomainError && (code === undefined || error.code === code)
