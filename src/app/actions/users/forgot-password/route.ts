import { ACCOUNT_LIMITS, forgotSchema, requestPasswordReset } from '@/server/accounts/session'
import { getPayloadClient } from '@/server/payload'
import { rateLimitKey } from '@/lib/rate-limit'
import { perAddress, siteAction } from '@/server/http/site-action'

/**
 * Mails a reset link; the same answer whether or not the email has an account. Limited per
 * address, and per email so that nobody's inbox is flooded with reset mails, whatever the address asking.
 */
export const POST = siteAction(
  {
    body: forgotSchema,
    rateLimit: [
      { key: perAddress('account-forgot'), ...ACCOUNT_LIMITS.forgot, message: 'account.tooManyAttempts' },
      { key: ({ body }) => rateLimitKey('account-forgotEmail', body.email), ...ACCOUNT_LIMITS.forgotEmail, message: 'account.tooManyAttempts' },
    ],
  },
  async ({ body, locale, t }) => {
    await requestPasswordReset(await getPayloadClient(), body.email, { locale })
    return { message: t('account.linkSent') }
  },
)
