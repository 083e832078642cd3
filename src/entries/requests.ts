import { z } from 'zod'
import { emailAddress } from '../lib/validation'

const id = z.coerce
  .number('validation.required')
  .int('validation.required')
  .positive('validation.required')
  .max(2 ** 31, 'validation.required')

/** Spec §7 entries calls: the query strings and bodies they accept. */
export const eventQuery = z.object({ eventId: id })
export const teamSearchQuery = z.object({ eventId: id, q: z.string().trim().max(60, 'validation.tooLong').default(''), teamId: id.optional() })
/** entries/team-name: a team name as the team form takes it (1–60 characters once trimmed). */
export const teamNameQuery = z.object({ eventId: id, name: z.string().trim().min(1, 'validation.required').max(60, 'validation.tooLong') })
export const MAX_EMAILS_PER_CHECK = 50
export const validateEntriesBody = z.object({
  eventId: id,
  emails: z.array(emailAddress).min(1, 'validation.required').max(MAX_EMAILS_PER_CHECK, 'validation.tooLong'),
})
