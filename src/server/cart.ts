import 'server-only'
import { randomBytes } from 'node:crypto'
import type { NextRequest } from 'next/server'
import { customerFromRequest } from './accounts/customer'
import { entryCartRules } from './entries/site'
import type { Locale } from '../i18n/locales'
import { env } from '../lib/env'
import { getPayloadClient } from '../lib/payload'
import { json, requestLocale, type Translate } from './http/site-action'
import { formatShopDay } from '../i18n/format'
import { formatMoney } from '../commerce/money'
import { payloadCartCatalogue, payloadCartStore } from './stores/cart-store'
import { type CartRef, type CartResult, type CartService, type CartUpdateError, createCartService } from '../commerce/cart/service'
import type { CartProblem } from '../commerce/cart/types'
import { cartView } from '../commerce/cart/view'
import { clearCookie, COOKIES, PAYLOAD_SESSION_COOKIE, setCookie } from '../lib/http/cookies'

/** The visitor's cart number, beside the copy the browser keeps in local storage (spec §4). */
export const CART_COOKIE = COOKIES.cart.name

export async function cartServiceFor(locale: Locale): Promise<CartService> {
  const payload = await getPayloadClient()
  return createCartService({
    store: payloadCartStore(payload),
    catalogue: payloadCartCatalogue(payload, locale),
    newNumber: () => randomBytes(16).toString('hex'),
    lineRules: entryCartRules(payload, locale),
  })
}

/** The number in the cookie and the signed-in customer (checked only when a session cookie or token is sent). */
export async function cartRef(request: NextRequest, orderNumber?: string): Promise<CartRef> {
  let customerId: number | null = null
  if (request.cookies.has(PAYLOAD_SESSION_COOKIE) || request.headers.has('authorization')) {
    customerId = (await customerFromRequest(await getPayloadClient(), request.headers)).customer?.id ?? null
  }
  return { orderNumber: orderNumber || undefined, cookieNumber: request.cookies.get(CART_COOKIE)?.value, customerId }
}

/** A problem's messages in the reader's words: the message, then why (when it says). */
export const problemMessages = (t: Translate, locale: Locale) =>
  function messages(problem: CartProblem): string[] {
    const money = Object.fromEntries(Object.entries(problem.money ?? {}).map(([name, minor]) => [name, formatMoney(minor, locale)]))
    const dates = Object.fromEntries(Object.entries(problem.dates ?? {}).map(([name, iso]) => [name, formatShopDay(iso, locale)]))
    const text = t(problem.key, { ...problem.values, ...money, ...dates } as Record<string, string>)
    return problem.because ? [text, ...messages(problem.because)] : [text]
  }

export const describeProblem = (t: Translate, locale: Locale) => (problem: CartProblem) => problemMessages(t, locale)(problem).join(' ')

export const translateProblems = (problems: Record<string, CartProblem>, t: Translate, locale: Locale) =>
  Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemMessages(t, locale)(problem)]))

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
