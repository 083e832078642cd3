import { siteIdOf } from '../../i18n/locales'
import { storedValue } from '../../lib/stored-value'
import { bareLabel, lineName } from '../cart/line-details'
import { type Money, money, toDecimalString } from '../money'
import { type StoredOrderLine, storedAddress, storedOrderLines, storedTaxLines } from '../stored-shapes'

/** An order as the export reads it (a row of the orders collection). */
export type ExportedOrder = {
  number: string
  createdAt: string
  status: string
  email: string
  locale: string
  gateway: string
  paymentReference: string
  couponCode?: string | null
  itemSubtotal: number
  totalDiscount: number
  totalShippingCost: number
  totalTax: number
  totalPrice: number
  /** Empty on orders kept before currencies were stored: those are in pounds. */
  currency?: string | null
  invoiceNumber?: string | null
  /** JSON columns, checked as they are read (stored-shapes.ts). */
  lineItems: unknown
  taxLines?: unknown
  billingAddress?: unknown
  shippingAddress?: unknown
}

export const ORDER_CSV_COLUMNS = [
  'number',
  'placed_at',
  'status',
  'email',
  'locale',
  'site_id',
  'gateway',
  'payment_reference',
  'invoice_number',
  'coupon',
  'items',
  'currency',
  'item_subtotal',
  'discount',
  'shipping',
  'tax',
  'tax_detail',
  'total',
  'billing_name',
  'shipping_country',
  'shipping_postcode',
  'shipping_name',
  'shipping_company',
  'shipping_line1',
  'shipping_line2',
  'shipping_city',
  'shipping_region',
] as const

const FORMER_CURRENCY = 'GBP'

/**
 * One CSV cell: quoted when needed, and a text that a spreadsheet would run as a formula
 * (=, +, -, @, tab, return at the start) is prefixed with ' so it stays text.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** "VAT 20% 4.17; QST 9.975% 9.98 added": each rate of the order's tax, in the order's currency. */
function taxDetailCell(order: ExportedOrder, amount: (minor: number) => Money): string {
  if (order.taxLines === null || order.taxLines === undefined) return ''
  const lines = storedValue(storedTaxLines, order.taxLines, `order ${order.number} taxLines`)
  return lines.map((line) => `${line.name} ${line.percent}% ${toDecimalString(amount(line.amount))}${line.included ? '' : ' added'}`).join('; ')
}

/** "2 × WATER-BOTTLE Trail hoodie (Black, M)": kit with the SKU the warehouse picks by; plans and entries by their title. */
function itemCell(line: StoredOrderLine): string {
  const sku = line.kind === 'plan' || line.kind === 'entry' ? null : line.sku
  const name = lineName(line, bareLabel)
  return `${line.qty} × ${sku && sku !== name ? `${sku} ${name}` : name}`
}

export function orderCsvRow(order: ExportedOrder): string {
  const lines = storedValue(storedOrderLines, order.lineItems, `order ${order.number} lineItems`)
  const address = (value: unknown, which: string) => (value === null || value === undefined ? {} : storedValue(storedAddress, value, `order ${order.number} ${which}`))
  const billing = address(order.billingAddress, 'billingAddress')
  const shipping = address(order.shippingAddress, 'shippingAddress')
  const currency = order.currency || FORMER_CURRENCY
  const amount = (minor: number) => money(minor, currency)
  const decimal = (minor: number) => toDecimalString(amount(minor))
  const cells = [
    order.number,
    order.createdAt,
    order.status,
    order.email,
    order.locale,
    siteIdOf(order.locale),
    order.gateway,
    order.paymentReference,
    order.invoiceNumber ?? '',
    order.couponCode ?? '',
    lines.map(itemCell).join('; '),
    currency,
    decimal(order.itemSubtotal),
    decimal(order.totalDiscount),
    decimal(order.totalShippingCost),
    decimal(order.totalTax),
    taxDetailCell(order, amount),
    decimal(order.totalPrice),
    [billing.firstName, billing.lastName].filter(Boolean).join(' '),
    shipping.countryCode ?? '',
    shipping.postcode ?? '',
    // The whole address, so a parcel can be sent from the export alone.
    [shipping.firstName, shipping.lastName].filter(Boolean).join(' '),
    shipping.company ?? '',
    shipping.addressLine1 ?? '',
    shipping.addressLine2 ?? '',
    shipping.city ?? '',
    shipping.county ?? '',
  ]
  return cells.map(csvCell).join(',')
}

export const orderCsvHeader = () => ORDER_CSV_COLUMNS.join(',')
