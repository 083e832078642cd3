import { ACCOUNT_LIMITS, emailChangeAsked, profileSchema, updateProfile } from '@/server/accounts/session'
import { siteUserOf } from '@/server/accounts/site'
import { getPayloadClient } from '@/server/payload'
import { rateLimitKey } from '@/lib/rate-limit'
import { siteAction } from '@/server/http/site-action'

/**
 * The signed-in customer's own details (account site, session cookie): names at once; a new email,
 * with the current password, only once the link mailed to that address confirms it. The answer is
 * the site user (still with its email) and the email waiting for confirmation, if one was asked for.
 * Each password check of an email change counts toward the customer's limit (a borrowed session
 * cannot guess the password); a change asked without the password counts nothing.
 */
export const POST = siteAction(
  {
    body: profileSchema,
    requireCustomer: true,
    rateLimit: {
      key: ({ body, customer }) => (emailChangeAsked(customer, body) && body.currentPassword ? rateLimitKey('account-changeEmail', String(customer.id)) : null),
      ...ACCOUNT_LIMITS.changeEmail,
      message: 'account.tooManyAttempts',
    },
  },
  async ({ body, customer, locale }) => {
    const { emailChangePending } = await updateProfile(await getPayloadClient(), customer, body, locale)
    return { user: siteUserOf(customer), emailChangePending }
  },
)
