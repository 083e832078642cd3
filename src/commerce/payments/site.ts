import 'server-only'
import { randomBytes } from 'node:crypto'
import { defaultLocale, localizedPath, type Locale, normaliseLocale } from '../../i18n/locales'
import { getTranslator } from '../../i18n/server-translator'
import { env } from '../../lib/env'
import { getPayloadClient } from '../../lib/payload'
import type { Translate } from '../../lib/site-api/action'
import { payloadCartStore } from '../cart/payload-store'
import { cartServiceFor } from '../cart/site'
import { type CompletionDeps, completeOrder, type Order } from '../checkout/complete-order'
import { confirmationEmail } from '../checkout/confirmation-email'
import { newAccessKey, newOrderNumber } from '../checkout/order-number'
import { payloadOrderStore } from '../checkout/payload-store'
import { toDecimal, STORE_CURRENCY } from '../money'
import type { Payload } from 'payload'
import type { PayDeps } from './pay'
import { payloadPaymentStore, payloadSandboxLedger } from './payload-store'
import { createSandboxGateway } from './sandbox'
import { signUrl, verifySignedUrl } from './signed-urls'

export const SANDBOX_APPROVAL_PATH = '/actions/milepost/payments/sandbox-approval'
const COMPLETE_PAYMENT_PATH = '/actions/milepost/payments/complete-payment'

/**
 * Everything paying needs, for one request. Card and PayPal run through the offline sandbox
 * gateway; the Stripe and PayPal adapters plug in here when their keys are set (issue 5, next step).
 */
export async function payDepsFor(locale: Locale, t: Translate): Promise<PayDeps> {
  const payload = await getPayloadClient()
  const carts = payloadCartStore(payload)
  const service = await cartServiceFor(locale)
  const ledger = payloadSandboxLedger(payload)
  const messages = { declined: t('payments.cardDeclined'), invalidCard: t('payments.cardInvalid'), cancelled: t('payments.cancelled') }
  const sandbox = (id: 'card' | 'paypal') =>
    createSandboxGateway(id, ledger, (reference) => `${env.SITE_URL}${SANDBOX_APPROVAL_PATH}?reference=${reference}`, () => `sbx_${randomBytes(12).toString('hex')}`, messages)
  const findCart = (number: string) => carts.findByNumber(number)
  const price = service.price
  return {
    gateways: { card: sandbox('card'), paypal: sandbox('paypal') },
    payments: payloadPaymentStore(payload),
    findCart,
    price,
    complete: async (input) => {
      const deps: CompletionDeps = { orders: payloadOrderStore(payload), findCart, price, newOrderNumber, newAccessKey }
      const completion = await completeOrder(deps, input)
      // Only the call that made the order mails it: the others answer 'already-completed'.
      if (completion.outcome === 'completed') await sendConfirmation(payload, completion.order)
      return completion
    },
    isSignedUrl: (url) => verifySignedUrl(url, env.SITE_URL, env.PAYLOAD_SECRET),
    completeUrl: (hash) => `${env.SITE_URL}${COMPLETE_PAYMENT_PATH}?commerceTransactionHash=${hash}`,
    newHash: () => randomBytes(16).toString('hex'),
  }
}

/** The buyer's link to the order page (unguessable: it carries the order's access key). */
export function orderUrl(order: Pick<Order, 'number' | 'accessKey' | 'locale'>): string {
  const locale = normaliseLocale(order.locale) ?? defaultLocale
  return `${env.SITE_URL}${localizedPath(locale, '/order')}?number=${encodeURIComponent(order.number)}&key=${order.accessKey}`
}

/** The confirmation mail in the order's language; a failure is logged, never undoes the order. */
async function sendConfirmation(payload: Payload, order: Order): Promise<void> {
  const locale = normaliseLocale(order.locale) ?? defaultLocale
  const t = await getTranslator(locale)
  const mail = confirmationEmail(order, locale, orderUrl(order), t as unknown as (key: string, values?: Record<string, string | number>) => string)
  try {
    await payload.sendEmail({ to: order.email, ...mail })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not send the confirmation of order ${order.number}` })
  }
}

/** default/stripe-urls and default/paypal-urls: signed return and cancel addresses in the visitor's language. */
export function returnUrls(locale: Locale, gateway: 'card' | 'paypal') {
  const url = (path: string) => signUrl(`${env.SITE_URL}${localizedPath(locale, path)}?gateway=${gateway}`, env.PAYLOAD_SECRET)
  return { redirect: url('/payment-complete'), cancelUrl: url('/checkout') }
}

/** What the pay call tells the browser of a new order. */
export const orderView = (order: Order) => ({
  number: order.number,
  accessKey: order.accessKey,
  email: order.email,
  totalPrice: toDecimal(order.totalPrice),
  currency: STORE_CURRENCY,
  isCompleted: true,
})
