import 'server-only'
import type { Payload } from 'payload'
import { refundEmail } from '../../commerce/refunds/refund-email'
import { defaultLocale, normaliseLocale } from '../../i18n/locales'
import { getTranslator } from '../../i18n/server-translator'
import { orderUrl } from '../payments/links'
import { orderById } from '../stores/order-store'
import { payloadRefundStore } from '../stores/refund-store'

/** Money went back to a buyer: they are told how much and for what, in the order's language (a job). */
export async function sendRefundMail(payload: Payload, refundId: number): Promise<void> {
  const refund = await payloadRefundStore(payload).byId(refundId)
  if (!refund) throw new Error(`No refund ${refundId}`)
  const order = await orderById(payload, refund.orderId)
  if (!order) throw new Error(`No order ${refund.orderId} for refund ${refundId}`)
  const locale = normaliseLocale(order.locale) ?? defaultLocale
  const mail = refundEmail({ orderNumber: order.number, amount: refund.amount, orderLines: order.lineItems, lines: refund.lines }, locale, orderUrl(order), await getTranslator(locale))
  await payload.sendEmail({ to: order.email, ...mail })
}
