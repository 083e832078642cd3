'use client'

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { cartCalls, cartOfError, type LineItemChanges, optimisticCart } from '../../commerce/cart/client'
import type { LineOptions } from '../../commerce/cart/types'
import type { Locale } from '../../i18n/locales'
import { createHttpClient, type HttpClient } from '../../lib/http/client'
import { type Cart, CART_NUMBER_KEY, forgetCart, loadCart, rememberCart, type SiteUser, startSession } from './startup'

type SessionState = {
  status: 'loading' | 'ready'
  user: SiteUser | null
  cart: Cart | null
  client: HttpClient
  /** Grows by one on each successful add: the cart icon celebrates it. */
  added: number
  addToCart: (purchasableId: number, qty: number, options?: LineOptions) => Promise<Cart>
  /** Shows the change at once; a refused or failed change restores the cart as it was (spec §4). */
  changeLines: (changes: LineItemChanges) => Promise<Cart>
  setCoupon: (code: string) => Promise<Cart>
  /** Saves checkout fields (email, addresses, notes, gateway); field errors come back on the thrown error. */
  saveCheckout: (fields: Record<string, unknown>) => Promise<Cart>
  /** Forgets the cart and loads a fresh one (language switch, after payment). */
  clearCart: () => Promise<void>
}

const SessionContext = createContext<SessionState | null>(null)

const log = (message: string, error: unknown) => console.warn(`[milepost] ${message}`, error)

export function SessionProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const csrf = useRef<{ token: Promise<string | null>; resolve: (token: string | null) => void } | null>(null)
  if (!csrf.current) {
    let resolve!: (token: string | null) => void
    csrf.current = { token: new Promise((r) => (resolve = r)), resolve }
  }
  const client = useMemo(() => createHttpClient({ locale, csrfToken: () => csrf.current!.token }), [locale])
  const [state, setState] = useState<{ status: 'loading' | 'ready'; user: SiteUser | null; cart: Cart | null; added: number }>({
    status: 'loading',
    user: null,
    cart: null,
    added: 0,
  })
  const cartRef = useRef<Cart | null>(null)
  cartRef.current = state.cart
  const queue = useRef<Promise<unknown>>(Promise.resolve())

  useEffect(() => {
    let cancelled = false
    startSession(client, window.localStorage, (token) => csrf.current!.resolve(token), log)
      .then(({ user, cart }) => !cancelled && setState((s) => ({ ...s, status: 'ready', user, cart })))
      .catch((error: unknown) => {
        log('Could not start the session', error)
        csrf.current!.resolve(null)
        if (!cancelled) setState((s) => ({ ...s, status: 'ready' }))
      })
    return () => {
      cancelled = true
    }
  }, [client])

  const setCart = useCallback((cart: Cart | null, celebrate = false) => {
    rememberCart(window.localStorage, cart)
    setState((s) => ({ ...s, cart, added: celebrate ? s.added + 1 : s.added }))
  }, [])

  const orderNumber = () => window.localStorage.getItem(CART_NUMBER_KEY) ?? undefined

  /**
   * Runs a cart write after the ones before it (so answers cannot arrive out of order) and shows
   * its answer. On refusal it shows the cart the server still has, else `restore`, and rethrows.
   */
  const send = useCallback(
    (call: (orderNumber: string | undefined) => Promise<{ cart: Cart }>, options: { celebrate?: boolean; restore?: Cart | null } = {}) => {
      const run = async () => {
        try {
          const { cart } = await call(orderNumber())
          setCart(cart, options.celebrate)
          return cart
        } catch (error) {
          const saved = cartOfError(error) ?? options.restore
          if (saved !== undefined) setCart(saved)
          throw error
        }
      }
      const next = queue.current.then(run, run)
      queue.current = next.catch(() => undefined)
      return next
    },
    [setCart],
  )

  const addToCart = useCallback(
    (purchasableId: number, qty: number, options: LineOptions = {}) =>
      send((number) => cartCalls.add(client, number, purchasableId, qty, options), { celebrate: true }),
    [client, send],
  )

  const changeLines = useCallback(
    (changes: LineItemChanges) => {
      const before = cartRef.current
      if (before) setState((s) => ({ ...s, cart: optimisticCart(before, changes) }))
      return send((number) => cartCalls.changeLines(client, number, changes), { restore: before })
    },
    [client, send],
  )

  const setCoupon = useCallback((code: string) => send((number) => cartCalls.setCoupon(client, number, code)), [client, send])
  const saveCheckout = useCallback((fields: Record<string, unknown>) => send((number) => cartCalls.update(client, number, fields)), [client, send])

  const clearCart = useCallback(async () => {
    await forgetCart(client, window.localStorage)
    const cart = await loadCart(client, window.localStorage).catch((error: unknown) => {
      log('Could not reload the cart', error)
      return null
    })
    setState((s) => ({ ...s, cart }))
  }, [client])

  const value = useMemo(
    () => ({ ...state, client, addToCart, changeLines, setCoupon, saveCheckout, clearCart }),
    [state, client, addToCart, changeLines, setCoupon, saveCheckout, clearCart],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
