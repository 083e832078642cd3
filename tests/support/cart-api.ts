import { GET as csrfRoute } from '../../src/app/actions/milepost/default/route'
import { GET as forgetCart } from '../../src/app/actions/milepost/cart/forget-cart/route'
import { POST as getCart } from '../../src/app/actions/milepost/cart/get-cart/route'
import { POST as updateCart } from '../../src/app/actions/milepost/cart/update-cart/route'
import { CART_COOKIE } from '../../src/server/cart/http'
import { MARKET_COOKIE } from '../../src/commerce/markets'
import type { CartView } from '../../src/commerce/cart/view'
import { SESSION_COOKIE } from '../../src/lib/security/csrf'
import { sessionFrom, siteRequest } from './requests'

export type CartAnswer = { status: number; body: { cart?: CartView; error?: string; errors?: Record<string, string[]> } }

let visitors = 0

/**
 * A visitor of the site API with their cookies, as a browser would be, each from an address of its own (cart writes are limited per address).
 * `market` is the market they chose (its cookie); without it they shop in their language's.
 */
export async function visitor(locale?: string, signedIn?: { cookie: string }, market?: string) {
  let chosenMarket = market
  const n = ++visitors
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
  const first = await csrfRoute(siteRequest('/actions/milepost/default'))
  const { csrf } = (await first.json()) as { csrf: string }
  const session = sessionFrom(first)!
  let cartNumber: string | undefined
  const headers = (extra: Record<string, string> = {}) => ({
    cookie: [`${SESSION_COOKIE}=${session}`, cartNumber ? `${CART_COOKIE}=${cartNumber}` : '', chosenMarket ? `${MARKET_COOKIE}=${chosenMarket}` : '', signedIn?.cookie ?? '']
      .filter(Boolean)
      .join('; '),
    'x-csrf-token': csrf,
    'x-forwarded-for': address,
    ...(locale ? { 'x-milepost-locale': locale } : {}),
    ...extra,
  })
  const remember = (response: Response) => {
    const match = new RegExp(`${CART_COOKIE}=([^;]*)`).exec(response.headers.get('set-cookie') ?? '')
    if (match) cartNumber = match[1] || undefined
  }
  const answer = async (response: Response): Promise<CartAnswer> => {
    remember(response)
    return { status: response.status, body: await response.json() }
  }
  return {
    session,
    csrf,
    get cartNumber() {
      return cartNumber
    },
    /** The Cookie header the visitor's browser sends (session, cart and market), for other site routes. */
    get cookie() {
      return headers().cookie
    },
    /** Chooses another market, as the site's market selector does. */
    shopIn(code: string) {
      chosenMarket = code
    },
    getCart: async (body: Record<string, unknown> = {}) => answer(await getCart(siteRequest('/actions/milepost/cart/get-cart', { method: 'POST', body, headers: headers() }))),
    update: async (body: Record<string, unknown>, extra: Record<string, string> = {}) =>
      answer(await updateCart(siteRequest('/actions/milepost/cart/update-cart', { method: 'POST', body, headers: headers(extra) }))),
    forget: async (extra: Record<string, string> = {}) => answer(await forgetCart(siteRequest('/actions/milepost/cart/forget-cart', { headers: headers(extra) }))),
  }
}
