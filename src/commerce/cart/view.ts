import { STORE_CURRENCY, toDecimal } from '../money'
import type { CartResult } from './service'
import type { PricedCart } from './totals'
import type { CartProblem, LineOptions, PurchasableKind, PurchasableSnapshot } from './types'

export type LineItemView = {
  id: number
  purchasableId: number
  qty: number
  options: LineOptions
  description: string
  sku: string | null
  price: number
  salePrice: number
  subtotal: number
  discount: number
  total: number
  /** Free to buy at this quantity now; false when sold out or withdrawn since it was added. */
  isAvailable: boolean
  kind: PurchasableKind | null
  snapshot: PurchasableSnapshot | null
}

export type CartView = {
  id: number | null
  number: string
  email: string | null
  isCompleted: boolean
  couponCode: string | null
  gatewayId: number | null
  shippingMethodHandle: string | null
  shippingAddress: CartResult['record']['shippingAddress']
  billingAddress: CartResult['record']['billingAddress']
  notes: string | null
  customerId: number | null
  lineItems: LineItemView[]
  totalQty: number
  itemSubtotal: number
  totalDiscount: number
  totalShippingCost: number
  totalTax: number
  totalPrice: number
  currency: string
  needsShipping: boolean
  notices: { field: string; message: string }[]
}

/** The cart as the site API shows it: decimals like Craft Commerce, notices in the visitor's words. */
export function cartView({ record, priced }: CartResult, describe: (problem: CartProblem) => string): CartView {
  const noticed = new Set(priced.notices.map((n) => n.field))
  return {
    id: record.id,
    number: record.number,
    email: record.email,
    isCompleted: record.isCompleted,
    couponCode: record.couponCode,
    gatewayId: record.gatewayId,
    shippingMethodHandle: record.shippingMethodHandle,
    shippingAddress: record.shippingAddress,
    billingAddress: record.billingAddress,
    notes: record.notes,
    customerId: record.customerId,
    lineItems: priced.lines.map((line, index) => ({
      id: line.id,
      purchasableId: line.purchasableId,
      qty: line.qty,
      options: line.options,
      description: line.purchasable ? describeLine(line.purchasable.snapshot) : '',
      sku: line.purchasable?.sku ?? null,
      price: toDecimal(line.unitPrice),
      salePrice: toDecimal(line.unitPrice),
      subtotal: toDecimal(line.subtotal),
      discount: toDecimal(line.discount),
      total: toDecimal(line.total),
      isAvailable: !noticed.has(`lineItems.${index}.qty`),
      kind: line.purchasable?.kind ?? null,
      snapshot: line.purchasable?.snapshot ?? null,
    })),
    totalQty: priced.totalQty,
    itemSubtotal: toDecimal(priced.itemSubtotal),
    totalDiscount: toDecimal(priced.totalDiscount),
    totalShippingCost: toDecimal(priced.totalShippingCost),
    totalTax: toDecimal(priced.totalTax),
    totalPrice: toDecimal(priced.totalPrice),
    currency: STORE_CURRENCY,
    needsShipping: priced.needsShipping,
    notices: priced.notices.map((n) => ({ field: n.field, message: describe(n.problem) })),
  }
}

function describeLine(snapshot: PurchasableSnapshot): string {
  return snapshot.variantTitle && snapshot.variantTitle !== snapshot.title ? `${snapshot.title} – ${snapshot.variantTitle}` : snapshot.title
}

/** What the cart would cost sent to one country (checkout's summary before the address is saved). */
export type ShippingQuoteView = { countryCode: string; needsShipping: boolean; shippingAvailable: boolean; totalShippingCost: number; totalPrice: number }

export function shippingQuoteView(countryCode: string, priced: PricedCart): ShippingQuoteView {
  return {
    countryCode,
    needsShipping: priced.needsShipping,
    shippingAvailable: !priced.notices.some((n) => n.field === 'shippingAddress.countryCode'),
    totalShippingCost: toDecimal(priced.totalShippingCost),
    totalPrice: toDecimal(priced.totalPrice),
  }
}

/** The cart as checkout shows it once the country its kit goes to is known. */
export function withShippingQuote(cart: CartView, quote: ShippingQuoteView | null): CartView {
  if (!quote || !cart.needsShipping || !quote.shippingAvailable) return cart
  return { ...cart, shippingMethodHandle: cart.shippingMethodHandle ?? 'standard', totalShippingCost: quote.totalShippingCost, totalPrice: quote.totalPrice }
}
