import 'server-only'
import type { Payload } from 'payload'
import { drizzleOf, type Runner } from '../../db/drizzle-tables'
import { linkEntrantEntries } from '../stores/entry-store'
import { grantPaidMembership } from '../../members/membership'
import { markRunClubMember, payloadMembershipStore } from '../stores/membership-store'
import { payloadGuestOrderLinks } from '../stores/order-store'
import { claimGuestOrders } from '../../accounts/guest-orders'

/**
 * What follows once a customer proved an address is theirs (the sign-up link, a reset link, the
 * link of an email change): a membership bought earlier as a guest with that email becomes theirs,
 * and so do the orders placed with it as a guest (their plans, the entries paid for) and the
 * entries made for it that no confirmed account had yet. Written through `db` (an
 * open transaction that also switches the email, or the database).
 */
export async function addressConfirmed(payload: Payload, customer: { id: number; email: string }, db?: Runner): Promise<void> {
  const { drizzle, tables } = drizzleOf(payload)
  const memberships = { ...payloadMembershipStore(payload), makeMember: (customerId: number) => markRunClubMember(db ?? drizzle, tables, { customerId }) }
  await grantPaidMembership(memberships, customer)
  await linkEntrantEntries(payload, customer, db)
  await claimGuestOrders(payloadGuestOrderLinks(payload, db), customer)
}
