import { customerFromRequest } from '@/server/accounts/customer'
import { profileSchema, updateProfile } from '@/server/accounts/session'
import { siteUserOf } from '@/server/accounts/site'
import { DomainError } from '@/lib/errors'
import { getPayloadClient } from '@/lib/payload'
import { siteAction } from '@/server/http/site-action'

/**
 * The signed-in customer's own details (account site, session cookie): names at once; a new email,
 * with the current password, only once the link mailed to that address confirms it. The answer is
 * the site user (still with its email) and the email waiting for confirmation, if one was asked for.
 */
export const POST = siteAction({ body: profileSchema }, async ({ request, body, locale }) => {
  const payload = await getPayloadClient()
  const { customer } = await customerFromRequest(payload, request.headers)
  if (!customer) throw new DomainError('unauthorized', 'account.sessionExpired')
  const { emailChangePending } = await updateProfile(payload, customer, body, locale)
  return { user: siteUserOf(customer), emailChangePending }
})
