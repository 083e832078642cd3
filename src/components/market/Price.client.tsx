'use client'

import { useTranslations } from 'next-intl'
import { formatMoney } from '../../commerce/money'
import { type PriceTag, shownPrice } from './market-choice'
import { useMarket } from './MarketProvider.client'

/**
 * A price in the visitor's market, with its tax wording ("£25.00 incl. VAT", "From CA$45.00 CAD plus
 * tax"), or that it is not sold there. Server pages pass `priceTags` (written); forms, their own data.
 */
export function Price({ prices, from = false }: { prices: readonly PriceTag[]; from?: boolean }) {
  const t = useTranslations('shop')
  const { current, locale } = useMarket()
  if (!current) return null
  const shown = shownPrice(prices, current)
  if (shown.kind === 'not-sold') return <span className="price price--not-sold">{t('notSoldHere', { market: shown.market })}</span>
  const amount = shown.price.text ?? formatMoney(shown.price, locale)
  return (
    <span className="price">
      {from ? t('from', { price: amount }) : amount} <small className="price__tax">{shown.taxIncluded ? t('taxIncluded') : t('taxAdded')}</small>
    </span>
  )
}
