import { describe, expect, it, vi } from 'vitest'
import { createHttpClient } from '../../lib/http/client'
import { CART_NUMBER_KEY, CLUB_ACCESS_KEY, loadCart, secondsLeft, startSession } from './startup'

const noToken = { present: () => false, clear: () => {} }

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

describe('start-up loads the user, then the CSRF token, then the cart (L5)', () => {
  it('loads the user, then the CSRF token, then the cart (with the token)', async () => {
    const calls: string[] = []
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push(`${init?.method} ${String(url)} ${(init?.headers as Record<string, string> | undefined)?.['X-CSRF-Token'] ?? '-'}`)
      if (String(url).endsWith('/get-user')) return Response.json({ user: null })
      if (String(url).endsWith('/default')) return Response.json({ csrf: 'token-1' })
      return Response.json({ cart: { id: 4, number: 'abc', totalQty: 2 } })
    })
    let csrf: string | null = null
    const client = createHttpClient({ locale: 'nl', fetch, cookies: () => '', csrfToken: () => csrf })
    const storage = memoryStorage()
    const result = await startSession(
      client,
      storage,
      noToken,
      (t) => (csrf = t),
      () => {},
    )
    expect(calls).toEqual(['GET /nl/actions/milepost/default/get-user -', 'GET /nl/actions/milepost/default -', 'POST /nl/actions/milepost/cart/get-cart token-1'])
    expect(result).toEqual({ user: null, appUser: null, cart: { id: 4, number: 'abc', totalQty: 2 } })
    expect(storage.getItem(CART_NUMBER_KEY)).toBe('abc')
  })

  it('renews an ended app token through the site session before loading the app user', async () => {
    const calls: string[] = []
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push(`${init?.method} ${String(url)}`)
      if (String(url).endsWith('/get-user')) return Response.json({ user: { id: 3, email: 'a@b.co', customer: { id: 3, email: 'a@b.co' } } })
      if (String(url).endsWith('/default')) return Response.json({ csrf: 'token-1' })
      if (String(url).endsWith('/refresh')) return Response.json({ user: {}, exp: 1 })
      if (String(url).endsWith('/user/info')) return Response.json({ id: 3, email: 'a@b.co', firstName: 'A', lastName: 'B' })
      if (String(url).endsWith('/access-run-club')) return Response.json({ access: false })
      return Response.json({ cart: null })
    })
    let csrf: string | null = null
    const client = createHttpClient({ locale: 'en', fetch, cookies: () => 'access-token=%7B%22accessToken%22%3A%22x.y.z%22%7D', csrfToken: () => csrf })
    const ended = { present: () => true, clear: vi.fn(), secondsLeft: () => -300 }
    const result = await startSession(
      client,
      memoryStorage(),
      ended,
      (t) => (csrf = t),
      () => {},
    )
    expect(calls.slice(0, 4)).toEqual(['GET /actions/milepost/default', 'POST /actions/users/refresh', 'GET /app-api/user/info', 'GET /actions/milepost/default/get-user'])
    expect(calls.filter((c) => c.endsWith('/default'))).toHaveLength(1)
    expect(result.user).not.toBeNull()
    expect(ended.clear).not.toHaveBeenCalled()
  })

  it('retries get-cart once without the stored number after a 404 (K4)', async () => {
    const bodies: unknown[] = []
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)))
      return bodies.length === 1 ? Response.json({ error: 'Cart not found' }, { status: 404 }) : Response.json({ cart: { id: 9, number: 'new', totalQty: 0 } })
    })
    const storage = memoryStorage({ [CART_NUMBER_KEY]: 'old' })
    const cart = await loadCart(createHttpClient({ locale: 'en', fetch, cookies: () => '' }), storage)
    expect(bodies).toEqual([{ forceSave: false, orderNumber: 'old' }, { forceSave: false }])
    expect(cart?.number).toBe('new')
    expect(storage.getItem(CART_NUMBER_KEY)).toBe('new')
  })

  it('keeps only the number of a saved cart (K3)', async () => {
    const fetch = vi.fn(async () => Response.json({ cart: { id: null, number: 'unsaved', totalQty: 0 } }))
    const storage = memoryStorage()
    await loadCart(createHttpClient({ locale: 'en', fetch, cookies: () => '' }), storage)
    expect(storage.getItem(CART_NUMBER_KEY)).toBeNull()
  })

  it('logs a failed user load and carries on', async () => {
    const log = vi.fn()
    const fetch = vi.fn(async (url: string | URL | Request) => (String(url).endsWith('/get-user') ? new Response('nope', { status: 500 }) : Response.json({ csrf: 't', cart: null })))
    const result = await startSession(createHttpClient({ locale: 'en', fetch, cookies: () => '' }), memoryStorage(), noToken, () => {}, log)
    expect(result.user).toBeNull()
    expect(log).toHaveBeenCalledWith('Could not load the site user', expect.anything())
  })
})

