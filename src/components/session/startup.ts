import type { CartView } from '../../commerce/cart/view'
import { type HttpClient, HttpError, siteApi } from '../../lib/http/client'

export type SiteUser = { id: string | number; email: string; customer: { id: string | number; email: string } | null }
export type Cart = CartView

export const CART_NUMBER_KEY = 'cartNumber'

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

/** Start-up order of spec §2: the user, then the CSRF token, then the cart. */
export async function startSession(
  client: HttpClient,
  storage: Storage,
  setCsrf: (token: string) => void,
  log: Log,
): Promise<{ user: SiteUser | null; cart: Cart | null }> {
  const user = await loadUser(client, log)
  setCsrf(await loadCsrfToken(client))
  const cart = await loadCart(client, storage).catch((error: unknown) => {
    log('Could not load the cart', error)
    return null
  })
  return { user, cart }
}
