import { z } from 'zod'
import { EMAIL_MAX, PERSON_NAME_MAX } from './field-limits'

/** Shared field rules for request bodies; messages are keys translated by the site API. */
export const personName = z.string('validation.required').trim().min(1, 'validation.required').max(PERSON_NAME_MAX, 'validation.tooLong')

/**
 * Payload's own email rule (its `email` field validation): zod's lets a domain label end with a
 * hyphen (`ann@ex-.com`), which Payload then refuses on save. Both must agree, or a customer's or
 * subscriber's address zod accepted would fail as a server error.
 */
const PAYLOAD_EMAIL = /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

export const emailAddress = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(EMAIL_MAX, 'validation.tooLong')
  .pipe(z.email('validation.email').regex(PAYLOAD_EMAIL, 'validation.email'))
  .transform((e) => e.toLowerCase())
