import { z } from 'zod'
import { locales } from '../../i18n/locales'
import { emailAddress, personName } from '../../lib/validation'

/** App API POST /races/{entryId}/transfer: the friend's email and the language of their mail. */
export const transferOfferBody = z.strictObject({ email: emailAddress, locale: z.enum(locales, 'validation.required') })

/** App API POST /transfers/claim: the link's token and the claimant's name as the entry will carry it. */
export const transferClaimBody = z.strictObject({
  token: z.string('validation.required').regex(/^[\w-]{20,100}$/, 'booking.claimNotOpen'),
  firstName: personName,
  lastName: personName,
})
