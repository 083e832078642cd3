import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { presumedCountry } from '../../commerce/markets'
import { marketsOffered } from '../stores/market-store'
import { defaultLocale, type Locale, normaliseLocale } from '../../i18n/locales'
import { getTranslator } from '../../i18n/server-translator'
import { env } from '../../lib/env'
import { siteOrigins } from '../../lib/http/site-origin'
import { runClubMembershipStep } from '../../members/membership'
import { guestOrderOwnerStep } from '../../accounts/guest-orders'
import type { Tx } from '../../db/drizzle-tables'
import type { CartRef, CartService } from '../../commerce/cart/service'
import { type CompletionDeps, completeOrder } from '../../commerce/orders/complete-order'
import { newAccessKey, newOrderNumber } from '../../commerce/orders/order-number'
import type { PaymentGateway } from '../../commerce/payments/gateway'
import type { PayDeps } from '../../commerce/payments/attempts'
import { reconcilePayments } from '../../commerce/payments/reconcile'
import { type ProviderRefundReport, type ProviderReport, settleReport } from '../../commerce/payments/settle'
import { createPayPalGateway } from '../../commerce/payments/paypal'
import { payPalSetup, stripeClient } from '../../commerce/payments/providers'
import { createSandboxGateway } from '../../commerce/payments/sandbox'
import { verifySignedUrl } from '../../commerce/payments/signed-urls'
import { createStripeGateway } from '../../commerce/payments/stripe'
import { cartEntries, checkEntriesBeforePaying, entriesStep } from '../../entries/orders'
import { cacheTags, expireNow } from '../../cms/revalidate'
import { entryEvents } from '../entries/events'
import type { Translate } from '../http/site-action'
import { payloadCartStore } from '../stores/cart-store'
import { payloadEntryStore } from '../stores/entry-store'
import { payloadGuestOrderLinks, payloadOrderStore } from '../stores/order-store'
import { payloadPaymentStore, payloadSandboxLedger, payloadWebhookEventStore } from '../stores/payment-store'
import { completePaymentUrl, sandboxApprovalPage } from './links'
import { type RefundDeps, recordProviderRefund } from '../../commerce/refunds/refund-order'
import { payloadRefundStore } from '../stores/refund-store'
import { jobs, queueJob } from '../jobs/catalogue'
import { orderMailsStep } from './order-mails'
import { bookingFeesOrderStep, checkBookingFeesBeforePaying } from '../entries/booking-fees'

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
 * What follows a new order however it was completed (pay, the buyer's return, a webhook, the
 * reconcile job), once: stock it left few of, or none, shows at once. Stock pages do not show
 * expires nothing: every order emptying the page caches would have a busy shop render its pages
 * anew for each visitor. Its mails were queued with it.
 */
async function orderCompleted(fewLeft: number[]): Promise<void> {
  if (fewLeft.length) await expireNow(cacheTags.catalogue)
}

