'use client'

import { useEffect, useRef } from 'react'
import { useSession } from '../session/SessionProvider'
import { LAST_ORDER_KEY } from './last-order'

/**
 * Spec §4, after the PayPal (or 3-D Secure) return: the order is kept in the browser, then the
 * cart is cleared and a new one loaded. Renders nothing.
 */
export function PaymentReturn({ order }: { order: { number: string; accessKey: string } }) {
  const { status, clearCart } = useSession()
  const done = useRef(false)
  useEffect(() => {
    if (status !== 'ready' || done.current) return
    done.current = true
    window.localStorage.setItem(LAST_ORDER_KEY, JSON.stringify(order))
    void clearCart()
  }, [status, clearCart, order])
  return null
}
