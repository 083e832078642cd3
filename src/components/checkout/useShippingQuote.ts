'use client'

import { useEffect, useState } from 'react'
import type { CartView, ShippingQuoteView } from '../../commerce/cart/view'
import { type HttpClient, siteApi } from '../../lib/http/client'
import type { PricedAt } from './flow/checkout-machine'

/**
 * The cart priced for the address the buyer picked (its shipping, and its tax: a Canadian
 * province's), asked again whenever the address's country or province or the cart's contents
 * change, so the summary and the Pay button show what will be charged before anything is saved.
 * `pending` while the answer for what is on screen has not come.
 */
export function useShippingQuote(client: HttpClient, cart: CartView | null, at: PricedAt | null) {
  const [answered, setAnswered] = useState<{ key: string; quote: ShippingQuoteView | null } | null>(null)
  // An empty or unsaved cart (the new one after paying) has nothing to price, and no row to name.
  const key =
    cart && at && cart.id !== null && cart.lineItems.length > 0 && !cart.isCompleted
      ? [cart.number, cart.currency, at.countryCode, at.county ?? '', cart.itemSubtotal, cart.totalDiscount, cart.totalQty, cart.couponCode].join('|')
      : null

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds everything of the cart and the address the quote depends on
  useEffect(() => {
    if (!key || !cart || !at) return
    let current = true
    client.post<{ quote: ShippingQuoteView }>(siteApi.shippingQuote, { orderNumber: cart.number, countryCode: at.countryCode, county: at.county }).then(
      (answer) => current && setAnswered({ key, quote: answer.quote }),
      (error: unknown) => {
        console.warn('[milepost] Could not price shipping', error)
        if (current) setAnswered({ key, quote: null })
      },
    )
    return () => {
      current = false
    }
  }, [client, key])

  const quote = key && answered?.key === key ? answered.quote : null
  return { quote, pending: !!key && answered?.key !== key }
}
