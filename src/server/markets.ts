import 'server-only'
import { cookies } from 'next/headers'
import { MARKET_COOKIE, type Market, marketFor } from '../commerce/markets'
import { cacheTags } from '../cms/revalidate'
import type { Locale } from '../i18n/locales'
import { readCookie } from '../lib/http/cookies'
import { cachedQuery } from './content/cache'
import { getPayloadClient } from './payload'
import { marketsOffered } from './stores/market-store'

/**
 * The markets for pages, cached with them: a page that lists them (the header's selector) is
 * expired when an editor saves the markets.
 */
export const marketsForPages = cachedQuery('markets', { revalidate: 3600, tags: [cacheTags.markets] }, async (locale: Locale) => marketsOffered(await getPayloadClient(), locale))

function resolve(markets: Market[], locale: Locale, chosen: string | null | undefined): Market {
  const market = marketFor(markets, locale, chosen)
  if (!market) throw new Error('No market is enabled: an editor must add one in Shop › Markets before anything can be sold.')
  return market
}

/** The market of the page being rendered (server components, route handlers): the visitor's choice, else their language's. */
export async function currentMarket(locale: Locale): Promise<Market> {
  const [markets, jar] = await Promise.all([getPayloadClient().then((payload) => marketsOffered(payload, locale)), cookies()])
  return resolve(markets, locale, jar.get(MARKET_COOKIE)?.value)
}

/** The market of a site API request, from its Cookie header. */
export async function marketOfRequest(request: Request, locale: Locale): Promise<Market> {
  const markets = await marketsOffered(await getPayloadClient(), locale)
  return resolve(markets, locale, readCookie(request.headers.get('cookie'), MARKET_COOKIE))
}

export { marketsOffered }
