import { describe, expect, it, vi } from 'vitest'
import { createHttpClient } from '../../lib/http/client'
import { CART_NUMBER_KEY, loadCart, startSession } from './startup'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

describe('L5 start-up order', () => {
  it('loads the user, then the CSRF token, then the cart (with the token)', async () => {
    const calls: string[] = []
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push(`${init?.method} ${String(url)} ${(init?.headers as Record<string, string>)['X-CSRF-Token'] ?? '-'}`)
      if (String(url).endsWith('/get-user')) return Response.json({ user: null })
      if (String(url).endsWith('/default')) return Response.json({ csrf: 'token-1' })
      return Response.json({ cart: { id: 4, number: 'abc', totalQty: 2 } })
    })
    let csrf: string | null = null
    const client = createHttpClient({ locale: 'nl', fetch, cookies: () => '', csrfToken: () => csrf })
    const storage = memoryStorage()
    const result = await startSession(client, storage, (t) => (csrf = t), () => {})
    expect(calls).toEqual([
      'GET /nl/actions/milepost/default/get-user -',
      'GET /nl/actions/milepost/default -',
      'POST /nl/actions/milepost/cart/get-cart token-1',
    ])
    expect(result).toEqual({ user: null, cart: { id: 4, number: 'abc', totalQty: 2 } })
    expect(storage.getItem(CART_NUMBER_KEY)).toBe('abc')
  })

  it('K4 retries get-cart once without the stored number after a 404', async () => {
    const bodies: unknown[] = []
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)))
      return bodies.length === 1
        ? Response.json({ error: 'Cart not found' }, { status: 404 })
        : Response.json({ cart: { id: 9, number: 'new', totalQty: 0 } })
    })
    const storage = memoryStorage({ [CART_NUMBER_KEY]: 'old' })
    const cart = await loadCart(createHttpClient({ locale: 'en', fetch, cookies: () => '' }), storage)
    expect(bodies).toEqual([{ forceSave: false, orderNumber: 'old' }, { forceSave: false }])
    expect(cart?.number).toBe('new')
    expect(storage.getItem(CART_NUMBER_KEY)).toBe('new')
  })

  it('K3 keeps only the number of a saved cart', async () => {
    const fetch = vi.fn(async () => Response.json({ cart: { id: null, number: 'unsaved', totalQty: 0 } }))
    const storage = memoryStorage()
    await loadCart(createHttpClient({ locale: 'en', fetch, cookies: () => '' }), storage)
    expect(storage.getItem(CART_NUMBER_KEY)).toBeNull()
  })

  it('logs a failed user load and carries on', async () => {
    const log = vi.fn()
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/get-user') ? new Response('nope', { status: 500 }) : Response.json({ csrf: 't', cart: null }),
    )
    const result = await startSession(createHttpClient({ locale: 'en', fetch, cookies: () => '' }), memoryStorage(), () => {}, log)
    expect(result.user).toBeNull()
    expect(log).toHaveBeenCalledWith('Could not load the site user', expect.anything())
  })
})
