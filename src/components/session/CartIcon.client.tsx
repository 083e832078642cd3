'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { AppLink } from '../ui/AppLink.client'
import { CART_CONFETTI, celebrate } from './confetti'
import { useSession } from './SessionProvider.client'

/** Links to the basket (spec: /basket/; this site has no trailing slashes) with the cart's item count (spec §2). */
export function CartIcon() {
  const t = useTranslations('nav')
  const { cart, added } = useSession()
  const count = cart?.totalQty ?? 0
  const ref = useRef<HTMLAnchorElement>(null)
  const [celebrating, setCelebrating] = useState(false)

  useEffect(() => {
    if (!added || !ref.current) return
    setCelebrating(true)
    void celebrate(ref.current).catch(() => undefined)
    const done = setTimeout(() => setCelebrating(false), CART_CONFETTI.durationMs)
    return () => clearTimeout(done)
  }, [added])

  return (
    <AppLink ref={ref} href="/basket" className="icon-button cart-icon" data-celebrating={celebrating || undefined}>
      <span className="visually-hidden">{t('basketCount', { count })}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9.5" cy="19.5" r="1.4" />
        <circle cx="17" cy="19.5" r="1.4" />
      </svg>
      <span className="cart-icon__count" data-testid="cart-count" aria-hidden="true">
        {count}
      </span>
    </AppLink>
  )
}
