import type Stripe from 'stripe'
import { type ChargeResult, type ConfirmResult, type PaymentGateway, RefundDeclined } from './gateway'
import type { ProviderRefundReport, ProviderReport } from './settle'
import { moneyFromStripe, stripeAmount } from './stripe-amount'

/** Stripe's own tolerance for a webhook's timestamp: older deliveries are refused as replays. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300

const declineOf = (intent: Stripe.PaymentIntent, fallback: string) => intent.last_payment_error?.message ?? fallback

/**
 * Card payments through Stripe Payment Intents, confirmed on the server with the payment method
 * that Stripe.js made in the browser. 3-D Secure comes back as a redirect to the bank's page, after
 * which Stripe sends the buyer to the complete-payment address.
 */
export function createStripeGateway(stripe: Stripe, messages: { declined: string }): PaymentGateway {
  return {
    id: 'card',
    async charge(request): Promise<ChargeResult> {
      const { amount, currency } = stripeAmount(request.amount)
      if (!request.paymentMethodId?.startsWith('pm_')) return { status: 'declined', message: messages.declined }
      let intent: Stripe.PaymentIntent
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount,
            currency,
            payment_method: request.paymentMethodId,
            allowed_payment_method_types: ['card'],
            confirm: true,
            return_url: request.returnUrl,
            receipt_email: request.email,
            description: request.description,
            metadata: { transactionHash: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        )
      } catch (error) {
        // A card error carries the text Stripe means the buyer to read ("Your card was declined.").
        if (isStripeError(error) && error.type === 'StripeCardError') return { status: 'declined', message: error.message }
        // A payment method Stripe does not know (forged, or from another account) is the buyer's problem, not an outage.
        if (isStripeError(error) && error.type === 'StripeInvalidRequestError' && error.param === 'payment_method') return { status: 'declined', message: messages.declined }
        throw error
      }
      if (intent.status === 'succeeded' || intent.status === 'processing') {
        return intent.status === 'succeeded' ? { status: 'succeeded', reference: intent.id } : { status: 'requires-approval', reference: intent.id, approvalUrl: request.returnUrl }
      }
      const redirect = intent.next_action?.redirect_to_url?.url
      if (intent.status === 'requires_action' && redirect) return { status: 'requires-approval', reference: intent.id, approvalUrl: redirect }
      return { status: 'declined', message: declineOf(intent, messages.declined) }
    },

    async confirm(reference): Promise<ConfirmResult> {
      const intent = await stripe.paymentIntents.retrieve(reference)
      if (intent.status === 'succeeded') return { status: 'succeeded' }
      if (intent.status === 'processing' || intent.status === 'requires_action' || intent.status === 'requires_confirmation') return { status: 'pending' }
      return { status: 'failed', message: declineOf(intent, messages.declined) }
    },

    async findCharge(idempotencyKey) {
      // charge() puts the key in the intent's metadata; Stripe's search finds it (within a minute).
      const found = await stripe.paymentIntents.search({ query: `metadata['transactionHash']:'${idempotencyKey.replace(/['\\]/g, '')}'`, limit: 1 })
      return found.data[0]?.id ?? null
    },

    async refund(reference, refunded, idempotencyKey = `refund-${reference}`) {
      const { amount, currency } = stripeAmount(refunded)
      const intent = await stripe.paymentIntents.retrieve(reference)
      if (intent.status === 'succeeded') {
        // Stripe refunds in the intent's currency whatever we say: an amount in another one would give back the wrong sum.
        if (intent.currency !== currency) throw new RefundDeclined(`Payment ${reference} was taken in ${intent.currency}, not ${currency}: not refunded`)
        try {
          const refund = await stripe.refunds.create({ payment_intent: reference, amount, metadata: { milepostRefund: idempotencyKey } }, { idempotencyKey })
          if (refund.status === 'failed' || refund.status === 'canceled') throw new RefundDeclined(refund.failure_reason ?? `Stripe refund ${refund.id} ${refund.status}`)
          return refund.id
        } catch (error) {
          // Stripe's "no" (more than is left, a charge disputed): it paid nothing. Other errors may hide a refund made.
          if (isStripeError(error) && (error.type === 'StripeInvalidRequestError' || error.type === 'StripeCardError')) throw new RefundDeclined(error.message)
          throw error
        }
      }
      if (intent.status !== 'canceled') {
        // Not taken yet (waiting for 3-D Secure): void it so it can never be taken.
        await stripe.paymentIntents.cancel(reference, {}, { idempotencyKey: `cancel-${reference}` })
      }
      return null
    },
  }
}

type StripeErrorLike = { type: string; message: string; param?: string }
const isStripeError = (error: unknown): error is StripeErrorLike =>
  !!error && typeof error === 'object' && typeof (error as StripeErrorLike).type === 'string' && typeof (error as StripeErrorLike).message === 'string'

/** A verified `charge.refunded`: how much of the intent's money Stripe has given back in all; null for other events. */
export function stripeRefundOutcome(event: Stripe.Event): ProviderRefundReport | null {
  if (event.type !== 'charge.refunded') return null
  const charge = event.data.object
  const reference = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  const refundedInAll = typeof charge.amount_refunded === 'number' && typeof charge.currency === 'string' ? moneyFromStripe(charge.amount_refunded, charge.currency) : null
  return reference && refundedInAll ? { reference, refundedInAll } : null
}

/** What a verified Stripe event says of a payment; null for events Milepost does not act on. */
export function stripeEventOutcome(event: Stripe.Event): ProviderReport | null {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed' && event.type !== 'payment_intent.canceled') return null
  const intent = event.data.object
  const transactionHash = intent.metadata?.transactionHash || undefined
  if (event.type === 'payment_intent.succeeded') {
    const paid = typeof intent.amount === 'number' && typeof intent.currency === 'string' ? moneyFromStripe(intent.amount, intent.currency) : null
    return { reference: intent.id, transactionHash, outcome: 'succeeded', ...(paid ? { paid } : {}) }
  }
  return { reference: intent.id, transactionHash, outcome: 'failed', message: intent.last_payment_error?.message }
}
