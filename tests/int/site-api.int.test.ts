import { getPayload } from 'payload'
import { describe, expect, it } from 'vitest'
import config from '@payload-config'
import { GET as csrfRoute } from '@/app/actions/milepost/default/route'
import { POST as joinMailingList } from '@/app/actions/milepost/default/join-mailing-list/route'
import { POST as contact } from '@/app/actions/milepost/default/contact/route'
import { GET as getUser } from '@/app/actions/milepost/default/get-user/route'
import { GET as unknownGet, POST as unknownPost } from '@/app/actions/[...path]/route'
import { sessionFrom, siteRequest } from '../support/requests'
import { payloadRateLimiter } from '@/lib/rate-limit'

async function csrfSession() {
  const response = await csrfRoute(siteRequest('/actions/milepost/default'))
  const { csrf } = (await response.json()) as { csrf: string }
  return { csrf, session: sessionFrom(response)! }
}

async function subscriberCount(email: string) {
  const payload = await getPayload({ config })
  return (await payload.count({ collection: 'subscribers', where: { email: { equals: email } } })).totalDocs
}

function join(body: unknown, auth: { csrf?: string; session?: string }, headers: Record<string, string> = {}) {
  return joinMailingList(
    siteRequest('/actions/milepost/default/join-mailing-list', {
      method: 'POST',
      body,
      session: auth.session,
      headers: { ...(auth.csrf ? { 'x-csrf-token': auth.csrf } : {}), ...headers },
    }),
  )
}

describe('site API: CSRF', () => {
  it('issues a token bound to a new session cookie', async () => {
    const response = await csrfRoute(siteRequest('/actions/milepost/default'))
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/mp_session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/)
    expect(await response.json()).toEqual({ csrf: expect.any(String) })
  })

  it('keeps the token stable for the same session', async () => {
    const { csrf, session } = await csrfSession()
    const again = await csrfRoute(siteRequest('/actions/milepost/default', { session }))
    expect(again.headers.get('set-cookie')).toBeNull()
    expect(await again.json()).toEqual({ csrf })
  })

  it.each([
    ['missing', {}],
    ['wrong', { csrf: 'forged-token' }],
    ['of another session', 'other'],
  ])('refuses a %s token with 400 and stores nothing', async (_label, tokenCase) => {
    const { session } = await csrfSession()
    const other = await csrfSession()
    const auth = tokenCase === 'other' ? { session, csrf: other.csrf } : { session, ...(tokenCase as { csrf?: string }) }
    const email = `csrf-${Math.random().toString(36).slice(2)}@example.com`
    const response = await join({ name: 'Ann', email }, auth)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unable to verify your data submission.' })
    expect(await subscriberCount(email)).toBe(0)
  })

  it('answers unknown action routes with a JSON 404', async () => {
    const response = await unknownGet(siteRequest('/actions/milepost/nothing-here'))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found.' })
  })

  it('checks CSRF before anything else on unknown write routes', async () => {
    const response = await unknownPost(siteRequest('/actions/milepost/nothing-here', { method: 'POST', body: {} }))
    expect(response.status).toBe(400)
  })
})

describe('join-mailing-list stores each address once and refuses bad, oversized or non-JSON bodies (N3)', () => {
  it('stores a subscriber once, pending, in the locale of the request (the newest sign-up’s, whose link is mailed)', async () => {
    const auth = await csrfSession()
    const email = 'Runner.One@Example.com'
    const first = await join({ name: 'Runner One', email }, auth, { 'x-milepost-locale': 'fr-ca' })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({})
    const second = await join({ name: 'Runner One again', email: 'runner.one@example.com' }, auth)
    expect(second.status).toBe(200)

    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: 'runner.one@example.com' } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ name: 'Runner One again', locale: 'en', status: 'pending' })
  })

  it('keeps one row when the same address signs up concurrently', async () => {
    const auth = await csrfSession()
    const email = 'race@example.com'
    const responses = await Promise.all(Array.from({ length: 8 }, () => join({ name: 'Racer', email }, auth)))
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200))
    expect(await subscriberCount(email)).toBe(1)
  })

  it('a burst of hits counts each against those before it, so the first of a burst is never refused', async () => {
    const limiter = payloadRateLimiter(await getPayload({ config }))
    const counts = await Promise.all(Array.from({ length: 8 }, () => limiter.hit('burst-test', 60_000)))
    expect(Math.min(...counts)).toBe(1)
    expect(Math.max(...counts)).toBeLessThanOrEqual(8)
    expect(await limiter.count('burst-test', 60_000)).toBe(8)
  })

  it('answers bad payloads with 400 and field errors, storing nothing (N1)', async () => {
    const auth = await csrfSession()
    const response = await join({ name: '', email: 'not-an-email' }, auth)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: expect.any(String),
      errors: { name: ['This field is required'], email: ['This field must be a valid email'] },
    })
    expect(await subscriberCount('not-an-email')).toBe(0)
  })

  it('translates field errors into the request locale', async () => {
    const auth = await csrfSession()
    const response = await join({}, auth, { 'x-milepost-locale': 'de' })
    const body = (await response.json()) as { errors: Record<string, string[]> }
    expect(response.status).toBe(400)
    expect(body.errors.email?.[0]).not.toBe('This field is required')
    expect(body.errors).toHaveProperty('name')
  })

  it.each([
    ['wrong types', JSON.stringify({ name: 42, email: ['a@b.co'] })],
    ['malformed JSON', '{"name": "Ann", '],
    ['a JSON array', '[1,2,3]'],
  ])('refuses %s with 400', async (_label, rawBody) => {
    const auth = await csrfSession()
    const response = await joinMailingList(
      siteRequest('/actions/milepost/default/join-mailing-list', {
        method: 'POST',
        rawBody,
        session: auth.session,
        headers: { 'x-csrf-token': auth.csrf },
      }),
    )
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string }
    expect(body.error).toEqual(expect.any(String))
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i)
  })

  it('refuses a body over the limit with 413', async () => {
    const auth = await csrfSession()
    const response = await join({ name: 'x'.repeat(70_000), email: 'big@example.com' }, auth)
    expect(response.status).toBe(413)
    expect(await subscriberCount('big@example.com')).toBe(0)
  })

  it('refuses a non-JSON content type with 415', async () => {
    const auth = await csrfSession()
    const response = await join({ name: 'Ann', email: 'form@example.com' }, auth, { 'content-type': 'text/plain' })
    expect(response.status).toBe(415)
  })
})

describe('get-user', () => {
  it('answers null for a visitor without a session', async () => {
    const response = await getUser(siteRequest('/actions/milepost/default/get-user'))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ user: null })
  })
})

describe('contact: the route’s rate limit (C6)', () => {
  it('takes 5 attempts per visitor address in 10 minutes, counted before the token is verified; the 6th answers 429', async () => {
    const auth = await csrfSession()
    const send = (ip: string) =>
      contact(
        siteRequest('/actions/milepost/default/contact', {
          method: 'POST',
          session: auth.session,
          headers: { 'x-csrf-token': auth.csrf, 'x-forwarded-for': ip },
          body: { name: 'Ann', email: 'ann@example.com', message: 'Hello', turnstileToken: 'not-a-token' },
        }),
      )
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await send('198.51.100.61')).status)
    expect(statuses.every((status) => status !== 429)).toBe(true)
    const refused = await send('198.51.100.61')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: 'Too many requests. Please try again later.' })
    expect(refused.headers.get('retry-after')).toBeNull()
    // Another address is not held up.
    expect((await send('198.51.100.62')).status).not.toBe(429)
  })
})
