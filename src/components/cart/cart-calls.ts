import { type HttpClient, HttpError, siteApi } from '@/lib/http/client'
import type { CartView } from '@/commerce/cart/view'
import type { LineOptions } from '@/commerce/cart/types'

export type LineItemChanges = Record<number, { qty?: number; options?: LineOptions; remove?: boolean }>

/** The browser's calls to update-cart (docs/site-api.md); each answers the whole cart. */
export const cartCalls = {
  add: (client: HttpClient, orderNumber: string | undefined, purchasableId: number, qty: number, options: LineOptions = {}) =>
    client.post<{ cart: CartView }>(siteApi.updateCart, { orderNumber, purchasableId, qty, options }),
  changeLines: (client: HttpClient, orderNumber: string | undefined, lineItems: LineItemChanges) => client.post<{ cart: CartView }>(siteApi.updateCart, { orderNumber, lineItems }),
  setCoupon: (client: HttpClient, orderNumber: string | undefined, couponCode: string) => client.post<{ cart: CartView }>(siteApi.updateCart, { orderNumber, couponCode }),
  /** Checkout fields and the gateway, in one update. */
  update: (client: HttpClient, orderNumber: string | undefined, fields: Record<string, unknown>) => client.post<{ cart: CartView }>(siteApi.updateCart, { ...fields, orderNumber }),
}

/** Spec §8: a refused update shows the first message of its fields (the coupon's for a coupon), else its error. */
export function cartErrorMessage(error: unknown, field?: string): string | null {
  if (!(error instanceof HttpError)) return null
  const errors = error.data.errors ?? {}
  const first = (field && errors[field]?.[0]) || Object.values(errors)[0]?.[0]
  return first ?? error.data.error ?? null
}

/** What a refusal says after its first message for a field: why ("This coupon expired on 1 March 2026."). */
export function cartErrorDetail(error: unknown, field: string): string | null {
  if (!(error instanceof HttpError)) return null
  return error.data.errors?.[field]?.slice(1).join(' ') || null
}

/** The saved cart a refused update answered with, if any. */
export function cartOfError(error: unknown): CartView | null {
  return error instanceof HttpError && error.data.cart && typeof error.data.cart === 'object' ? (error.data.cart as CartView) : null
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * The cart as it will most likely be after these changes, shown until the server answers: quantities,
 * removals and the totals that follow from them. The server's answer replaces it.
 */
export function optimisticCart(cart: CartView, changes: LineItemChanges): CartView {
  const lineItems = cart.lineItems.flatMap((line) => {
    const change = changes[line.id]
    if (!change) return [line]
    if (change.remove || change.qty === 0) return []
    const qty = change.qty ?? line.qty
    const subtotal = round2(line.price * qty)
    const discount = line.qty ? round2((line.discount * qty) / line.qty) : 0
    return [{ ...line, qty, options: change.options ?? line.options, subtotal, discount, total: round2(subtotal - discount) }]
  })
  const itemSubtotal = round2(lineItems.reduce((s, l) => s + l.subtotal, 0))
  const totalDiscount = round2(lineItems.reduce((s, l) => s + l.discount, 0))
  return {
    ...cart,
    lineItems,
    totalQty: lineItems.reduce((s, l) => s + l.qty, 0),
    itemSubtotal,
    totalDiscount,
    // VAT-style prices already hold their tax; only tax added to prices (Canada) adds to the total.
    totalPrice: round2(itemSubtotal - totalDiscount + cart.totalShippingCost + (cart.pricesIncludeTax ? 0 : cart.totalTax)),
  }
}
