import type { Money } from '../money'
import { type ChargeResult, type ConfirmResult, type PaymentGateway, RefundDeclined } from './gateway'

/**
 * The offline stand-in for Stripe and PayPal (docs/decisions/0010): it follows their flows (instant
 * success, decline, approval by redirect) with test card numbers and a local approval page, and keeps
 * its own ledger as a provider would.
 */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declines: '4000000000000002',
  asksForApproval: '4000002500003155',
} as const

export const SANDBOX_METHOD_PREFIX = 'pm_sandbox_'

export type SandboxCharge = {
  reference: string
  /** As the buyer was asked for it: the cart's currency, in its minor units. */
  amount: Money
  status: 'requires-approval' | 'approved' | 'cancelled' | 'succeeded' | 'refunded'
  /** Where the approval page sends the buyer back (the site's complete-payment address). */
  returnUrl: string
}

export type SandboxLedger = {
  add(charge: SandboxCharge, idempotencyKey: string): Promise<SandboxCharge>
  get(reference: string): Promise<SandboxCharge | null>
  byKey(idempotencyKey: string): Promise<SandboxCharge | null>
  setStatus(reference: string, status: SandboxCharge['status']): Promise<void>
  /**
   * Gives back part or all of a succeeded charge once per key (the same key answers the same refund
   * id); throws when more would be given back than was taken. The charge is `refunded` once it is all back.
   */
  addRefund(reference: string, amount: Money, idempotencyKey: string): Promise<string>
}

export type SandboxMessages = { declined: string; invalidCard: string; cancelled: string }

export function createSandboxGateway(id: 'card' | 'paypal', ledger: SandboxLedger, approvalPage: (reference: string) => string, newReference: () => string, messages: SandboxMessages): PaymentGateway {
  return {
    id,
    async charge(request): Promise<ChargeResult> {
      if (id === 'card') {
        const number = request.paymentMethodId?.startsWith(SANDBOX_METHOD_PREFIX) ? request.paymentMethodId.slice(SANDBOX_METHOD_PREFIX.length) : null
        if (number === SANDBOX_CARDS.declines) return { status: 'declined', message: messages.declined }
        if (number !== SANDBOX_CARDS.succeeds && number !== SANDBOX_CARDS.asksForApproval) return { status: 'declined', message: messages.invalidCard }
        const status = number === SANDBOX_CARDS.succeeds ? 'succeeded' : 'requires-approval'
        const charge = await ledger.add({ reference: newReference(), amount: request.amount, status, returnUrl: request.returnUrl }, request.idempotencyKey)
        return charge.status === 'succeeded'
          ? { status: 'succeeded', reference: charge.reference }
          : { status: 'requires-approval', reference: charge.reference, approvalUrl: approvalPage(charge.reference) }
      }
      const charge = await ledger.add({ reference: newReference(), amount: request.amount, status: 'requires-approval', returnUrl: request.returnUrl }, request.idempotencyKey)
      return { status: 'requires-approval', reference: charge.reference, approvalUrl: approvalPage(charge.reference) }
    },
    async confirm(reference): Promise<ConfirmResult> {
      const charge = await ledger.get(reference)
      if (!charge) return { status: 'failed', message: messages.declined }
      if (charge.status === 'approved') {
        await ledger.setStatus(reference, 'succeeded')
        return { status: 'succeeded' }
      }
      if (charge.status === 'succeeded') return { status: 'succeeded' }
      if (charge.status === 'requires-approval') return { status: 'pending' }
      return charge.status === 'cancelled' ? { status: 'failed', message: messages.cancelled, cancelled: true } : { status: 'failed', message: messages.declined }
    },
    async findCharge(idempotencyKey) {
      // An instance that died between charging and recording the reference leaves the charge here.
      return (await ledger.byKey(idempotencyKey))?.reference ?? null
    },
    async refund(reference, amount, idempotencyKey = `refund-${reference}`) {
      const charge = await ledger.get(reference)
      // As Stripe and PayPal do: money is given back only in the currency it was taken in.
      if (charge && charge.amount.currency !== amount.currency) throw new RefundDeclined(`Sandbox charge ${reference} was taken in ${charge.amount.currency}, not ${amount.currency}: not refunded`)
      if (!charge || charge.status === 'cancelled') return null
      if (charge.status !== 'succeeded' && charge.status !== 'refunded') {
        // Never taken (waiting for approval): voided, as Stripe cancels an intent.
        await ledger.setStatus(reference, 'cancelled')
        return null
      }
      return ledger.addRefund(reference, amount, idempotencyKey)
    },
  }
}
