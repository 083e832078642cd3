'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useId, useRef, useState } from 'react'
import { marketCookie } from '../../commerce/markets'
import { useMarket } from '../market/MarketProvider.client'
import { useSession } from '../session/SessionProvider.client'
import { useDismiss } from '../ui/useDismiss'

/**
 * Issue 27: the visitor's market, beside the language (the one prices are shown in: MarketProvider).
 * Choosing another empties the basket (one currency per cart), once the shopper agreed, and reloads
 * the page in the new market.
 */
export function MarketSwitcher() {
  const t = useTranslations('nav')
  const { cart, clearCart } = useSession()
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const listId = useId()
  const { markets, current: shown } = useMarket()

  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)

  if (!shown || markets.length < 2) return null

  async function choose(target: string) {
    if (!shown || target === shown.code) return setOpen(false)
    if (cart && cart.totalQty > 0 && !window.confirm(t('marketEmptiesBasket'))) return setOpen(false)
    document.cookie = marketCookie(target, window.location.protocol === 'https:')
    await clearCart()
    window.location.reload()
  }

  return (
    <div className="market-switcher" ref={ref}>
      <button type="button" className="market-switcher__button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span className="visually-hidden">{t('market')}: </span>
        <span aria-hidden="true" className="market-switcher__currency">
          {shown.currencySign}
        </span>
        <span className="market-switcher__name">{shown.name}</span>
      </button>
      <ul id={listId} className="market-switcher__list" hidden={!open} aria-label={t('chooseMarket')}>
        {markets.map((market) => (
          <li key={market.code}>
            <button type="button" aria-current={market.code === shown.code ? 'true' : undefined} onClick={() => void choose(market.code)}>
              {market.name} <span className="market-switcher__option-currency">{market.currencyLabel}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
