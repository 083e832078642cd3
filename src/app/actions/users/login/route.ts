import { ACCOUNT_LIMITS, signIn, signInSchema } from '@/server/accounts/session'
import { signedInResponse } from '@/server/accounts/site'
import { getPayloadClient } from '@/server/payload'
import { clientAddress, rateLimitKey } from '@/lib/rate-limit'
import { siteAction } from '@/server/http/site-action'

/**
 * Signs a customer in (account site): the session and access-token cookies. Only refusals count:
 * per address and email, and per address whatever the emails (ACCOUNT_LIMITS).
 */
export const POST = siteAction(
  {
    body: signInSchema,
    rateLimit: [
      {
        key: ({ request, body }) => rateLimitKey('account-signIn-failures', `${clientAddress(request) ?? 'unknown'}|${body.email.toLowerCase()}`),
        ...ACCOUNT_LIMITS.signInFailures,
        message: 'account.tooManyAttempts',
        counts: 'failures',
      },
      {
        key: ({ request }) => rateLimitKey('account-signIn-failures-address', clientAddress(request)),
        ...ACCOUNT_LIMITS.signInFailuresPerAddress,
        message: 'account.tooManyAttempts',
        counts: 'failures',
      },
    ],
  },
  async ({ body }) => {
    const payload = await getPayloadClient()
    return signedInResponse(payload, await signIn(payload, body))
  },
)
