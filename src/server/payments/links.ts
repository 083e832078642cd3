import 'server-only'
import { defaultLocale, localizedPath, type Locale, normaliseLocale } from '../../i18n/locales'
import { env } from '../../lib/env'
import { buyerOrigin } from '../../lib/http/site-origin'
import type { Order } from '../../commerce/orders/complete-order'
import { signUrl } from '../../commerce/payments/signed-urls'

export const SANDBOX_APPROVAL_PATH = '/actions/milepost/payments/sandbox-approval'
/** The site's page where the buyer approves or cancels a sandbox charge, in their language. */
export const SANDBOX_APPROVAL_PAGE = '/payment-approval'

export const sandboxApprovalPage = (locale: Locale, reference: string) => `${env.SITE_URL}${localizedPath(locale, SANDBOX_APPROVAL_PAGE)}?reference=${reference}`

const COMPLETE_PAYMENT_PATH = '/actions/milepost/payments/complete-payment'

export const completePaymentUrl = (hash: string) => `${env.SITE_URL}${COMPLETE_PAYMENT_PATH}?commerceTransactionHash=${hash}`

/** The buyer's link to the order page (unguessable: it carries the order's access key). */
export function orderUrl(order: Pick<Order, 'number' | 'accessKey' | 'locale'>): string {
  const locale = normaliseLocale(order.locale) ?? defaultLocale
  return `${env.SITE_URL}${localizedPath(locale, '/order')}?number=${encodeURIComponent(order.number)}&key=${order.accessKey}`
}

/** The order's invoice PDF, a path in `locale` behind the same unguessable link as the order page (for the order page's download link). */
export const invoiceHref = (locale: Locale, order: Pick<Order, 'number' | 'accessKey'>): string =>
  `${localizedPath(locale, '/order/invoice')}?number=${encodeURIComponent(order.number)}&key=${encodeURIComponent(order.accessKey)}`

/** The invoice's full address in the buyer's language, for the confirmation mail. */
export function invoiceUrl(order: Pick<Order, 'number' | 'accessKey' | 'locale'>): string {
  return `${env.SITE_URL}${invoiceHref(normaliseLocale(order.locale) ?? defaultLocale, order)}`
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
