import { forgotSchema, requestPasswordReset } from '@/server/accounts/session'
import { getPayloadClient } from '@/lib/payload'
import { clientIp } from '@/lib/rate-limit'
import { siteAction } from '@/server/http/site-action'

/** Mails a reset link; the same answer whether or not the email has an account. */
export const POST = siteAction({ body: forgotSchema }, async ({ request, body, locale, t }) => {
  await requestPasswordReset(await getPayloadClient(), body.email, clientIp(request), { locale })
  return { message: t('account.linkSent') }
})
