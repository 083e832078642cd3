import { siteServices } from '@/server/site-services'
import { receiveStripeWebhook } from '@/commerce/payments/webhooks'
import { webhookAction } from '@/server/http/webhook'

/** Stripe's events about card payments; 404 unless Stripe and its signing secret are configured. */
export const POST = webhookAction(async (request, rawBody) => {
  const deps = await (await siteServices()).payments.webhooks()
  if (!deps.stripe || !deps.stripeSecret) return null
  return receiveStripeWebhook({ stripe: deps.stripe, secret: deps.stripeSecret, events: deps.events, settle: deps.settle, refunded: deps.refunded }, rawBody, request.headers.get('stripe-signature'))
})
