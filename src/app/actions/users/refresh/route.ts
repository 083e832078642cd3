import { refreshSession } from '@/server/accounts/session'
import { signedInResponse } from '@/server/accounts/site'
import { getPayloadClient } from '@/server/payload'
import { siteAction } from '@/server/http/site-action'

/** Renews the access token of the current session before it ends (15 minutes); 401 once it has. */
export const POST = siteAction({}, async ({ request }) => {
  const payload = await getPayloadClient()
  return signedInResponse(payload, await refreshSession(payload, request.headers))
})
