import { refreshSession } from '@/accounts/session'
import { signedInResponse } from '@/accounts/site'
import { getPayloadClient } from '@/lib/payload'
import { siteAction } from '@/lib/site-api/action'

/** Renews the access token of the current session before it ends (15 minutes); 401 once it has. */
export const POST = siteAction({}, async ({ request }) => {
  const payload = await getPayloadClient()
  return signedInResponse(payload, await refreshSession(payload, request.headers))
})
