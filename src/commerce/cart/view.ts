import { type CurrencyCode, toDecimal } from '../money'
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
  /** The tax in (prices that include tax) or on (Canada) the line's total. */
  tax: number
  /** Free to buy at this quantity now; false when sold out or withdrawn since it was added. */
  isAvailable: boolean
  kind: PurchasableKind | null
  snapshot: PurchasableSnapshot | null
}

export type TaxLineView = { name: string; rate: number; amount: number; included: boolean }

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
  /** Every amount of the cart is in this currency (ISO 4217), with its decimals. */
  currency: CurrencyCode
  /** The market the cart is shopped in (its code). */
  market: string | null
  /** Whether the prices include the tax (VAT markets) or the tax is added to them (Canada). */
  pricesIncludeTax: boolean
  /** The tax, rate by rate, where it was reckoned (the address the goods go to, else where the market presumes). */
  taxLines: TaxLineView[]
  taxCountry: string
  taxRegion: string | null
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
      tax: toDecimal(line.tax),
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
    currency: priced.currency,
    market: record.marketCode,
    pricesIncludeTax: priced.pricesIncludeTax,
    taxLines: taxLinesView(priced),
    taxCountry: priced.taxDestination.country,
    taxRegion: priced.taxDestination.region,
    needsShipping: priced.needsShipping,
    notices: priced.notices.map((n) => ({ field: n.field, message: describe(n.problem) })),
  }
}

function describeLine(snapshot: PurchasableSnapshot): string {
  return snapshot.variantTitle && snapshot.variantTitle !== snapshot.title ? `${snapshot.title} – ${snapshot.variantTitle}` : snapshot.title
}

/** What the cart would cost sent to one country (checkout's summary before the address is saved). */
export type ShippingQuoteView = {
  countryCode: string
  needsShipping: boolean
  shippingAvailable: boolean
  totalShippingCost: number
  totalTax: number
  totalPrice: number
  taxLines: TaxLineView[]
}

const taxLinesView = (priced: PricedCart): TaxLineView[] => priced.taxLines.map((line) => ({ name: line.name, rate: line.percent, amount: toDecimal(line.amount), included: line.included }))

export function shippingQuoteView(countryCode: string, priced: PricedCart): ShippingQuoteView {
  return {
    countryCode,
    needsShipping: priced.needsShipping,
    shippingAvailable: !priced.notices.some((n) => n.field === 'shippingAddress.countryCode'),
    totalShippingCost: toDecimal(priced.totalShippingCost),
    totalTax: toDecimal(priced.totalTax),
    totalPrice: toDecimal(priced.totalPrice),
    taxLines: taxLinesView(priced),
  }
}

/** The cart as checkout shows it once the address it is taxed at (and its kit goes to) is known. */
export function withShippingQuote(cart: CartView, quote: ShippingQuoteView | null): CartView {
  if (!quote || (cart.needsShipping && !quote.shippingAvailable)) return cart
  return {
    ...cart,
    shippingMethodHandle: cart.needsShipping ? (cart.shippingMethodHandle ?? 'standard') : cart.shippingMethodHandle,
    totalShippingCost: cart.needsShipping ? quote.totalShippingCost : cart.totalShippingCost,
    totalTax: quote.totalTax,
    totalPrice: quote.totalPrice,
    taxLines: quote.taxLines,
  }
}
