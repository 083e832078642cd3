import 'server-only'
import type { Payload } from 'payload'
import { type Market, marketOf } from '../../commerce/markets'
import { MARKETS_GLOBAL, marketRows } from '../../cms/globals/market-rows'
import { defaultLocale, type Locale } from '../../i18n/locales'
import { marketsMemo } from './catalogue-cache'

/** The markets buyers can shop in, in editors' order, their names in `locale`; remembered until an editor saves them. */
export function marketsOffered(payload: Payload, locale: Locale = defaultLocale): Promise<Market[]> {
  return marketsMemo.get(locale, async () => {
    const global: { markets?: unknown } = await payload.findGlobal({ slug: MARKETS_GLOBAL, locale, depth: 0, overrideAccess: true })
    return (marketRows(global.markets) ?? []).flatMap((row) => marketOf(row) ?? [])
  })
}
