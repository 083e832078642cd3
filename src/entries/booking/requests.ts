import { z } from 'zod'
import { locales } from '../../i18n/locales'
import { emailAddress, personName } from '../../lib/validation'
import { REQUEST_TEXT_MAX } from './refund-request'

/** App API POST /races/{entryId}/transfer: the friend's email and the language of their mail. */
export const transferOfferBody = z.strictObject({ email: emailAddress, locale: z.enum(locales, 'validation.required') })

/** App API POST /transfers/claim: the link's token and the claimant's name as the entry will carry it. */
export const transferClaimBody = z.strictObject({
  token: z.string('validation.required').regex(/^[\w-]{20,100}$/, 'booking.claimNotOpen'),
  firstName: personName,
  lastName: personName,
})

/** App API PATCH /races/{entryId}/entry: the entry's new choices, as the entry form names them. */
export const entryChangeBody = z.strictObject({
  distance: z.string('validation.required').trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
  timezone: z.string('validation.required').trim().min(1, 'validation.required').max(64, 'validation.tooLong'),
  groupId: z
    .string()
    .trim()
    .max(64, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null),
  timeboxedStartDate: z
    .string()
    .trim()
    .max(10, 'validation.tooLong')
    .nullish()
    .transform((v) => v || null),
  timeboxedStartTime: z
    .string()
    .trim()
    .max(5, 'validation.tooLong')
    .nullish()
    .transform((v) => v ?? ''),
})

/** App API POST /races/{entryId}/refund-request: why the entrant asks the organisers for a refund. */
export const refundRequestBody = z.strictObject({
  message: z.string('validation.required').trim().min(1, 'validation.required').max(REQUEST_TEXT_MAX, 'validation.tooLong'),
})
