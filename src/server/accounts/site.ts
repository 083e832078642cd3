import 'server-only'
import type { Payload } from 'payload'
import { env } from '../../lib/env'
import { json } from '../http/site-action'
import type { Customer } from './customer'
import { siteServices } from '../site-services'
import { type SignedIn, sessionCookies } from './session'

/** The app API's address book over Payload. */
export const customerAddressBook = async () => (await siteServices()).addressBook()

/** The site user of a customer, as get-user answers it (spec §3). */
export const siteUserOf = (customer: Pick<Customer, 'id' | 'email'>) => ({ id: customer.id, email: customer.email, customer: { id: customer.id, email: customer.email } })

/** What the account actions answer: the site user (as get-user does), with the session's cookies. */
export async function signedInResponse(payload: Payload, signedIn: SignedIn, status = 200): Promise<Response> {
  const response = json({ user: siteUserOf(signedIn.customer), exp: signedIn.exp }, status)
  for (const cookie of await sessionCookies(payload, signedIn, env.SITE_URL.startsWith('https:'))) response.headers.append('Set-Cookie', cookie)
  return response
}
