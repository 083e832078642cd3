import 'server-only'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, jsonColumn, type Runner, type Tables } from '../../db/drizzle-tables'
import { membershipFlags } from '../../commerce/stored-shapes'
import type { MembershipStore } from '../../members/membership'

/**
 * Sets the membership flag on the customer with this id, or on the account that confirmed this
 * email (in any case), through `db` (the database, or an open transaction). False when no customer
 * matched: an unconfirmed account gets it once it confirms the address (`grantPaidMembership`).
 */
export async function markRunClubMember(db: Runner, tables: Pick<Tables, 'customers'>, who: { customerId: number } | { email: string }): Promise<boolean> {
  const { customers } = tables
  const match = 'customerId' in who ? eq(customers.id, who.customerId) : and(eq(sql`lower(${customers.email})`, who.email.toLowerCase()), eq(customers._verified, true))
  const rows = await db.update(customers).set({ runClubMember: true, updatedAt: new Date().toISOString() }).where(match).returning({ id: customers.id })
  return rows.length > 0
}

export function payloadMembershipStore(payload: Payload): MembershipStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { orders } = tables
  return {
    async paidOrderLines(email) {
      const rows = await drizzle
        .select({ number: orders.number, lineItems: orders.lineItems })
        .from(orders)
        .where(and(eq(sql`lower(${orders.email})`, email.toLowerCase()), inArray(orders.status, ['paid', 'partially-refunded'])))
      return rows.flatMap((row) => jsonColumn(membershipFlags, row.lineItems, `order ${row.number} lineItems`) ?? [])
    },
    makeMember: (customerId) => markRunClubMember(drizzle, tables, { customerId }),
  }
}
