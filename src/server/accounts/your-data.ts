import 'server-only'
import { z } from 'zod'
import { PASSWORD_MAX } from '../../lib/field-limits'
import { getPayloadClient } from '../payload'
import { payloadAccountDataStore } from '../stores/account-data-store'

export const deleteAccountSchema = z.object({ password: z.string('validation.required').min(1, 'validation.required').max(PASSWORD_MAX, 'validation.tooLong') })

/** Per customer: password checks of account deletion, so a borrowed session cannot guess the password. */
export const DELETE_ACCOUNT_LIMIT = { attempts: 10, windowMs: 60 * 60_000 }

export const accountDataStore = async () => payloadAccountDataStore(await getPayloadClient())
