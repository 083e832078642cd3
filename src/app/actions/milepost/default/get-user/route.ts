import { customerFromRequest } from '@/server/accounts/customer'
import { getPayloadClient } from '@/server/payload'
import { siteAction } from '@/server/http/site-action'

export const dynamic = 'force-dynamic'

/** Spec §7 default/get-user: the signed-in site user with its customer (id, email), or null. */
export const GET = siteAction({}, async ({ request }) => {
  const { customer, user } = await customerFromRequest(await getPayloadClient(), request.headers)
  if (customer) return { user: { id: customer.id, email: customer.email, customer: { id: customer.id, email: customer.email } } }
  // An editor signed in to the admin is a site user without a customer.
  if (user) return { user: { id: user.id, email: user.email, customer: null } }
  return { user: null }
})
