'use client'

import { useEffect, useRef } from 'react'
import { entryCompletePath } from '../../entries/handover'
import { type Locale, localizedPath } from '../../i18n/locales'
import { useSession } from '../session/SessionProvider.client'
import { LAST_ORDER_KEY } from './last-order'

/**
 * Spec §4, after the PayPal (or 3-D Secure) return: the order is kept in the browser, then the
 * cart is cleared and a new one loaded. Renders nothing.
 */
export function PaymentReturn({ order, locale }: { order: { number: string; accessKey: string }; locale: Locale }) {
  const { status, cart, clearCart } = useSession()
  const done = useRef(false)
  useEffect(() => {
    if (status !== 'ready' || done.current) return
    done.current = true
    window.localStorage.setItem(LAST_ORDER_KEY, JSON.stringify(order))
    // Entries paid for end on the entry flow's last step (spec §4 complete).
    const entriesDone = entryCompletePath(cart, order)
    void clearCart().then(() => {
      if (entriesDone) window.location.replace(localizedPath(locale, entriesDone))
    })
  }, [status, cart, clearCart, order, locale])
  return null
}
