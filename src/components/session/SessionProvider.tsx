'use client'

import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { Locale } from '../../i18n/locales'
import { createHttpClient, type HttpClient } from '../../lib/http/client'
import { type Cart, forgetCart, loadCart, type SiteUser, startSession } from './startup'

type SessionState = {
  status: 'loading' | 'ready'
  user: SiteUser | null
  cart: Cart | null
  client: HttpClient
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
  const [state, setState] = useState<{ status: 'loading' | 'ready'; user: SiteUser | null; cart: Cart | null }>({
    status: 'loading',
    user: null,
    cart: null,
  })

  useEffect(() => {
    let cancelled = false
    startSession(client, window.localStorage, (token) => csrf.current!.resolve(token), log)
      .then(({ user, cart }) => !cancelled && setState({ status: 'ready', user, cart }))
      .catch((error: unknown) => {
        log('Could not start the session', error)
        csrf.current!.resolve(null)
        if (!cancelled) setState((s) => ({ ...s, status: 'ready' }))
      })
    return () => {
      cancelled = true
    }
  }, [client])

  const clearCart = useCallback(async () => {
    await forgetCart(client, window.localStorage)
    const cart = await loadCart(client, window.localStorage, true).catch((error: unknown) => {
      log('Could not reload the cart', error)
      return null
    })
    setState((s) => ({ ...s, cart }))
  }, [client])

  const value = useMemo(() => ({ ...state, client, clearCart }), [state, client, clearCart])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
