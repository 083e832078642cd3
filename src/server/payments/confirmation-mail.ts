import 'server-only'
import type { Payload } from 'payload'
import { defaultLocale, normaliseLocale } from '../../i18n/locales'
import { getTranslator } from '../../i18n/server-translator'
import { env } from '../../lib/env'
import { confirmationEmail } from '../../commerce/orders/confirmation-email'
import { orderByNumber } from '../stores/order-store'
import { deliveredPlanPath } from '../training/plan-links'
import { invoiceUrl, orderUrl } from './links'

/** The confirmation mail in the order's language (a job: a failure is retried, never undoes the order). */
export async function sendOrderConfirmation(payload: Payload, orderNumber: string): Promise<void> {
  const order = await orderByNumber(payload, orderNumber)
  if (!order) throw new Error(`No order ${orderNumber}`)
  const locale = normaliseLocale(order.locale) ?? defaultLocale
  const t = await getTranslator(locale)
  const mail = confirmationEmail(order, locale, { order: orderUrl(order), invoice: order.invoiceNumber ? invoiceUrl(order) : null }, t, (line) => {
    const path = deliveredPlanPath(order, line, locale)
    return path && `${env.SITE_URL}${path}`
  })
  await payload.sendEmail({ to: order.email, ...mail })
}
