'use client'

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import { cartCalls, cartOfError, type LineItemChanges, optimisticCart } from '@/components/cart/cart-calls'
import type { LineOptions } from '../../commerce/cart/types'
import type { Locale } from '../../i18n/locales'
import { createHttpClient, type HttpClient, readAccessToken, siteApi } from '../../lib/http/client'
import { clearCookie, COOKIES } from '../../lib/http/cookies'
import { type AccessToken, type AppUser, type Cart, CART_NUMBER_KEY, forgetCart, loadCart, rememberCart, secondsLeft, type SiteUser, startSession } from './startup'

type SessionState = {
  status: 'loading' | 'ready'
  user: SiteUser | null
  /** The app user of the access token (spec §3): prefills entries and offers saved addresses. */
  appUser: AppUser | null
  cart: Cart | null
  client: HttpClient
  /** Grows by one on each successful add: the cart icon celebrates it. */
  added: number
  addToCart: (purchasableId: number, qty: number, options?: LineOptions) => Promise<Cart>
  /** Shows the change at once; a refused or failed change restores the cart as it was (spec §4). */
  changeLines: (changes: LineItemChanges) => Promise<Cart>
  setCoupon: (code: string) => Promise<Cart>
  /** Saves checkout fields (email, addresses, notes, gateway); field errors come back on the thrown error. */
  updateCart: (fields: Record<string, unknown>) => Promise<Cart>
  /** Forgets the cart and loads a fresh one (language switch, after payment). */
  clearCart: () => Promise<void>
}

const SessionContext = createContext<SessionState | null>(null)

const log = (message: string, error: unknown) => console.warn(`[milepost] ${message}`, error)

const browserAccessToken: AccessToken = {
  present: () => !!readAccessToken(document.cookie),
  secondsLeft: () => {
    const token = readAccessToken(document.cookie)
    return token ? secondsLeft(token) : null
  },
  clear: () => {
    document.cookie = clearCookie(COOKIES.accessToken)
  },
}

/** The cart this browser keeps (read when a write is sent, never during render). */
const orderNumber = () => window.localStorage.getItem(CART_NUMBER_KEY) ?? undefined

export function SessionProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const csrf = useRef<{ token: Promise<string | null>; resolve: (token: string | null) => void } | null>(null)
  if (!csrf.current) {
    let resolve!: (token: string | null) => void
    csrf.current = { token: new Promise((r) => (resolve = r)), resolve }
  }
  const client = useMemo(() => createHttpClient({ locale, csrfToken: () => csrf.current!.token }), [locale])
  const [state, setState] = useState<{ status: 'loading' | 'ready'; user: SiteUser | null; appUser: AppUser | null; cart: Cart | null; added: number }>({
    status: 'loading',
    user: null,
    appUser: null,
    cart: null,
    added: 0,
  })
  const cartRef = useRef<Cart | null>(null)
  cartRef.current = state.cart
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  /** Cart writes answered so far: once one has, the cart the start-up loaded is older than the one shown. */
  const writesAnswered = useRef(0)

  useEffect(() => {
    let cancelled = false
    startSession(client, window.localStorage, browserAccessToken, (token) => csrf.current!.resolve(token), log)
      // A cart write answered while the session started (an early "Add to basket") is newer than the cart it loaded.
      .then(({ user, appUser, cart }) => !cancelled && setState((s) => ({ ...s, status: 'ready', user, appUser, cart: writesAnswered.current ? s.cart : cart })))
      .catch((error: unknown) => {
        log('Could not start the session', error)
        csrf.current!.resolve(null)
        if (!cancelled) setState((s) => ({ ...s, status: 'ready' }))
      })
    return () => {
      cancelled = true
    }
  }, [client])

  // The access token lives 15 minutes: it is renewed two minutes before it ends, for as long as the
  // session lasts; a refused renewal means the session has ended elsewhere (signed out, expired).
  useEffect(() => {
    if (!state.appUser) return
    let timer: number | undefined
    const schedule = () => {
      const token = readAccessToken(document.cookie)
      const left = token ? secondsLeft(token) : null
      if (left === null) return
      timer = window.setTimeout(
        () => {
          client.post(siteApi.refresh).then(schedule, (error: unknown) => {
            log('Could not renew the access token', error)
            browserAccessToken.clear()
            setState((s) => ({ ...s, appUser: null }))
          })
        },
        Math.max(0, left - 120) * 1000,
      )
    }
    schedule()
    return () => window.clearTimeout(timer)
  }, [state.appUser, client])

  const setCart = useCallback((cart: Cart | null, celebrate = false) => {
    writesAnswered.current += 1
    rememberCart(window.localStorage, cart)
    setState((s) => ({ ...s, cart, added: celebrate ? s.added + 1 : s.added }))
  }, [])

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
    (purchasableId: number, qty: number, options: LineOptions = {}) => send((number) => cartCalls.add(client, number, purchasableId, qty, options), { celebrate: true }),
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
  /** Any update-cart request (checkout fields, an entry's lines): the fields, applied together. */
  const updateCart = useCallback((fields: Record<string, unknown>) => send((number) => cartCalls.update(client, number, fields)), [client, send])

  const clearCart = useCallback(async () => {
    await forgetCart(client, window.localStorage)
    const cart = await loadCart(client, window.localStorage).catch((error: unknown) => {
      log('Could not reload the cart', error)
      return null
    })
    setState((s) => ({ ...s, cart }))
  }, [client])

  const value = useMemo(() => ({ ...state, client, addToCart, changeLines, setCoupon, updateCart, clearCart }), [state, client, addToCart, changeLines, setCoupon, updateCart, clearCart])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
