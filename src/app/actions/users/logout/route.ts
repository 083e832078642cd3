import { createLocalReq, logoutOperation } from 'payload'
import { customerFromRequest } from '@/server/accounts/customer'
import { signedOutCookies } from '@/server/accounts/session'
import { getPayloadClient } from '@/server/payload'
import { json, siteAction } from '@/server/http/site-action'

/**
 * Spec §7 POST /actions/users/logout (CSRF-checked): ends the customer's session on the server, so
 * its tokens stop working at once, and clears the session and access-token cookies.
 */
export const POST = siteAction({}, async ({ request }) => {
  const payload = await getPayloadClient()
  const { customer } = await customerFromRequest(payload, request.headers)
  if (customer?.sessionId) {
    const req = await createLocalReq({ user: { id: customer.id, collection: 'customers', _sid: customer.sessionId } as never }, payload)
    await logoutOperation({ collection: payload.collections.customers, req })
  }
  const response = json({})
  for (const cookie of signedOutCookies(payload)) response.headers.append('Set-Cookie', cookie)
  return response
})