/** Paying, settling and reconciling over one Payload, with the cart rules of `cartFor`. */
export function paymentServices(payload: Payload, cartFor: (locale: Locale) => CartService) {
  /**
   * Everything paying needs, in one language: Stripe for cards and PayPal when their keys are set,
   * the offline sandbox gateway for either when they are not, in demo mode only (decision 0010).
   * `refOf` names a buyer's cart with the request's ownership (a customer's cart is theirs only).
   */
  function deps(locale: Locale, t: Translate, refOf?: (number: string) => Promise<CartRef>): PayDeps {
    const carts = payloadCartStore(payload)
    /** Without a request (a webhook, the return page), a cart is named in the market it was filled in. */
    const cartsOwnRef = async (orderNumber: string): Promise<CartRef> => {
      const [cart, markets] = await Promise.all([carts.findByNumber(orderNumber), marketsOffered(payload, locale)])
      const market = markets.find((m) => m.code === cart?.marketCode) ?? markets.find((m) => m.currency === cart?.currency) ?? markets[0]
      if (!market) throw new Error('No market is enabled')
      return { orderNumber, market, presumedCountry: presumedCountry(market, locale) }
    }
    const refFor = refOf ?? cartsOwnRef
    const service = cartFor(locale)
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
        return (await service.updateCart(await refFor(cart.number), { email })).record
      },
      price,
      async checkBeforePaying(cart, priced) {
        await checkBookingFeesBeforePaying(payload, locale, cart.customerId, priced)
        const eventIds = priced.lines.flatMap((l) => (l.purchasable?.eventId ? [l.purchasable.eventId] : []))
        if (!eventIds.length && !priced.lines.some((l) => l.options.entryId !== undefined)) return
        await checkEntriesBeforePaying(entryStore, cart, cartEntries(priced, await entryEvents(payload, eventIds, locale)))
      },
      complete: async (input) => {
        // The order's lines are described in the buyer's language, whoever completes it (a webhook has none).
        const orderLocale = normaliseLocale(input.locale) ?? locale
        const orderPrice = orderLocale === locale ? price : cartFor(orderLocale).price
        const completion: CompletionDeps = {
          orders: payloadOrderStore(payload),
          findCart,
          price: orderPrice,
          newOrderNumber,
          newAccessKey,
          steps: [
            runClubMembershipStep,
            entriesStep(entryStore, (ids) => entryEvents(payload, ids, orderLocale)),
            bookingFeesOrderStep(payload, orderLocale),
            // After the entries: they are made with the order and become the account's with it.
            guestOrderOwnerStep((handle) => payloadGuestOrderLinks(payload, handle as Tx)),
            orderMailsStep(payload),
          ],
        }
        // A cart priced in another language than the order's is priced again in the order's.
        const outcome = await completeOrder(completion, { ...input, locale: orderLocale, pricedCart: orderLocale === locale ? input.pricedCart : undefined })
        if (outcome.outcome === 'completed') await orderCompleted(outcome.fewLeft)
        return outcome
      },
      isSignedUrl: (url) => verifySignedUrl(url, siteOrigins({ siteUrl: env.SITE_URL, aliases: env.SITE_ALIASES }), env.PAYLOAD_SECRET),
      completeUrl: completePaymentUrl,
      newHash: () => randomBytes(16).toString('hex'),
    }
  }

  /** Refunds in Payload's tables; each one that gives money back queues its buyer's mail. */
  const refundStore = () => payloadRefundStore(payload, (queue, refundId) => queueJob(queue, jobs.refundMade, { refundId }, `${jobs.refundMade.name}:${refundId}`))

  /** Paying as a webhook or a job does it: in the default language, with no request. */
  const unattended = async () => deps(defaultLocale, await getTranslator(defaultLocale))

  return {
    deps,
    /** What the webhooks need: the provider clients configured, the delivery log and settling. */
    async webhooks() {
      const paying = await unattended()
      return {
        stripe: stripeClient(env),
        stripeSecret: env.STRIPE_WEBHOOK_SECRET,
        paypal: payPalSetup(env),
        events: payloadWebhookEventStore(payload),
        settle: (report: ProviderReport) => settleReport(paying, report),
        async refunded(report: ProviderRefundReport, key: string) {
          const order = await payloadOrderStore(payload).orderByPayment(report.reference)
          if (!order) return 'ignored' as const
          return (await recordProviderRefund(refundStore(), order.id, key, report.refundedInAll)) ? ('refunded' as const) : ('ignored' as const)
        },
      }
    },
    /** Refunds over the gateways payments use (src/commerce/refunds). */
    async refunds(): Promise<RefundDeps> {
      return { store: refundStore(), gateways: (await unattended()).gateways }
    },
    /** The reconcile job's run over payments left pending (see reconcilePayments). */
    async reconcile(options?: Parameters<typeof reconcilePayments>[1]) {
      return reconcilePayments(await unattended(), options)
    },
  }
}
