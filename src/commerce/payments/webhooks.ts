import type Stripe from 'stripe'
import { z } from 'zod'
import type { ProviderRefundReport, ProviderReport, SettleResult } from './settle'
import { type PayPalSignatureHeaders, type PayPalWebhookEvent, payPalEventOutcome, payPalRefundOutcome } from './paypal'
import { STRIPE_WEBHOOK_TOLERANCE_SECONDS, stripeEventOutcome, stripeRefundOutcome } from './stripe'

/** What a webhook route answers the provider. */
export type WebhookAnswer = { status: number; body: Record<string, unknown> }

export type WebhookEventStore = {
  /** Claims a delivery for handling; false when it was handled (or is being handled) already. */
  claim(key: string, type: string): Promise<boolean>
  finish(key: string, result: string): Promise<void>
  /** Handling failed: the provider's retry may claim it again. */
  release(key: string): Promise<void>
}

type Settle = (report: ProviderReport) => Promise<SettleResult>
/** Records a provider's refund against the order it belongs to, under the delivery's key. */
type Refunded = (report: ProviderRefundReport, key: string) => Promise<'refunded' | 'ignored'>

const refused = (error: string): WebhookAnswer => ({ status: 400, body: { error } })

/** Handles one verified delivery once: a duplicate or replay is acknowledged and left alone. */
async function handleOnce(events: WebhookEventStore, key: string, type: string, handle: (() => Promise<string>) | null): Promise<WebhookAnswer> {
  if (!(await events.claim(key, type))) return { status: 200, body: { received: true, duplicate: true } }
  try {
    const result = handle ? await handle() : 'ignored'
    await events.finish(key, result)
    return { status: 200, body: { received: true, result } }
  } catch (error) {
    await events.release(key)
    throw error
  }
}

/** What one verified event asks: settling a payment, recording a refund, or nothing. */
function handlerOf(report: ProviderReport | null, refund: ProviderRefundReport | null, key: string, deps: { settle: Settle; refunded?: Refunded }) {
  if (report) return () => deps.settle(report)
  const { refunded } = deps
  if (refund && refunded) return () => refunded(refund, key)
  return null
}

/** POST webhooks/stripe: the signature is checked on the raw body with Stripe's 300 s tolerance. */
export async function receiveStripeWebhook(
  deps: { stripe: Stripe; secret: string; events: WebhookEventStore; settle: Settle; refunded?: Refunded },
  rawBody: string,
  signature: string | null,
): Promise<WebhookAnswer> {
  if (!signature) return refused('Missing signature')
  let event: Stripe.Event
  try {
    event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.secret, STRIPE_WEBHOOK_TOLERANCE_SECONDS)
  } catch {
    return refused('Invalid signature')
  }
  const key = `stripe:${event.id}`
  return handleOnce(deps.events, key, event.type, handlerOf(stripeEventOutcome(event), stripeRefundOutcome(event), key, deps))
}

const payPalEvent = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(200),
  resource: z.record(z.string(), z.unknown()).optional(),
})

const payPalHeaders = z.object({
  authAlgo: z.string().min(1).max(100),
  certUrl: z.url().max(2000),
  transmissionId: z.string().min(1).max(200),
  transmissionSig: z.string().min(1).max(2000),
  transmissionTime: z.string().min(1).max(100),
})

/** POST webhooks/paypal: PayPal itself vouches for each delivery (verify-webhook-signature). */
export async function receivePayPalWebhook(
  deps: { verify: (headers: PayPalSignatureHeaders, rawBody: string) => Promise<boolean>; events: WebhookEventStore; settle: Settle; refunded?: Refunded },
  rawBody: string,
  headers: Record<keyof PayPalSignatureHeaders, string | null>,
): Promise<WebhookAnswer> {
  const signed = payPalHeaders.safeParse(headers)
  if (!signed.success) return refused('Missing signature')
  let parsed: unknown
  try {
    parsed = JSON.parse(rawBody)
  } catch {
    return refused('Invalid JSON')
  }
  const event = payPalEvent.safeParse(parsed)
  if (!event.success) return refused('Invalid event')
  if (!(await deps.verify(signed.data, rawBody))) return refused('Invalid signature')
  const key = `paypal:${event.data.id}`
  const delivered = event.data as PayPalWebhookEvent
  return handleOnce(deps.events, key, event.data.event_type, handlerOf(payPalEventOutcome(delivered), payPalRefundOutcome(delivered), key, deps))
}
