'use client'

import type { ReactNode } from 'react'
import type { Money } from '../../commerce/money'
import { priceIn } from '../../commerce/prices'
import { useMarket } from './MarketProvider.client'

/** Its children (an "Enter" or "Buy" link) only where the item has a price in the visitor's market; its price says why not elsewhere. */
export function SoldHere({ prices, children }: { prices: readonly Money[]; children: ReactNode }) {
  const { current } = useMarket()
  return !current || priceIn(prices, current.currency) ? children : null
}
