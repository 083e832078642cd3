import type { CartView } from '../../commerce/cart/view'
import { appApi, type HttpClient, HttpError, siteApi } from '../../lib/http/client'

export type SiteUser = { id: string | number; email: string; customer: { id: string | number; email: string } | null }
/** Spec §3 app user: who the access token (app API) belongs to. */
export type AppUser = { id: number; email: string; firstName: string | null; lastName: string | null }

/** The access-token cookie as the start-up sees it; `secondsLeft` of the app token it holds (null: none, or unreadable). */
export type AccessToken = { present(): boolean; clear(): void; secondsLeft?(): number | null }

/** An app token this close to its end is renewed before it is used. */
const RENEW_BEFORE_SECONDS = 60
export type Cart = CartView

export const CART_NUMBER_KEY = 'cartNumber'
/** Spec §4, §6: the run-club access flag the browser keeps beside the cart number. */
export const CLUB_ACCESS_KEY = 'runClubAccess'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>
type Log = (message: string, error: unknown) => void

export async function loadUser(client: HttpClient, log: Log): Promise<SiteUser | null> {
  try {
    return (await client.get<{ user: SiteUser | null }>(siteApi.getUser)).user
  } catch (error) {
    log('Could not load the site user', error)
    return null
  }
}

export async function loadCsrfToken(client: HttpClient): Promise<string> {
  return (await client.get<{ csrf: string }>(siteApi.csrf)).csrf
}

/** get-cart with the stored number; a 404 (completed or unknown cart) is retried once without it (spec §7). */
export async function loadCart(client: HttpClient, storage: Storage, forceSave = false): Promise<Cart | null> {
  const orderNumber = storage.getItem(CART_NUMBER_KEY) ?? undefined
  const fetchCart = (number?: string) => client.post<{ cart: Cart }>(siteApi.getCart, { forceSave, orderNumber: number })
  let cart: Cart
  try {
    cart = (await fetchCart(orderNumber)).cart
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404) throw error
    storage.removeItem(CART_NUMBER_KEY)
    try {
      cart = (await fetchCart()).cart
    } catch (retryError) {
      if (retryError instanceof HttpError && retryError.status === 404) return null
      throw retryError
    }
  }
  rememberCart(storage, cart)
  return cart ?? null
}

/** Keeps the number of a saved cart (an unsaved one has none worth keeping: it would 404 next time). */
export function rememberCart(storage: Storage, cart: Pick<Cart, 'id' | 'number'> | null | undefined) {
  if (cart?.id != null && cart.number) storage.setItem(CART_NUMBER_KEY, cart.number)
}

/** Forgets the visitor's cart on the server and in local storage. */
export async function forgetCart(client: HttpClient, storage: Storage): Promise<void> {
  storage.removeItem(CART_NUMBER_KEY)
  await client.get(siteApi.forgetCart).catch(() => undefined)
}

/**
 * Spec §8: a failed app-user load clears the access token and logs the error. A request that got
 * no answer (offline, or cut off because the visitor moved on to another page before it finished)
 * says nothing about the token: it is kept, and the answer is `undefined`, not known.
 */
export async function loadAppUser(client: HttpClient, token: AccessToken, log: Log): Promise<AppUser | null | undefined> {
  if (!token.present()) return null
  try {
    return await client.get<AppUser>(appApi.userInfo)
  } catch (error) {
    log('Could not load the app user', error)
    if (!(error instanceof HttpError)) return undefined
    token.clear()
    return null
  }
}

/**
 * Start-up order of spec §2: the user (the app user of the access token, and the site user), then
 * the CSRF token, then the cart. With no app user, a customer's site session is signed out (spec §6).
 */
export async function startSession(
  client: HttpClient,
  storage: Storage,
  token: AccessToken,
  setCsrf: (token: string) => void,
  log: Log,
): Promise<{ user: SiteUser | null; appUser: AppUser | null; cart: Cart | null }> {
  // A returning customer's app token (15 minutes) has ended while their site session (30 days) has
  // not: the session renews it first, rather than the visit signing them out (decision 0019).
  const left = token.present() ? (token.secondsLeft?.() ?? null) : null
  const renewing = left !== null && left <= RENEW_BEFORE_SECONDS
  if (renewing) {
    setCsrf(await loadCsrfToken(client))
    await client.post(siteApi.refresh).catch((error: unknown) => {
      log('Could not renew the session', error)
      if (error instanceof HttpError) token.clear()
    })
  }
  const loaded = await loadAppUser(client, token, log)
  const appUser = loaded ?? null
  let user = await loadUser(client, log)
  if (!renewing) setCsrf(await loadCsrfToken(client))
  // Only a known absence signs the customer out: not a load that never got its answer.
  if (loaded === null && user?.customer) {
    await client.post(siteApi.logout).catch((error: unknown) => log('Could not end the site session', error))
    user = null
  }
  storage.setItem(CLUB_ACCESS_KEY, String(user ? await loadClubAccess(client, log) : false))
  const cart = await loadCart(client, storage).catch((error: unknown) => {
    log('Could not load the cart', error)
    return null
  })
  return { user, appUser, cart }
}

/** Spec §6: access is checked with the site; a failed check means no access. */
export async function loadClubAccess(client: HttpClient, log: Log): Promise<boolean> {
  try {
    return (await client.get<{ access: boolean }>(siteApi.accessRunClub)).access === true
  } catch (error) {
    log('Could not check run-club access', error)
    return false
  }
}

/** Seconds until a JWT expires (its `exp`), or null when it cannot be read. */
export function secondsLeft(jwt: string, now = Date.now()): number | null {
  try {
    const claims = JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
    return typeof claims.exp === 'number' ? claims.exp - Math.floor(now / 1000) : null
  } catch {
    return null
  }
}
