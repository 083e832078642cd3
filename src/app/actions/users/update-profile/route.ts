import { customerFromRequest } from '@/accounts/customer'
import { profileSchema, refreshSession, updateProfile } from '@/accounts/session'
import { signedInResponse, siteUserOf } from '@/accounts/site'
import { DomainError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload'
import { siteAction } from '@/lib/site-api/action'

/**
 * The signed-in customer's own details (account site): names, and the email with the current
 * password. Payload's token carries the email it was signed with, so a new email gets a fresh token
 * of the same session (both cookies), as signing in would.
 */
export const POST = siteAction({ body: profileSchema }, async ({ request, body, locale }) => {
  const payload = await getPayloadClient()
  const { customer } = await customerFromRequest(payload, request.headers)
  if (!customer) throw new DomainError('unauthorized', 'account.sessionExpired')
  const { emailChanged } = await updateProfile(payload, customer, body, locale)
  if (emailChanged) return signedInResponse(payload, await refreshSession(payload, request.headers))
  return { user: siteUserOf(customer) }
})
