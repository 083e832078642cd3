import { resetPassword, resetSchema } from '@/server/accounts/session'
import { signedInResponse } from '@/server/accounts/site'
import { getPayloadClient } from '@/server/payload'
import { siteAction } from '@/server/http/site-action'

/** Sets a new password from the mailed link and signs the customer in. */
export const POST = siteAction({ body: resetSchema }, async ({ body }) => {
  const payload = await getPayloadClient()
  return signedInResponse(payload, await resetPassword(payload, body))
})
