import 'server-only'
import type { Payload } from 'payload'
import { kitShippedEmail } from '../../commerce/fulfilment/shipped-email'
import { defaultLocale, normaliseLocale } from '../../i18n/locales'
import { getTranslator } from '../../i18n/server-translator'
import { orderUrl } from '../payments/links'
import { orderById } from '../stores/order-store'
import { orderFulfilment, shipmentById } from '../stores/shipment-store'

/** A parcel of kit left: its buyer is mailed what it holds and how to track it, in the order's language (a job). */
export async function sendKitShippedMail(payload: Payload, shipmentId: number): Promise<void> {
  const parcel = await shipmentById(payload, shipmentId)
  if (!parcel) throw new Error(`No order shipment ${shipmentId}`)
  const [order, fulfilment] = await Promise.all([orderById(payload, parcel.orderId), orderFulfilment(payload, parcel.orderId)])
  if (!order || !fulfilment) throw new Error(`No order ${parcel.orderId} for shipment ${shipmentId}`)
  const locale = normaliseLocale(order.locale) ?? defaultLocale
  const t = await getTranslator(locale)
  const mail = kitShippedEmail(
    {
      orderNumber: order.number,
      orderLines: order.lineItems,
      lines: parcel.lines,
      carrier: parcel.carrier,
      trackingNumber: parcel.trackingNumber,
      trackingUrl: parcel.trackingUrl,
      fulfilment: fulfilment.fulfilment,
    },
    locale,
    orderUrl(order),
    t,
  )
  await payload.sendEmail({ to: order.email, ...mail })
}
