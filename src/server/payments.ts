import 'server-only'
import { randomBytes } from 'node:crypto'
import { defaultLocale, localizedPath, type Locale, normaliseLocale } from '../i18n/locales'
import { getTranslator } from '../i18n/server-translator'
import { deliveredPlanPath } from './training/plan-links'
import { env } from '../lib/env'
import { getPayloadClient } from '../lib/payload'
import { runClubMembershipStep } from '../members/membership'
import type { Translate } from './http/site-action'
import { payloadCartStore } from './stores/cart-store'
import { cartRef, cartServiceFor } from './cart'
import { type CompletionDeps, completeOrder, type Order } from '../commerce/orders/complete-order'
import { confirmationEmail } from '../commerce/orders/confirmation-email'
import { newAccessKey, newOrderNumber } from '../commerce/orders/order-number'
import { orderByNumber, payloadGuestOrderLinks, payloadOrderStore } from './stores/order-store'
import { guestOrderOwnerStep } from '../accounts/guest-orders'
import type { Tx } from '../db/drizzle-tables'
import { cacheTags, expireNow } from '../cms/revalidate'
import { orderMailsStep } from './jobs'
import { toDecimal, STORE_CURRENCY } from '../commerce/money'
import type { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import type { PaymentGateway } from '../commerce/payments/gateway'
import { type PayDeps, type ProviderReport, reconcilePayments, settleReport } from '../commerce/payments/pay'
import { entryEvents } from './entries/events'
import { cartEntries, checkEntriesBeforePaying, entriesStep } from '../entries/orders'
import { payloadEntryStore } from './stores/entry-store'
import { payloadPaymentStore, payloadSandboxLedger, payloadWebhookEventStore } from './stores/payment-store'
import { createPayPalGateway } from '../commerce/payments/paypal'
import { payPalSetup, stripeClient } from '../commerce/payments/providers'
import { createSandboxGateway } from '../commerce/payments/sandbox'
import { createStripeGateway } from '../commerce/payments/stripe'
import { buyerOrigin, siteOrigins } from '../lib/http/site-origin'
import { signUrl, verifySignedUrl } from '../commerce/payments/signed-urls'

export const SANDBOX_APPROVAL_PATH = '/actions/milepost/payments/sandbox-approval'
/** The site's page where the buyer approves or cancels a sandbox charge, in their language. */
export const SANDBOX_APPROVAL_PAGE = '/payment-approval'

export const sandboxApprovalPage = (locale: Locale, reference: string) => `${env.SITE_URL}${localizedPath(locale, SANDBOX_APPROVAL_PAGE)}?reference=${reference}`

/** The sandbox charge a reference names: only in a demo (a charge left from one must not be approved on a live shop). */
export async function sandboxCharge(reference: string | null | undefined) {
  if (!env.DEMO_MODE || !reference || !/^sbx_[0-9a-f]{24}$/.test(reference)) return null
  return payloadSandboxLedger(await getPayloadClient()).get(reference)
}
const COMPLETE_PAYMENT_PATH = '/actions/milepost/payments/complete-payment'

/**
 * A gateway without keys outside demo mode takes nothing: paying answers "the payment provider did
 * not answer" (a public start without keys is refused before it gets here).
 */
function notConfigured(id: 'card' | 'paypal'): PaymentGateway {
  const refuse = async (): Promise<never> => {
    throw new Error(`${id} payments have no keys and DEMO_MODE is off`)
  }
  return { id, charge: refuse, confirm: refuse, refund: refuse }
}

/**
 * Everything paying needs, for one request: Stripe for cards and PayPal when their keys are set,
 * the offline sandbox gateway for either when they are not, in demo mode only (decision 0010).
 */
export async function payDepsFor(locale: Locale, t: Translate, request?: NextRequest): Promise<PayDeps> {
  const payload = await getPayloadClient()
  const carts = payloadCartStore(payload)
  const service = await cartServiceFor(locale)
  const ledger = payloadSandboxLedger(payload)
  const messages = { declined: t('payments.cardDeclined'), invalidCard: t('payments.cardInvalid'), cancelled: t('payments.cancelled') }
  const sandbox = (id: 'card' | 'paypal') =>
    createSandboxGateway(
      id,
      ledger,
      (reference) => sandboxApprovalPage(locale, reference),
      () => `sbx_${randomBytes(12).toString('hex')}`,
      messages,
    )
  const findCart = (number: string) => carts.findByNumber(number)
  const price = service.price
  const stripe = stripeClient(env)
  const entryStore = payloadEntryStore(payload)
  const paypal = payPalSetup(env)
  return {
    gateways: {
      card: stripe ? createStripeGateway(stripe, { declined: messages.declined }) : env.DEMO_MODE ? sandbox('card') : notConfigured('card'),
      paypal: paypal ? createPayPalGateway(paypal.client) : env.DEMO_MODE ? sandbox('paypal') : notConfigured('paypal'),
    },
    payments: payloadPaymentStore(payload),
    findCart,
    async saveEmail(cart, email) {
      // Through the cart service, with the request's ownership rules (a customer's cart is theirs only).
      const ref = request ? await cartRef(request, cart.number) : { orderNumber: cart.number }
      return (await service.updateCart(ref, { email })).record
    },
    price,
    async checkBeforePaying(cart, priced) {
      const eventIds = priced.lines.flatMap((l) => (l.purchasable?.eventId ? [l.purchasable.eventId] : []))
      if (!eventIds.length && !priced.lines.some((l) => l.options.entryId !== undefined)) return
      await checkEntriesBeforePaying(entryStore, cart, cartEntries(priced, await entryEvents(payload, eventIds, locale)))
    },
    complete: async (input) => {
      // The order's lines are described in the buyer's language, whoever completes it (a webhook has none).
      const orderLocale = normaliseLocale(input.locale) ?? locale
      const orderPrice = orderLocale === locale ? price : (await cartServiceFor(orderLocale)).price
      const deps: CompletionDeps = {
        orders: payloadOrderStore(payload),
        findCart,
        price: orderPrice,
        newOrderNumber,
        newAccessKey,
        steps: [
          runClubMembershipStep,
          entriesStep(entryStore, (ids) => entryEvents(payload, ids, orderLocale)),
          // After the entries: they are made with the order and become the account's with it.
          guestOrderOwnerStep((handle) => payloadGuestOrderLinks(payload, handle as Tx)),
          orderMailsStep(payload),
        ],
      }
      const completion = await completeOrder(deps, { ...input, locale: orderLocale })
      if (completion.outcome === 'completed') await orderCompleted()
      return completion
    },
    isSignedUrl: (url) => verifySignedUrl(url, siteOrigins({ siteUrl: env.SITE_URL, aliases: env.SITE_ALIASES }), env.PAYLOAD_SECRET),
    completeUrl: (hash) => `${env.SITE_URL}${COMPLETE_PAYMENT_PATH}?commerceTransactionHash=${hash}`,
    newHash: () => randomBytes(16).toString('hex'),
  }
}

/** What the webhooks need: the provider clients configured, the delivery log and settling. */
export async function webhookDeps() {
  const payload = await getPayloadClient()
  const deps = await payDepsFor(defaultLocale, await getTranslator(defaultLocale))
  return {
    stripe: stripeClient(env),
    stripeSecret: env.STRIPE_WEBHOOK_SECRET,
    paypal: payPalSetup(env),
    events: payloadWebhookEventStore(payload),
    settle: (report: ProviderReport) => settleReport(deps, report),
  }
}

/** The reconcile job's run over payments left pending (see reconcilePayments). */
export async function reconcilePendingPayments(options?: Parameters<typeof reconcilePayments>[1]) {
  return reconcilePayments(await payDepsFor(defaultLocale, await getTranslator(defaultLocale)), options)
}

/** The buyer's link to the order page (unguessable: it carries the order's access key). */
export function orderUrl(order: Pick<Order, 'number' | 'accessKey' | 'locale'>): string {
  const locale = normaliseLocale(order.locale) ?? defaultLocale
  return `${env.SITE_URL}${localizedPath(locale, '/order')}?number=${encodeURIComponent(order.number)}&key=${order.accessKey}`
}

/**
 * What follows a new order however it was completed (pay, the buyer's return, a webhook, the
 * reconcile job), once: the stock it took shows at once. Its mails were queued with it.
 */
async function orderCompleted(): Promise<void> {
  await expireNow(cacheTags.catalogue)
}

/** The confirmation mail in the order's language (a job: a failure is retried, never undoes the order). */
export async function sendOrderConfirmation(payload: Payload, orderNumber: string): Promise<void> {
  const order = await orderByNumber(payload, orderNumber)
  if (!order) throw new Error(`No order ${orderNumber}`)
  const locale = normaliseLocale(order.locale) ?? defaultLocale
  const t = await getTranslator(locale)
  const mail = confirmationEmail(order, locale, orderUrl(order), t as unknown as (key: string, values?: Record<string, string | number>) => string, (line) => {
    const path = deliveredPlanPath(order, line, locale)
    return path && `${env.SITE_URL}${path}`
  })
  await payload.sendEmail({ to: order.email, ...mail })
}

/** The key for Stripe's card field, when cards really go to Stripe (else the sandbox's test form). */
export const stripePublishableKey = (): string | null => (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) || null

/**
 * default/stripe-urls and default/paypal-urls: signed return and cancel addresses in the visitor's
 * language, on the site's origin the buyer uses (their cart cookie lives there).
 */
export function returnUrls(locale: Locale, gateway: 'card' | 'paypal', host: string | null = null) {
  const origin = buyerOrigin({ siteUrl: env.SITE_URL, aliases: env.SITE_ALIASES }, host)
  const url = (path: string) => signUrl(`${origin}${localizedPath(locale, path)}?gateway=${gateway}`, env.PAYLOAD_SECRET)
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
