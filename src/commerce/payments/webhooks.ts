import type Stripe from 'stripe'
import { z } from 'zod'
import type { ProviderReport, SettleResult } from './settle'
import { type PayPalSignatureHeaders, type PayPalWebhookEvent, payPalEventOutcome } from './paypal'
import { STRIPE_WEBHOOK_TOLERANCE_SECONDS, stripeEventOutcome } from './stripe'

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

const refused = (error: string): WebhookAnswer => ({ status: 400, body: { error } })

/** Handles one verified delivery once: a duplicate or replay is acknowledged and left alone. */
async function handleOnce(events: WebhookEventStore, key: string, type: string, report: ProviderReport | null, settle: Settle): Promise<WebhookAnswer> {
  if (!(await events.claim(key, type))) return { status: 200, body: { received: true, duplicate: true } }
  try {
    const result = report ? await settle(report) : 'ignored'
    await events.finish(key, result)
    return { status: 200, body: { received: true, result } }
  } catch (error) {
    await events.release(key)
    throw error
  }
}

/** POST webhooks/stripe: the signature is checked on the raw body with Stripe's 300 s tolerance. */
export async function receiveStripeWebhook(deps: { stripe: Stripe; secret: string; events: WebhookEventStore; settle: Settle }, rawBody: string, signature: string | null): Promise<WebhookAnswer> {
  if (!signature) return refused('Missing signature')
  let event: Stripe.Event
  try {
    event = deps.stripe.webhooks.constructEvent(rawBody, signature, deps.secret, STRIPE_WEBHOOK_TOLERANCE_SECONDS)
  } catch {
    return refused('Invalid signature')
  }
  const outcome = stripeEventOutcome(event)
  return handleOnce(deps.events, `stripe:${event.id}`, event.type, outcome, deps.settle)
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
  deps: { verify: (headers: PayPalSignatureHeaders, rawBody: string) => Promise<boolean>; events: WebhookEventStore; settle: Settle },
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
  const outcome = payPalEventOutcome(event.data as PayPalWebhookEvent)
  return handleOnce(deps.events, `paypal:${event.data.id}`, event.data.event_type, outcome, deps.settle)
}
