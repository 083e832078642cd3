import { describe, expect, it, vi } from 'vitest'
import { createHttpClient, failureMessage, HttpError, readAccessToken } from './client'

function fakeFetch(status = 200, body: unknown = {}) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(JSON.stringify(body), { status }))
}

describe('the shared HTTP client prefixes the locale and sends JSON, the CSRF header on writes and the bearer token (L18)', () => {
  it('prefixes the locale, sends JSON with credentials and the CSRF header on writes', async () => {
    const fetch = fakeFetch(200, { ok: true })
    const client = createHttpClient({ locale: 'de', fetch, csrfToken: () => 'tok', cookies: () => '' })
    await expect(client.post('/actions/milepost/x', { a: 1 })).resolves.toEqual({ ok: true })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/de/actions/milepost/x')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBe('{"a":1}')
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': 'tok' })
  })

  it('uses no prefix for English and no CSRF header on reads', async () => {
    const fetch = fakeFetch()
    const client = createHttpClient({ locale: 'en', fetch, csrfToken: () => 'tok', cookies: () => '' })
    await client.get('/actions/milepost/default', { query: { eventId: 3, q: undefined } })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/actions/milepost/default?eventId=3')
    expect(init?.headers).not.toHaveProperty('X-CSRF-Token')
  })

  it('adds the bearer token from the access-token cookie', async () => {
    const fetch = fakeFetch()
    const cookie = `a=b; access-token=${encodeURIComponent(JSON.stringify({ accessToken: 'abc.def' }))}`
    await createHttpClient({ locale: 'fr', fetch, cookies: () => cookie }).get('/app-api/user/info')
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer abc.def' })
  })

  it('throws an HttpError carrying the error body', async () => {
    const client = createHttpClient({ locale: 'en', fetch: fakeFetch(400, { error: 'Unknown gateway' }), cookies: () => '' })
    const failure = await client.post('/x').catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(HttpError)
    expect(failure).toMatchObject({ status: 400, message: 'Unknown gateway' })
  })

  it('ignores a malformed access-token cookie', () => {
    expect(readAccessToken('access-token=not-json')).toBeNull()
    expect(readAccessToken('access-token=%7B%7D')).toBeNull()
  })
})

describe('writes wait for the CSRF token (L5)', () => {
  it('holds a write until the token is known', async () => {
    const fetch = fakeFetch()
    let release!: (token: string) => void
    const token = new Promise<string>((r) => (release = r))
    const client = createHttpClient({ locale: 'en', fetch, cookies: () => '', csrfToken: () => token })
    const pending = client.post('/actions/milepost/x', {})
    await new Promise((r) => setTimeout(r, 10))
    expect(fetch).not.toHaveBeenCalled()
    release('late-token')
    await pending
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ 'X-CSRF-Token': 'late-token' })
  })
})

describe('a failed call is shown in the server’s words, else the caller’s', () => {
  const refused = new HttpError(400, { error: 'Check the form.', errors: { distance: ['Choose a distance.'] } })
  it('takes the server’s message, or its first field error when asked', () => {
    expect(failureMessage(refused, 'fallback')).toBe('Check the form.')
    expect(failureMessage(refused, 'fallback', { fields: true })).toBe('Choose a distance.')
    expect(failureMessage(new HttpError(409, { error: 'Taken.' }), 'fallback', { fields: true })).toBe('Taken.')
  })
  it('falls back when there was no answer to read', () => {
    expect(failureMessage(new TypeError('Failed to fetch'), 'The service is unavailable.')).toBe('The service is unavailable.')
    expect(failureMessage(new HttpError(502, {}), 'The service is unavailable.')).toBe('The service is unavailable.')
  })
})