describe('start-up loads the app user with the bearer token, and signs the site out when it is refused (U2)', () => {
  const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`
  const cookie = `access-token=${encodeURIComponent(JSON.stringify({ accessToken: jwt(2_000_000_000) }))}`

  function site(handlers: Record<string, () => Response>) {
    const calls: string[] = []
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const path = String(url)
      calls.push(`${init?.method} ${path} ${(init?.headers as Record<string, string> | undefined)?.Authorization ?? '-'}`)
      const hit = Object.entries(handlers).find(([suffix]) => path.endsWith(suffix))
      return hit ? hit[1]() : Response.json({ csrf: 'c', cart: null })
    })
    return { calls, fetch }
  }

  it('loads the app user with the bearer token before anything else', async () => {
    const { calls, fetch } = site({
      '/user/info': () => Response.json({ id: 3, email: 'a@b.co', firstName: 'A', lastName: 'B' }),
      '/get-user': () => Response.json({ user: { id: 3, email: 'a@b.co', customer: { id: 3, email: 'a@b.co' } } }),
    })
    const client = createHttpClient({ locale: 'en', fetch, cookies: () => cookie })
    const result = await startSession(
      client,
      memoryStorage(),
      { present: () => true, clear: () => {} },
      () => {},
      () => {},
    )
    expect(calls[0]).toMatch(/^GET \/app-api\/user\/info Bearer h\./)
    expect(result.appUser).toEqual({ id: 3, email: 'a@b.co', firstName: 'A', lastName: 'B' })
    expect(result.user?.customer?.id).toBe(3)
    expect(calls.some((c) => c.includes('/logout'))).toBe(false)
  })

  it('keeps the run-club access flag: the site’s answer for a signed-in user, false when the check fails or nobody is signed in (U4)', async () => {
    const member = site({
      '/user/info': () => Response.json({ id: 3 }),
      '/get-user': () => Response.json({ user: { id: 3, email: 'a@b.co', customer: { id: 3, email: 'a@b.co' } } }),
      '/access-run-club': () => Response.json({ access: true }),
    })
    const storage = memoryStorage()
    await startSession(
      createHttpClient({ locale: 'en', fetch: member.fetch, cookies: () => cookie }),
      storage,
      { present: () => true, clear: () => {} },
      () => {},
      () => {},
    )
    expect(storage.getItem(CLUB_ACCESS_KEY)).toBe('true')

    const failing = site({
      '/user/info': () => Response.json({ id: 3 }),
      '/get-user': () => Response.json({ user: { id: 3, email: 'a@b.co', customer: { id: 3, email: 'a@b.co' } } }),
      '/access-run-club': () => new Response('down', { status: 500 }),
    })
    await startSession(
      createHttpClient({ locale: 'en', fetch: failing.fetch, cookies: () => cookie }),
      storage,
      { present: () => true, clear: () => {} },
      () => {},
      () => {},
    )
    expect(storage.getItem(CLUB_ACCESS_KEY)).toBe('false')

    const visitor = site({ '/get-user': () => Response.json({ user: null }) })
    storage.setItem(CLUB_ACCESS_KEY, 'true')
    await startSession(
      createHttpClient({ locale: 'en', fetch: visitor.fetch, cookies: () => '' }),
      storage,
      { present: () => false, clear: () => {} },
      () => {},
      () => {},
    )
    expect(storage.getItem(CLUB_ACCESS_KEY)).toBe('false')
    expect(visitor.calls.some((c) => c.includes('access-run-club'))).toBe(false)
  })

  it('a failed app-user load clears the access token and logs; the customer’s site session is then signed out', async () => {
    const { calls, fetch } = site({
      '/user/info': () => Response.json({ error: 'Please sign in again.' }, { status: 401 }),
      '/get-user': () => Response.json({ user: { id: 3, email: 'a@b.co', customer: { id: 3, email: 'a@b.co' } } }),
      '/logout': () => Response.json({}),
    })
    const clear = vi.fn()
    const log = vi.fn()
    let csrf: string | null = null
    const client = createHttpClient({ locale: 'en', fetch, cookies: () => cookie, csrfToken: () => csrf })
    const result = await startSession(client, memoryStorage(), { present: () => true, clear }, (t) => (csrf = t), log)
    expect(clear).toHaveBeenCalledOnce()
    expect(log).toHaveBeenCalledWith('Could not load the app user', expect.anything())
    expect(calls.filter((c) => c.startsWith('POST /actions/users/logout'))).toHaveLength(1)
    expect(result).toMatchObject({ user: null, appUser: null })
  })

  it('a load that gets no answer (offline, or cut off by moving to another page) keeps the token and the session', async () => {
    const { calls, fetch } = site({ '/get-user': () => Response.json({ user: { id: 3, email: 'a@b.co', customer: { id: 3, email: 'a@b.co' } } }) })
    const cutOff = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      if (String(url).endsWith('/user/info')) throw new DOMException('The user aborted a request.', 'AbortError')
      return fetch(url, init)
    })
    const clear = vi.fn()
    const log = vi.fn()
    const result = await startSession(createHttpClient({ locale: 'en', fetch: cutOff, cookies: () => cookie }), memoryStorage(), { present: () => true, clear }, () => {}, log)
    expect(clear).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledWith('Could not load the app user', expect.anything())
    expect(calls.some((c) => c.includes('/logout'))).toBe(false)
    expect(result).toMatchObject({ user: { customer: { id: 3 } }, appUser: null })
  })

  it('reads how long a token has left', () => {
    expect(secondsLeft(jwt(1_000), 990_000)).toBe(10)
    expect(secondsLeft('not-a-jwt')).toBeNull()
  })
})
