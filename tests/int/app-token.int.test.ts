import { createHmac } from 'node:crypto'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { env } from '@/lib/env'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as restGet, POST as restPost } from '@/app/(payload)/api/[...slug]/route'
import { GET as listAddresses } from '@/app/app-api/addresses/route'
import { GET as userInfo } from '@/app/app-api/user/info/route'
import { GET as accessRunClub } from '@/app/actions/milepost/default/access-run-club/route'
import { GET as getUser } from '@/app/actions/milepost/default/get-user/route'
import { POST as login } from '@/app/actions/users/login/route'
import { POST as logout } from '@/app/actions/users/logout/route'
import { POST as refresh } from '@/app/actions/users/refresh/route'
import { POST as updateProfile } from '@/app/actions/users/update-profile/route'
import { visitor } from '../support/cart-api'
import { siteRequest } from '../support/requests'

/**
 * Finding: the script-readable access-token cookie held the session's own JWT, which Payload's REST
 * API accepts. The app API now has a token of its own that nothing else accepts.
 */
let payload: Payload
const context = { disableRevalidate: true }
const password = 'runner-password-1'

beforeAll(async () => {
  payload = await getPayload({ config })
})
afterEach(() => {
  vi.useRealTimers()
})

const cookieValue = (cookies: string[], name: string) =>
  cookies
    .find((c) => c.startsWith(`${name}=`))!
    .split(';')[0]!
    .slice(name.length + 1)

