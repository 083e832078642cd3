import type { OrderStep } from '../commerce/orders/complete-order'

/** Orders (and what came with them: plans, entries paid for) that become an account's by its confirmed email. */
export type GuestOrderLinks = {
  /** The account that confirmed this email (any case), or null: an unconfirmed one is no owner. */
  confirmedAccountOf(email: string): Promise<number | null>
  /**
   * Makes the guest orders placed with this email (any case) the customer's, and the entries paid for
   * through them; orders another account already holds stay theirs. Safe to repeat.
   */
  linkGuestOrders(customer: { id: number; email: string }): Promise<number>
}

/**
 * Confirming an address proves it is the customer's: the orders a guest placed with it, so the
 * plans they bought and the entries they paid for, show in the account from then on. Never for an
 * address merely typed in at sign-up (the caller runs this on confirmation only).
 */
export const claimGuestOrders = (links: GuestOrderLinks, customer: { id: number; email: string }): Promise<number> => links.linkGuestOrders(customer)

/**
 * The order step of a guest's order whose email an account already confirmed: it is that account's
 * at once, as a membership bought so is (decision 0012), inside the order's transaction.
 */
export const guestOrderOwnerStep =
  (links: (handle: unknown) => GuestOrderLinks): OrderStep =>
  async (cart) => {
    if (cart.customerId !== null) return null
    return async (tx, order) => {
      const store = links(tx.handle)
      const owner = await store.confirmedAccountOf(order.email)
      if (owner !== null) await store.linkGuestOrders({ id: owner, email: order.email })
    }
  }
