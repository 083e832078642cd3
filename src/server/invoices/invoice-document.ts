import 'server-only'
import type { GlobalSlug, Payload } from 'payload'
import { z } from 'zod'
import { invoiceViewOf, storedInvoiceOrder } from '../../commerce/invoices/invoice-of-order'
import { renderInvoicePdf } from '../../commerce/invoices/invoice-pdf'
import { sellerOf } from '../../commerce/invoices/seller'
import type { Locale } from '../../i18n/locales'
import { createMessageTranslator } from '../../i18n/translator'
import { orderForBuyer } from '../stores/order-store'

// A plain string: the global's slug is checked by Payload's generated types once it is registered.
const sellerSlug: string = 'seller'
const invoiced = z.looseObject({ invoiceNumber: z.string().min(1) })

/**
 * The invoice PDF behind a buyer's order link (its number and access key), in `locale`; null when
 * the link is wrong or the order has no invoice yet.
 */
export async function invoiceForBuyer(payload: Payload, number: string, key: string, locale: Locale): Promise<{ invoiceNumber: string; pdf: Uint8Array } | null> {
  if (!(await orderForBuyer(payload, number, key))) return null
  const { docs } = await payload.find({ collection: 'orders', where: { number: { equals: number } }, limit: 1, depth: 0, overrideAccess: true })
  const doc = docs[0]
  if (!invoiced.safeParse(doc).success) return null
  const [seller, t] = await Promise.all([payload.findGlobal({ slug: sellerSlug as GlobalSlug, depth: 0, overrideAccess: true }), createMessageTranslator(locale, 'invoice')])
  const view = invoiceViewOf(storedInvoiceOrder.parse(doc), sellerOf(seller), locale)
  return { invoiceNumber: view.invoiceNumber, pdf: await renderInvoicePdf(view, t) }
}
