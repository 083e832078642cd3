import 'server-only'
import type { NextRequest } from 'next/server'
import { env } from '../../lib/env'
import { getPayloadClient } from '../payload'
import { clearCookie, COOKIES, PAYLOAD_SESSION_COOKIE, setCookie } from '../../lib/http/cookies'
import type { CartRef, CartResult, CartUpdateError } from '../../commerce/cart/service'
import { cartView } from '../../commerce/cart/view'
import { customerFromRequest } from '../accounts/customer'
import { presumedCountry } from '../../commerce/markets'
import { marketOfRequest } from '../markets'
import { json, requestLocale, type Translate } from '../http/site-action'
import { describeProblem, translateProblems } from './messages'

/** The visitor's cart number, beside the copy the browser keeps in local storage (spec §4). */
export const CART_COOKIE = COOKIES.cart.name

/** The number in the cookie and the signed-in customer (checked only when a session cookie or token is sent). */
export async function cartRef(request: NextRequest, orderNumber?: string): Promise<CartRef> {
  let customerId: number | null = null
  if (request.cookies.has(PAYLOAD_SESSION_COOKIE) || request.headers.has('authorization')) {
    customerId = (await customerFromRequest(await getPayloadClient(), request.headers)).customer?.id ?? null
  }
  const locale = requestLocale(request)
  const market = await marketOfRequest(request, locale)
  return { orderNumber: orderNumber || undefined, cookieNumber: request.cookies.get(CART_COOKIE)?.value, customerId, market, presumedCountry: presumedCountry(market, locale) }
}

const secureCookies = () => env.SITE_URL.startsWith('https:')

/** `{cart}` (or an error with the cart), keeping the cookie on the saved cart's number. */
export function cartResponse(request: NextRequest, result: CartResult, t: Translate, status = 200, extra: Record<string, unknown> = {}): Response {
  const response = json({ ...extra, cart: cartView(result, describeProblem(t, requestLocale(request))) }, status)
  const { id, number } = result.record
  if (id !== null && request.cookies.get(CART_COOKIE)?.value !== number) response.headers.append('Set-Cookie', setCookie(COOKIES.cart, number, { secure: secureCookies() }))
  return response
}

export function forgetCartCookie(response: Response): Response {
  response.headers.append('Set-Cookie', clearCookie(COOKIES.cart, { secure: secureCookies() }))
  return response
}

/** docs/site-api.md: any refused update answers 400 {error, errors, cart} with the cart as it is still saved. */
export function refusedUpdate(request: NextRequest, error: CartUpdateError, t: Translate): Response {
  const errors = translateProblems(error.problems, t, requestLocale(request))
  return cartResponse(request, error.current, t, 400, { error: t(error.key), ...(Object.keys(errors).length ? { errors } : {}) })
}
