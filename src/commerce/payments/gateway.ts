import type { Money } from '../money'

/**
 * What Milepost asks of a payment provider (card: Stripe; PayPal: PayPal Orders v2; offline: the
 * sandbox). The amount is in the cart's currency; `idempotencyKey` makes a retried charge the same charge.
 */
export type ChargeRequest = {
  amount: Money
  paymentMethodId?: string
  /** Where the buyer comes back after approving (3-D Secure, PayPal). */
  returnUrl: string
  cancelUrl: string
  idempotencyKey: string
  description: string
  email: string
}

export type ChargeResult = { status: 'succeeded'; reference: string } | { status: 'requires-approval'; reference: string; approvalUrl: string } | { status: 'declined'; message: string }

/** `cancelled`: the buyer turned the payment down on the provider's page, which is no error of theirs or ours. */
export type ConfirmResult = { status: 'succeeded' } | { status: 'pending' } | { status: 'failed'; message: string; cancelled?: true }

/**
 * The provider said no to a refund and will not pay it (another currency, more than is left, an
 * invalid request): safe to give the amount back to the order. Any other error (a timeout, a 5xx)
 * may hide a refund the provider made, so the refund stays pending and is asked again with its key.
 */
export class RefundDeclined extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RefundDeclined'
  }
}

export interface PaymentGateway {
  readonly id: 'card' | 'paypal'
  charge(request: ChargeRequest): Promise<ChargeResult>
  /** After the buyer's approval: capture, or report how it stands. */
  confirm(reference: string): Promise<ConfirmResult>
  /**
   * Gives money back, in the currency it was taken in: all of it (stock ran out after payment), or
   * part (a refund from the admin). Safe to call twice with one `idempotencyKey` (by default one per
   * payment: the whole-payment refund). Answers the provider's refund id, or null when nothing had
   * been taken (an unapproved payment is voided instead).
   */
  refund(reference: string, amount: Money, idempotencyKey?: string): Promise<string | null>
  /**
   * The reference of a charge made with this idempotency key, when the provider took it but its
   * answer never reached us (timeout, dropped connection). Only providers that can take money
   * without the buyer coming back need it: a PayPal order is never paid without approval.
   */
  findCharge?(idempotencyKey: string): Promise<string | null>
}
