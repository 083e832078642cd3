import {
  ApiError,
  CheckoutPaymentIntent,
  type Client,
  type Order as PayPalOrder,
  OrdersController,
  OrderStatus,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk'
import { type ChargeResult, type ConfirmResult, type PaymentGateway, RefundDeclined } from './gateway'
import { moneyFromPayPal, payPalAmount } from './paypal-amount'
import type { ProviderRefundReport, ProviderReport } from './settle'

const captureOf = (order: PayPalOrder) => order.purchaseUnits?.[0]?.payments?.captures?.[0]

/**
 * PayPal Orders v2: the buyer approves on PayPal's page, comes back to complete-payment, and the
 * order is captured there (or by the webhook, or by the reconcile job: capture is idempotent
 * through its PayPal-Request-Id).
 */
export function createPayPalGateway(client: Client): PaymentGateway {
  const orders = new OrdersController(client)
  const payments = new PaymentsController(client)

  async function capture(id: string): Promise<ConfirmResult> {
    try {
      const { result } = await orders.captureOrder({ id, paypalRequestId: `capture-${id}`, prefer: 'return=representation' })
      const status = captureOf(result)?.status
      if (result.status === OrderStatus.Completed && status === 'COMPLETED') return { status: 'succeeded' }
      if (status === 'PENDING') return { status: 'pending' }
      return { status: 'failed', message: 'The payment was not captured.' }
    } catch (error) {
      // INSTRUMENT_DECLINED and friends: the buyer's funding source was refused at capture.
      if (error instanceof ApiError && error.statusCode === 422) return { status: 'failed', message: describe(error) }
      throw error
    }
  }

  return {
    id: 'paypal',
    async charge(request): Promise<ChargeResult> {
      const amount = payPalAmount(request.amount)
      const { result } = await orders.createOrder({
        paypalRequestId: request.idempotencyKey,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: request.idempotencyKey,
              customId: request.idempotencyKey,
              description: request.description,
              amount,
            },
          ],
          paymentSource: {
            paypal: {
              emailAddress: request.email,
              experienceContext: {
                brandName: 'Milepost',
                userAction: PaypalExperienceUserAction.PayNow,
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                returnUrl: request.returnUrl,
                cancelUrl: request.cancelUrl,
              },
            },
          },
        },
      })
      const approvalUrl = result.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href
      if (!result.id || !approvalUrl) throw new Error(`PayPal created order ${result.id ?? '?'} without an approval link`)
      return { status: 'requires-approval', reference: result.id, approvalUrl }
    },

    async confirm(reference): Promise<ConfirmResult> {
      const { result } = await orders.getOrder({ id: reference })
      switch (result.status) {
        case OrderStatus.Completed:
          return captureOf(result)?.status === 'COMPLETED' ? { status: 'succeeded' } : { status: 'pending' }
        case OrderStatus.Approved:
          return capture(reference)
        case OrderStatus.Voided:
          return { status: 'failed', message: 'The PayPal order was voided.' }
        default:
          return { status: 'pending' }
      }
    },

    async refund(reference, refunded, idempotencyKey) {
      const amount = payPalAmount(refunded)
      const { result } = await orders.getOrder({ id: reference })
      const captured = captureOf(result)
      // Nothing was taken (not approved, or approved but never captured): nothing to give back.
      if (!captured?.id || captured.status === 'REFUNDED') return null
      const takenIn = captured.amount?.currencyCode
      if (takenIn && takenIn !== amount.currencyCode) throw new RefundDeclined(`PayPal order ${reference} was captured in ${takenIn}, not ${amount.currencyCode}: not refunded`)
      try {
        const { result: refund } = await payments.refundCapturedPayment({ captureId: captured.id, paypalRequestId: idempotencyKey ?? `refund-${captured.id}`, body: { amount } })
        return refund.id ?? null
      } catch (error) {
        // PayPal's 4xx (422: more than is left, a capture already refunded) pays nothing; a 5xx or a timeout may hide a refund made.
        if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) throw new RefundDeclined(describe(error))
        throw error
      }
    },
  }
}

