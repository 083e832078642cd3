import { z } from 'zod'
import { jsonColumn } from '../../db/drizzle-tables'
import type { Locale } from '../../i18n/locales'
import { addressLines } from '../address-format'
import { isCurrencyCode, type Money, money } from '../money'
import { storedAddress, storedOrderLine } from '../stored-shapes'
import type { InvoiceView } from './invoice-view'

const minorUnits = z.number().int()

/**
 * What an invoice reads of an order, as Payload answers it: the JSON parts (lines, tax lines, the
 * billing address) stay unread here and are checked by `invoiceViewOf`, which names the part that
 * is malformed. An order not yet invoiced has no number.
 */
export const storedInvoiceOrder = z.looseObject({
  number: z.string(),
  email: z.string(),
  locale: z.string(),
  currency: z.string().refine(isCurrencyCode, 'an ISO 4217 currency code'),
  lineItems: z.unknown(),
  // Side by side in the orders collection (a row of fields, not a group).
  itemSubtotal: minorUnits,
  totalDiscount: minorUnits,
  totalShippingCost: minorUnits,
  totalTax: minorUnits,
  totalPrice: minorUnits,
  taxLines: z.unknown(),
  pricesIncludeTax: z.boolean(),
  invoiceNumber: z.string().nullish(),
  invoicedAt: z.string().nullish(),
  billingAddress: z.unknown(),
})

export type StoredInvoiceOrder = z.infer<typeof storedInvoiceOrder>

const invoiceLines = z.array(storedOrderLine.pick({ description: true, qty: true, unitPrice: true, subtotal: true }))
const storedTaxLines = z.array(z.looseObject({ name: z.string(), percent: z.number(), amount: minorUnits, included: z.boolean() }))

export class NotInvoicedError extends Error {
  constructor(orderNumber: string) {
    super(`Order ${orderNumber} has no invoice number yet`)
    this.name = 'NotInvoicedError'
  }
}

/** The invoice of an invoiced order, in the buyer's `locale`; a malformed JSON part throws, naming it. */
export function invoiceViewOf(order: StoredInvoiceOrder, seller: InvoiceView['seller'], locale: Locale): InvoiceView {
  const { number, currency } = order
  if (!order.invoiceNumber || !order.invoicedAt) throw new NotInvoicedError(number)
  const cash = (amount: number): Money => money(amount, currency)
  const lines = jsonColumn(invoiceLines, order.lineItems, `order ${number} lineItems`) ?? []
  const taxLines = jsonColumn(storedTaxLines, order.taxLines, `order ${number} taxLines`) ?? []
  const address = jsonColumn(storedAddress, order.billingAddress, `order ${number} billingAddress`)
  const name = [address?.firstName?.trim(), address?.lastName?.trim()].filter(Boolean).join(' ')
  return {
    invoiceNumber: order.invoiceNumber,
    issuedAt: order.invoicedAt,
    orderNumber: number,
    locale,
    seller,
    buyer: {
      name: name || address?.company?.trim() || order.email,
      // The name heads the block on its own; the company, street and town follow as the country writes them.
      addressLines: address ? addressLines({ ...address, firstName: null, lastName: null, ...(name ? {} : { company: null }) }, locale) : [],
      email: order.email,
    },
    // Each line before the discount, as the order page and mail show it: the lines add up to the subtotal.
    lines: lines.map((line) => ({ description: line.description, qty: line.qty, unitPrice: cash(line.unitPrice), total: cash(line.subtotal) })),
    itemSubtotal: cash(order.itemSubtotal),
    totalDiscount: cash(order.totalDiscount),
    totalShippingCost: cash(order.totalShippingCost),
    taxLines: taxLines.map((line) => ({ name: line.name, percent: line.percent, amount: cash(line.amount), included: line.included })),
    totalTax: cash(order.totalTax),
    totalPrice: cash(order.totalPrice),
    pricesIncludeTax: order.pricesIncludeTax,
  }
}
