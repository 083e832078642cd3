import type { OrderStep } from '../commerce/orders/complete-order'

/** What deciding on a membership reads of an order line. */
type Line = { snapshot?: { grantsRunClubMembership?: true } | null }

/** Whether any of these order lines is a run-club membership (the flag travels in the line's snapshot). */
export const buysMembership = (lines: Line[]): boolean => lines.some((line) => line.snapshot?.grantsRunClubMembership === true)

/**
 * The order step of a membership purchase: inside the order's transaction, the signed-in buyer's
 * account becomes a member, else the account with the order's email. A guest without an account
 * becomes a member once they sign up with that email and confirm it (`grantPaidMembership`).
 */
export const runClubMembershipStep: OrderStep = async (_cart, priced) => {
  if (!buysMembership(priced.lines.map((l) => ({ snapshot: l.purchasable?.snapshot ?? null })))) return null
  return async (tx, order) => {
    if (order.customerId !== null && (await tx.makeRunClubMember({ customerId: order.customerId }))) return
    await tx.makeRunClubMember({ email: order.email })
  }
}

export type MembershipStore = {
  /** The lines of the paid orders placed with this email (any case). */
  paidOrderLines(email: string): Promise<Line[]>
  makeMember(customerId: number): Promise<boolean>
}

/** A newly confirmed account becomes a member when a paid order with its email bought a membership. */
export async function grantPaidMembership(store: MembershipStore, customer: { id: number; email: string }): Promise<boolean> {
  if (!buysMembership(await store.paidOrderLines(customer.email))) return false
  return store.makeMember(customer.id)
}