function describe(error: ApiError): string {
  const body = error.result as { details?: { issue?: string; description?: string }[]; message?: string } | undefined
  return body?.details?.[0]?.description ?? body?.message ?? error.message
}

/**
 * A verified `PAYMENT.CAPTURE.REFUNDED`: how much PayPal has given back in all for the order the
 * refund's capture belongs to; null for other events, or one that does not name its order.
 */
export function payPalRefundOutcome(event: PayPalWebhookEvent): ProviderRefundReport | null {
  if (event.event_type !== 'PAYMENT.CAPTURE.REFUNDED') return null
  const resource = event.resource ?? {}
  const reference = typeof resource.supplementary_data?.related_ids?.order_id === 'string' ? resource.supplementary_data.related_ids.order_id : null
  const total = resource.seller_payable_breakdown?.total_refunded_amount
  const refundedInAll = total ? moneyFromPayPal(total.currency_code, total.value) : null
  return reference && refundedInAll ? { reference, refundedInAll } : null
}

/** What a verified PayPal event says of a payment, by the PayPal order it belongs to; null for the rest. */
export function payPalEventOutcome(event: PayPalWebhookEvent): ProviderReport | null {
  const resource = event.resource ?? {}
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)
  switch (event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED': {
      const reference = text(resource.id)
      return reference ? { reference, transactionHash: text(resource.purchase_units?.[0]?.custom_id), outcome: 'approved' } : null
    }
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED': {
      const reference = text(resource.supplementary_data?.related_ids?.order_id)
      if (!reference) return null
      if (event.event_type === 'PAYMENT.CAPTURE.DENIED') return { reference, transactionHash: text(resource.custom_id), outcome: 'failed' }
      const paid = moneyFromPayPal(resource.amount?.currency_code, resource.amount?.value)
      return { reference, transactionHash: text(resource.custom_id), outcome: 'succeeded', ...(paid ? { paid } : {}) }
    }
    default:
      return null
  }
}

export type PayPalWebhookEvent = {
  id: string
  event_type: string
  resource?: {
    id?: unknown
    custom_id?: unknown
    amount?: { currency_code?: unknown; value?: unknown }
    purchase_units?: { custom_id?: unknown }[]
    supplementary_data?: { related_ids?: { order_id?: unknown } }
    seller_payable_breakdown?: { total_refunded_amount?: { currency_code?: unknown; value?: unknown } }
  }
}

export type PayPalSignatureHeaders = {
  authAlgo: string
  certUrl: string
  transmissionId: string
  transmissionSig: string
  transmissionTime: string
}

/**
 * Asks PayPal whether a webhook delivery is genuine (POST /v1/notifications/verify-webhook-signature):
 * PayPal signs with a certificate only it can vouch for, so the check is its answer.
 */
export async function verifyPayPalWebhook(deps: { client: Client; apiBase: string; webhookId: string; fetch?: typeof fetch }, headers: PayPalSignatureHeaders, rawBody: string): Promise<boolean> {
  const token = await deps.client.clientCredentialsAuthManager.fetchToken()
  const body = `{"auth_algo":${JSON.stringify(headers.authAlgo)},"cert_url":${JSON.stringify(headers.certUrl)},"transmission_id":${JSON.stringify(headers.transmissionId)},"transmission_sig":${JSON.stringify(headers.transmissionSig)},"transmission_time":${JSON.stringify(headers.transmissionTime)},"webhook_id":${JSON.stringify(deps.webhookId)},"webhook_event":${rawBody}}`
  const response = await (deps.fetch ?? fetch)(`${deps.apiBase}/v1/notifications/verify-webhook-signature`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token.accessToken}` },
    body,
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`PayPal webhook verification answered ${response.status}`)
  const answer = (await response.json()) as { verification_status?: string }
  return answer.verification_status === 'SUCCESS'
}

export const PAYPAL_API_BASES = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' } as const
