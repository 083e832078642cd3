import { describe, expect, it } from 'vitest'
import { HttpError } from '@/lib/http/client'
import { cartErrorMessage, cartOfError, optimisticCart } from './cart-calls'
import type { CartView, LineItemView } from '@/commerce/cart/view'

const line = (id: number, qty: number, price: number, discount = 0, tax = 0): LineItemView => ({
  id,
  purchasableId: id * 10,
  qty,
  options: {},
  description: '',
  sku: null,
  price,
  salePrice: price,
  subtotal: price * qty,
  discount,
  total: price * qty - discount,
  tax,
  isAvailable: true,
  kind: 'merch',
  snapshot: null,
})

const cart = {
  lineItems: [line(1, 2, 12.5, 2.5), line(2, 1, 28)],
  totalQty: 3,
  itemSubtotal: 53,
  totalDiscount: 2.5,
  totalShippingCost: 3.95,
  totalTax: 0,
  totalPrice: 54.45,
} as CartView

describe('optimistic cart', () => {
  it('changes quantities and the totals that follow', () => {
    const next = optimisticCart(cart, { 1: { qty: 4 } })
    expect(next.lineItems[0]).toMatchObject({ qty: 4, subtotal: 50, discount: 5, total: 45 })
    expect(next).toMatchObject({ totalQty: 5, itemSubtotal: 78, totalDiscount: 5, totalPrice: 76.95 })
  })

  it('adds tax to the total only where it is added to prices (Canada), never the VAT they already include', () => {
    const vat = { ...cart, pricesIncludeTax: true, totalTax: 9.08 }
    expect(optimisticCart(vat, { 2: { remove: true } })).toMatchObject({ itemSubtotal: 25, totalPrice: 26.45 })
    const canadian = { ...cart, pricesIncludeTax: false, totalTax: 8.17 }
    expect(optimisticCart(canadian, { 2: { remove: true } })).toMatchObject({ itemSubtotal: 25, totalPrice: 34.62 })
  })

  it('drops removed lines', () => {
    expect(optimisticCart(cart, { 2: { remove: true } }).lineItems.map((l) => l.id)).toEqual([1])
    expect(optimisticCart(cart, { 1: { qty: 0 } })).toMatchObject({ totalQty: 1, itemSubtotal: 28 })
  })
})

describe('a refused cart change shows the first field message and keeps the saved cart (K5)', () => {
  const refused = new HttpError(400, { error: 'Unable to update cart', errors: { couponCode: ['Coupon not valid.', 'second'] }, cart })

  it('shows the first message of the field, else of any field, else the error', () => {
    expect(cartErrorMessage(refused, 'couponCode')).toBe('Coupon not valid.')
    expect(cartErrorMessage(new HttpError(400, { error: 'Unable to update cart', errors: { 'lineItems.0.qty': ['Only 2 left'] } }))).toBe('Only 2 left')
    expect(cartErrorMessage(new HttpError(400, { error: 'Unknown gateway' }))).toBe('Unknown gateway')
    expect(cartErrorMessage(new Error('offline'))).toBeNull()
  })

  it('finds the saved cart that came with a refusal', () => {
    expect(cartOfError(refused)).toBe(cart)
    expect(cartOfError(new HttpError(404, { error: 'Cart not found' }))).toBeNull()
  })
})
