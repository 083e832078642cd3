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

/** App API POST /teams/{teamId}/places: the person a bulk place is held for, and the language of their mail. */
export const placeOfferBody = z.strictObject({
  kind: z.enum(['adult', 'child'], 'validation.required'),
  email: emailAddress,
  firstName: personName,
  lastName: personName,
  locale: z.enum(locales, 'validation.required'),
})

const waiverAccepted = z.literal(true, 'teamPlaces.waiverRequired')

/** App API POST /places/claim: the mail's token, the claimant's name as the entry will carry it, and the waiver accepted. */
export const placeClaimBody = z.strictObject({
  token: z.string('validation.required').regex(/^[\w-]{20,100}$/, 'booking.claimNotOpen'),
  firstName: personName,
  lastName: personName,
  waiver: waiverAccepted,
})

const teamPassword = z.string('validation.required').min(6, 'teamPlaces.passwordShort').max(100, 'validation.tooLong')

/** App API POST /teams/join: a team's code (and password, when it has one), the joiner's name and the waiver, for a free place. */
export const teamJoinBody = z.strictObject({
  code: z.string('validation.required').trim().max(20, 'teamPlaces.codeUnknown'),
  password: z.string().max(100, 'validation.tooLong').nullish(),
  firstName: personName,
  lastName: personName,
  waiver: waiverAccepted,
})

/** App API PUT /teams/{teamId}/password: the team's new password (DELETE clears it). */
export const teamPasswordBody = z.strictObject({ password: teamPassword })

/** App API POST /races/{entryId}/refund-request: why the entrant asks the organisers for a refund. */
export const refundRequestBody = z.strictObject({
  message: z.string('validation.required').trim().min(1, 'validation.required').max(REQUEST_TEXT_MAX, 'validation.tooLong'),
})
