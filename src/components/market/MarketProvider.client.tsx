'use client'

import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react'
import { MARKET_COOKIE } from '../../commerce/markets'
import type { Locale } from '../../i18n/locales'
import { readCookie } from '../../lib/http/cookies'
import { chosenMarket, type MarketSummary } from './market-choice'

export type MarketState = { markets: MarketSummary[]; current: MarketSummary | null; locale: Locale }

const MarketContext = createContext<MarketState | null>(null)

// The cookie only changes with a reload, which renders afresh.
const unchanging = () => () => {}
const cookieChoice = () => readCookie(document.cookie, MARKET_COOKIE)
const noChoice = () => null

/**
 * The market prices are shown in. Pages are cached for every visitor, so the server renders the
 * language's market (`languageDefault`); in the browser the visitor's choice, from the cookie, takes
 * over once hydrated (useSyncExternalStore renders the server's snapshot first: no mismatch).
 */
export function MarketProvider({ markets, languageDefault, locale, children }: { markets: MarketSummary[]; languageDefault: string | null; locale: Locale; children: ReactNode }) {
  const chosen = useSyncExternalStore(unchanging, cookieChoice, noChoice)
  const value = useMemo(() => ({ markets, current: chosenMarket(markets, chosen, languageDefault), locale }), [markets, chosen, languageDefault, locale])
  return <MarketContext.Provider value={value}>{children}</MarketContext.Provider>
}

export function useMarket(): MarketState {
  const value = useContext(MarketContext)
  if (!value) throw new Error('useMarket must be used inside <MarketProvider>')
  return value
}
