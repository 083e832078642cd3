import { signIn, signInSchema } from '@/server/accounts/session'
import { signedInResponse } from '@/server/accounts/site'
import { getPayloadClient } from '@/lib/payload'
import { clientIp } from '@/lib/rate-limit'
import { siteAction } from '@/server/http/site-action'

/** Signs a customer in (account site): the session and access-token cookies, rate-limited per address. */
export const POST = siteAction({ body: signInSchema }, async ({ request, body }) => {
  const payload = await getPayloadClient()
  return signedInResponse(payload, await signIn(payload, body, clientIp(request)))
})
