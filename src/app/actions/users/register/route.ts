import { z } from 'zod'
import { safeReturnPath } from '@/accounts/return-path'
import { ACCOUNT_LIMITS, signUp, signUpSchema } from '@/server/accounts/session'
import { getPayloadClient } from '@/server/payload'
import { json, perAddress, siteAction } from '@/server/http/site-action'

/**
 * Creates a customer account (201); the confirmation mail carries the return path along. An email
 * that has an account gets the very same answer (its owner is mailed instead): nobody learns here
 * whether an email has one. At most 10 sign-ups an hour per address.
 */
const registerBody = signUpSchema.extend({ returnTo: z.string().max(1000).optional() })

export const POST = siteAction(
  { body: registerBody, rateLimit: { key: perAddress('account-signUp'), ...ACCOUNT_LIMITS.signUp, message: 'account.tooManyAttempts' } },
  async ({ body: { returnTo, ...body }, locale, t }) => {
    await signUp(await getPayloadClient(), body, { locale, returnTo: safeReturnPath(returnTo, '') || undefined })
    return json({ message: t('account.checkEmailText', { email: body.email }) }, 201)
  },
)
