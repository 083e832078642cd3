'use client'

import { useEffect, useState } from 'react'
import type { CartView, ShippingQuoteView } from '../../commerce/cart/view'
import { type HttpClient, siteApi } from '../../lib/http/client'

/**
 * The cart priced for kit sent to the country the buyer picked, asked again whenever the country or
 * the cart's contents change, so the summary and the Pay button show what will be charged before
 * anything is saved. `pending` while the answer for what is on screen has not come.
 */
export function useShippingQuote(client: HttpClient, cart: CartView | null, countryCode: string | null | undefined) {
  const [answered, setAnswered] = useState<{ key: string; quote: ShippingQuoteView | null } | null>(null)
  const key = cart?.needsShipping && countryCode ? [cart.number, countryCode, cart.itemSubtotal, cart.totalDiscount, cart.totalQty, cart.couponCode].join('|') : null

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds everything of the cart and the country the quote depends on
  useEffect(() => {
    if (!key || !cart || !countryCode) return
    let current = true
    client.post<{ quote: ShippingQuoteView }>(siteApi.shippingQuote, { orderNumber: cart.number, countryCode }).then(
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
