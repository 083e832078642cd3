import { signIn, signInSchema } from '@/accounts/session'
import { signedInResponse } from '@/accounts/site'
import { getPayloadClient } from '@/lib/payload'
import { clientIp } from '@/lib/rate-limit'
import { siteAction } from '@/lib/site-api/action'

/** Signs a customer in (account site): the session and access-token cookies, rate-limited per address. */
export const POST = siteAction({ body: signInSchema }, async ({ request, body }) => {
  const payload = await getPayloadClient()
  return signedInResponse(payload, await signIn(payload, body, clientIp(request)))
})
