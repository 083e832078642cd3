import { verifyPayPalWebhook } from '@/commerce/payments/paypal'
import { siteServices } from '@/server/site-services'
import { receivePayPalWebhook } from '@/commerce/payments/webhooks'
import { webhookAction } from '@/server/http/webhook'

/** PayPal's events about PayPal payments; 404 unless PayPal and its webhook id are configured. */
export const POST = webhookAction(async (request, rawBody) => {
  const { paypal, events, settle, refunded } = await (await siteServices()).payments.webhooks()
  if (!paypal?.webhookId) return null
  const header = (name: string) => request.headers.get(name)
  const verify = verifyPayPalWebhook.bind(null, { client: paypal.client, apiBase: paypal.apiBase, webhookId: paypal.webhookId })
  return receivePayPalWebhook({ verify, events, settle, refunded }, rawBody, {
    authAlgo: header('paypal-auth-algo'),
    certUrl: header('paypal-cert-url'),
    transmissionId: header('paypal-transmission-id'),
    transmissionSig: header('paypal-transmission-sig'),
    transmissionTime: header('paypal-transmission-time'),
  })
})