/** Signs in through the account site, as the browser does: the session cookie, the access token, the CSRF session. */
async function signedIn(email: string) {
  await payload.create({ collection: 'customers', data: { email, password, firstName: 'Ann', lastName: 'Runner', _verified: true }, disableVerificationEmail: true, context })
  const v = await visitor()
  const response = await login(
    siteRequest('/actions/users/login', {
      method: 'POST',
      session: v.session,
      headers: { 'x-csrf-token': v.csrf, 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200)}` },
      body: { email, password },
    }),
  )
  expect(response.status).toBe(200)
  const cookies = response.headers.getSetCookie()
  const session = cookieValue(cookies, 'payload-token')
  const app = (JSON.parse(decodeURIComponent(cookieValue(cookies, 'access-token'))) as { accessToken: string }).accessToken
  return { v, session, app, cookie: `payload-token=${session}; mp_session=${v.session}` }
}

const appApi = async (token: string) => (await userInfo(siteRequest('/app-api/user/info', { headers: { authorization: `Bearer ${token}` } }))).status
const rest = async (method: 'GET' | 'POST', slug: string[], headers: Record<string, string>, body?: unknown) => {
  const route = method === 'GET' ? restGet : restPost
  const response = await route(siteRequest(`/api/${slug.join('/')}`, { method, headers, body }), { params: Promise.resolve({ slug }) })
  return { status: response.status, body: (await response.json()) as Record<string, any> }
}
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>

describe('the access token is the app API’s own', () => {
  it('is not the session’s JWT, and the app API accepts it', async () => {
    const ann = await signedIn('ann@example.com')
    expect(ann.app).not.toBe(ann.session)
    expect(claimsOf(ann.app)).toMatchObject({ aud: 'app-api', sid: expect.any(String) })
    expect(claimsOf(ann.app)).not.toHaveProperty('collection')
    expect(await appApi(ann.app)).toBe(200)
    expect((await listAddresses(siteRequest('/app-api/addresses', { headers: { authorization: `Bearer ${ann.app}` } }))).status).toBe(200)
  })

  it('is refused by Payload’s REST API, as a bearer or a JWT header, and by Payload’s own auth', async () => {
    const ben = await signedIn('ben@example.com')
    for (const authorization of [`Bearer ${ben.app}`, `JWT ${ben.app}`]) {
      // Payload's own "me" is closed to customers (404); the addresses are not theirs to read with it.
      expect((await rest('GET', ['customers', 'me'], { authorization })).status).toBe(404)
      expect((await rest('GET', ['addresses'], { authorization })).status).toBe(403)
      expect((await payload.auth({ headers: new Headers({ authorization }) })).user).toBeNull()
    }
  })

  it('is refused by the site’s cookie-authenticated actions', async () => {
    const cat = await signedIn('cat@example.com')
    const bearer = { authorization: `Bearer ${cat.app}` }
    expect(await (await getUser(siteRequest('/actions/milepost/default/get-user', { headers: bearer }))).json()).toEqual({ user: null })
    expect(await (await accessRunClub(siteRequest('/actions/milepost/default/access-run-club', { headers: bearer }))).json()).toEqual({ access: false })
    const changed = await updateProfile(
      siteRequest('/actions/users/update-profile', {
        method: 'POST',
        session: cat.v.session,
        headers: { ...bearer, 'x-csrf-token': cat.v.csrf },
        body: { firstName: 'Mal', lastName: 'Lory', email: 'cat@example.com' },
      }),
    )
    expect(changed.status).toBe(401)
    expect((await refresh(siteRequest('/actions/users/refresh', { method: 'POST', session: cat.v.session, headers: { ...bearer, 'x-csrf-token': cat.v.csrf } }))).status).toBe(401)
    // With the session cookie too, the bearer changes nothing: the cookie decides.
    const both = await getUser(siteRequest('/actions/milepost/default/get-user', { headers: { ...bearer, cookie: cat.cookie } }))
    expect(((await both.json()) as { user: { email: string } }).user.email).toBe('cat@example.com')
  })

  it('dies when the session ends (sign-out), and refresh renews it while the session lasts', async () => {
    const dan = await signedIn('dan@example.com')
    const renewed = await refresh(siteRequest('/actions/users/refresh', { method: 'POST', headers: { cookie: dan.cookie, 'x-csrf-token': dan.v.csrf } }))
    expect(renewed.status).toBe(200)
    const next = (JSON.parse(decodeURIComponent(cookieValue(renewed.headers.getSetCookie(), 'access-token'))) as { accessToken: string }).accessToken
    expect(claimsOf(next).sid).toBe(claimsOf(dan.app).sid)
    expect(await appApi(next)).toBe(200)

    const out = await logout(siteRequest('/actions/users/logout', { method: 'POST', headers: { cookie: dan.cookie, 'x-csrf-token': dan.v.csrf } }))
    expect(out.status).toBe(200)
    expect(await appApi(dan.app)).toBe(401)
    expect(await appApi(next)).toBe(401)
  })

  it('a forged, expired, other-audience or session-JWT token is refused', async () => {
    const eve = await signedIn('eve@example.com')
    const [head, body, signature] = eve.app.split('.') as [string, string, string]
    const other = await signedIn('other@example.com')
    const claims = claimsOf(eve.app)
    const reclaimed = (changes: Record<string, unknown>) => `${head}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}`
    expect(await appApi(reclaimed({ sub: String(claimsOf(other.app).sub) }))).toBe(401)
    expect(await appApi(reclaimed({ exp: Number(claims.exp) + 3600 }))).toBe(401)
    expect(await appApi(`${head}.${body}.${createHmac('sha256', 'integration-test-secret').update(`${head}.${body}`).digest('base64url')}`)).toBe(401)
    expect(await appApi(`${head}.${body}.`)).toBe(401)
    expect(await appApi(eve.session)).toBe(401)
    expect(await appApi(other.session)).toBe(401)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 16 * 60 * 1000)
    expect(await appApi(eve.app)).toBe(401)
  })

  it('Payload’s REST API hands no customer a token a script could read, and does not sign customers in or renew them', async () => {
    const fay = await signedIn('fay@example.com')
    const me = await rest('GET', ['customers', 'me'], { cookie: `payload-token=${fay.session}` })
    expect(me.status).toBe(404)
    expect(JSON.stringify(me.body)).not.toContain(fay.session)
    const renewed = await rest('POST', ['customers', 'refresh-token'], { cookie: `payload-token=${fay.session}` }, {})
    expect(renewed.status).toBe(404)
    expect(JSON.stringify(renewed.body)).not.toMatch(/eyJ/)
    const signIn = await rest('POST', ['customers', 'login'], {}, { email: 'fay@example.com', password })
    expect(signIn.status).toBe(404)
    expect(JSON.stringify(signIn.body)).not.toMatch(/eyJ/)
    // Their own record, read with the session cookie from the site's origin, carries no token either.
    const own = await rest('GET', ['customers'], { cookie: `payload-token=${fay.session}`, origin: new URL(env.SITE_URL).origin })
    expect(own.body.docs?.[0]?.email).toBe('fay@example.com')
    expect(JSON.stringify(own.body)).not.toMatch(/eyJ/)
  })
})
