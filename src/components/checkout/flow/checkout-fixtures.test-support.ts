import type { Address } from '@/commerce/cart/types'
import type { CartView, LineItemView, ShippingQuoteView } from '@/commerce/cart/view'

/** Carts, quotes and addresses as the checkout sees them (the site API's CartView). */
export const line = (over: Partial<LineItemView> = {}): LineItemView => ({
  id: 1,
  purchasableId: 10,
  qty: 1,
  options: {},
  description: 'Race belt',
  sku: 'RACE-BELT',
  price: 18,
  salePrice: 18,
  subtotal: 18,
  discount: 0,
  total: 18,
  tax: 0,
  isAvailable: true,
  kind: 'merch',
  snapshot: { title: 'Race belt', variantTitle: 'Race belt', path: '/shop/products/race-belt', image: null, attributes: {} },
  ...over,
})

/** A saved cart of one race belt (kit to send), nothing entered yet. */
export const cartOf = (over: Partial<CartView> = {}): CartView => ({
  id: 7,
  number: 'cart-7',
  email: null,
  isCompleted: false,
  couponCode: null,
  gatewayId: null,
  shippingMethodHandle: null,
  shippingAddress: null,
  billingAddress: null,
  notes: null,
  customerId: null,
  lineItems: [line()],
  totalQty: 1,
  itemSubtotal: 18,
  totalDiscount: 0,
  totalShippingCost: 0,
  totalTax: 0,
  totalPrice: 18,
  currency: 'GBP',
  market: 'uk',
  pricesIncludeTax: true,
  taxLines: [],
  taxCountry: 'GB',
  taxRegion: null,
  needsShipping: true,
  notices: [],
  ...over,
})

/** A training plan: nothing to send. */
export const digitalCart = (over: Partial<CartView> = {}) =>
  cartOf({ lineItems: [line({ kind: 'plan', description: 'Faster 10K', price: 19, subtotal: 19, total: 19 })], itemSubtotal: 19, totalPrice: 19, needsShipping: false, ...over })

export const quote = (over: Partial<ShippingQuoteView> = {}): ShippingQuoteView => ({
  countryCode: 'FR',
  needsShipping: true,
  shippingAvailable: true,
  totalShippingCost: 8.95,
  totalTax: 0,
  totalPrice: 26.95,
  taxLines: [],
  ...over,
})
export const quoted = (q: ShippingQuoteView | null = quote()) => ({ quote: q, pending: false })
export const noQuote = { quote: null, pending: false }

export const lyon: Address = { countryCode: 'FR', firstName: 'Camille', lastName: 'Coureur', addressLine1: '12 rue du Stade', city: 'Lyon', postcode: '69007' }
export const leeds: Address = { countryCode: 'GB', firstName: 'Robin', lastName: 'Runner', addressLine1: '1 Track Lane', city: 'Leeds', postcode: 'LS1 1AA' }
