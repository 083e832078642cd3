'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'
import type { Money } from '@/commerce/money'
import { priceIn } from '@/commerce/prices'
import { cartErrorMessage } from '@/components/cart/cart-calls'
import { useMarket } from '@/components/market/MarketProvider.client'
import { AppLink } from '@/components/ui/AppLink.client'
import { useSession } from '@/components/session/SessionProvider.client'

/** A paid plan's "Add to basket": one copy, nothing to choose; none where the plan is not sold (its price says so). */
export function AddPlanToBasket({ purchasableId, title, prices }: { purchasableId: number; title: string; prices: readonly Money[] }) {
  const t = useTranslations('shop')
  const tCart = useTranslations('cart')
  const id = useId()
  const { addToCart } = useSession()
  const { current: market } = useMarket()
  const [state, setState] = useState<{ state: 'idle' | 'adding' | 'added' } | { state: 'error'; message: string }>({ state: 'idle' })

  async function add() {
    setState({ state: 'adding' })
    try {
      await addToCart(purchasableId, 1)
      setState({ state: 'added' })
    } catch (error) {
      setState({ state: 'error', message: cartErrorMessage(error) ?? tCart('updateFailed') })
    }
  }

  if (market && !priceIn(prices, market.currency)) return null

  return (
    <div className="plan-buy">
      <button type="button" className="btn btn--red" disabled={state.state === 'adding'} aria-describedby={`${id}-note`} aria-label={`${t('addToBasket')}: ${title}`} onClick={() => void add()}>
        {state.state === 'adding' ? t('adding') : t('addToBasket')}
      </button>
      <p className="plan-buy__note" id={`${id}-note`} role="status">
        {state.state === 'added' && (
          <>
            {t('added')} <AppLink href="/basket">{t('viewBasket')}</AppLink>
          </>
        )}
        {state.state === 'error' && <span className="product__error">{state.message}</span>}
      </p>
    </div>
  )
}
