import { forgotSchema, requestPasswordReset } from '@/accounts/session'
import { getPayloadClient } from '@/lib/payload'
import { clientIp } from '@/lib/rate-limit'
import { siteAction } from '@/lib/site-api/action'

/** Mails a reset link; the same answer whether or not the email has an account. */
export const POST = siteAction({ body: forgotSchema }, async ({ request, body, locale, t }) => {
  await requestPasswordReset(await getPayloadClient(), body.email, clientIp(request), { locale })
  return { message: t('account.linkSent') }
})
