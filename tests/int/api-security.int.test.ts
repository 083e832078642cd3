/**
 * The findings of the penetration test on Payload's own surface (/api, /api/graphql), each as it
 * was reported. Each failed before its fix.
 */
import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { NextRequest } from 'next/server'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as updateCart } from '@/app/actions/milepost/cart/update-cart/route'
import { POST as teamEmblem } from '@/app/actions/milepost/entries/team-emblem/route'
import { POST as siteLogin } from '@/app/actions/users/login/route'
import { STAFF_AUTH_LIMITS } from '@/cms/auth/staff-auth-limits'
import { env } from '@/lib/env'
import { SESSION_COOKIE } from '@/lib/security/csrf'
import { visitor } from '../support/cart-api'
import { graphqlCall, graphqlStatus, restCall } from '../support/payload-api'
import { siteRequest } from '../support/requests'

let payload: Payload
const context = { disableRevalidate: true }
const ids = { admin: 0, customer: 0 }
const headers = { customer: {} as Record<string, string>, customerCookie: {} as Record<string, string>, admin: {} as Record<string, string> }
let address = 0
const nextAddress = () => `203.0.113.${++address}`

/** A request body of `size` bytes that streams in 64 KiB chunks, counting how many were read. */
function stream(size: number) {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close()
      const chunk = new Uint8Array(Math.min(64 * 1024, size - sent)).fill(0x20)
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { body, sent: () => sent }
}

const outbox = () => path.join(env.DATA_DIR, 'outbox')
const mailsTo = (email: string) =>
  fs.existsSync(outbox())
    ? fs
        .readdirSync(outbox())
        .map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8'))
        .filter((m) => m.includes(`To: ${email}`))
    : []

beforeAll(async () => {
  payload = await getPayload({ config })
  ids.admin = Number((await payload.create({ collection: 'users', data: { email: 'admin@example.com', password: 'admin-password-1', roles: ['admin'] }, context })).id)
  ids.customer = Number(
    (
      await payload.create({
        collection: 'customers',
        data: { email: 'runner@example.com', password: 'runner-password-1', firstName: 'Run', _verified: true },
        disableVerificationEmail: true,
        context,
      })
    ).id,
  )
  const customer = await payload.login({ collection: 'customers', data: { email: 'runner@example.com', password: 'runner-password-1' } })
  headers.customer = { authorization: `JWT ${customer.token}` }
  headers.customerCookie = { cookie: `payload-token=${customer.token}`, origin: env.SITE_URL }
  const admin = await payload.login({ collection: 'users', data: { email: 'admin@example.com', password: 'admin-password-1' } })
  headers.admin = { authorization: `JWT ${admin.token}` }
})

describe('1. a customer cannot take over the admin account (customer 1 is not staff user 1)', () => {
  it('the ids collide, as they did in production', () => {
    expect(ids.customer).toBe(ids.admin)
  })

  it('GET /api/users shows a customer nobody', async () => {
    for (const auth of [headers.customer, headers.customerCookie]) {
      const answer = await restCall('GET', '/api/users', { headers: auth })
      expect(answer.status === 403 || answer.body.docs?.length === 0, JSON.stringify(answer.body)).toBe(true)
      expect(JSON.stringify(answer.body)).not.toContain('admin@example.com')
    }
  })

  it('PATCH /api/users/1 with a new password is refused, and the admin keeps theirs', async () => {
    const answer = await restCall('PATCH', `/api/users/${ids.admin}`, { headers: headers.customer, body: { password: 'taken-over-password-1', roles: ['admin'] } })
    expect([403, 404]).toContain(answer.status)
    await expect(payload.login({ collection: 'users', data: { email: 'admin@example.com', password: 'taken-over-password-1' } })).rejects.toThrow()
    expect((await payload.login({ collection: 'users', data: { email: 'admin@example.com', password: 'admin-password-1' } })).token).toBeTruthy()
  })

  it('GraphQL updateUser(id: 1) is refused too', async () => {
    const answer = await graphqlCall(`mutation { updateUser(id: ${ids.admin}, data: { password: "taken-over-password-1" }) { id email } }`, { headers: headers.customer })
    expect(answer.body.data ?? null).toBeNull()
    await expect(payload.login({ collection: 'users', data: { email: 'admin@example.com', password: 'taken-over-password-1' } })).rejects.toThrow()
  })

  it('a customer still reads their own record, and only theirs', async () => {
    const own = await restCall('GET', `/api/customers/${ids.customer}`, { headers: headers.customer })
    expect(own.status).toBe(200)
    expect(own.body.email).toBe('runner@example.com')
    const all = await restCall('GET', '/api/customers', { headers: headers.customer })
    expect(all.body.docs.map((d: { id: number }) => d.id)).toEqual([ids.customer])
  })
})

describe('2. one request cannot exhaust the server', () => {
  const nested = (levels: number) => {
    let selection = 'id'
    for (let i = 0; i < levels; i++) selection = `variants{docs{event{${selection} id}}}`
    return `{Events{docs{${selection}}}}`
  }

  it('the nested GraphQL bomb (depth 30 and 10) is refused before it runs', async () => {
    for (const levels of [30, 10]) {
      const answer = await graphqlCall(nested(levels))
      // Refused by validation: no data at all, not even a partial answer.
      expect(answer.body).not.toHaveProperty('data')
      expect(JSON.stringify(answer.body.errors)).toMatch(/nested more than/)
    }
  })

  it('200 aliases of a small query are refused', async () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: Events { docs { id title } }`).join(' ')
    const answer = await graphqlCall(`{ ${aliases} }`)
    expect(answer.body.data ?? null).toBeNull()
    expect(JSON.stringify(answer.body.errors)).toMatch(/at most 10 root fields/)
  })

  it('REST answers at most 100 documents, whatever limit, pagination or depth is asked', async () => {
    for (let i = 0; i < 3; i++) await payload.create({ collection: 'shop-sections', data: { title: `S${i}`, slug: `bounded-${i}` }, context })
    for (const query of ['limit=0', 'limit=100000', 'limit=-1', 'pagination=false', 'limit=abc']) {
      const answer = await restCall('GET', `/api/shop-sections?${query}`)
      expect(answer.status, query).toBe(200)
      expect(answer.body.limit, query).toBeLessThanOrEqual(100)
    }
    const deep = await restCall('GET', '/api/variants?depth=50&limit=1')
    expect(deep.status).toBe(200)
  })

  it('a page number that is not a page is a 400, before it reaches the database as a negative offset', async () => {
    for (const page of ['-212624291', '0', '1.5', '99999999999']) {
      const answer = await restCall('GET', `/api/shop-sections?page=${page}`)
      expect(answer.status, page).toBe(400)
      expect(JSON.stringify(answer.body), page).toMatch(/page must be a whole number/)
    }
    expect((await restCall('GET', '/api/shop-sections?page=2&limit=1')).body.page).toBe(2)
  })

  it('a 200 MB body to /api/users/login is cut at the limit, not read in full', async () => {
    const { body, sent } = stream(200 * 1024 * 1024)
    const answer = await restCall('POST', '/api/users/login', { rawBody: body, headers: { 'content-type': 'application/json' } })
    expect(answer.status).toBe(413)
    expect(sent()).toBeLessThan(4 * 1024 * 1024)
  })

  it('a chunked 200 MB body to a site action is cut at 64 KiB too', async () => {
    const { body, sent } = stream(200 * 1024 * 1024)
    const request = siteRequest('/actions/users/login', { method: 'POST', headers: { 'content-type': 'application/json' } })
    const streamed = new NextRequest(request.url, { method: 'POST', headers: request.headers, body, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1])
    const response = await siteLogin(streamed as never)
    expect(response.status).toBeLessThan(500)
    expect([400, 413]).toContain(response.status)
    expect(sent()).toBeLessThan(1024 * 1024)
  })
})

describe('5. Payload’s own auth endpoints', () => {
  it('customers cannot sign in, reset or unlock through /api/customers', async () => {
    for (const [method, route, body] of [
      ['POST', 'login', { email: 'runner@example.com', password: 'runner-password-1' }],
      ['POST', 'forgot-password', { email: 'runner@example.com' }],
      ['POST', 'reset-password', { token: 'x', password: 'whatever-password-1' }],
      ['POST', 'unlock', { email: 'runner@example.com' }],
      ['POST', 'refresh-token', {}],
      ['POST', 'verify/abc', {}],
      ['GET', 'me', undefined],
    ] as const) {
      const answer = await restCall(method, `/api/customers/${route}`, { body, headers: headers.customer })
      expect(answer.status, route).toBe(404)
    }
    expect(mailsTo('runner@example.com')).toEqual([])
    const gql = await graphqlCall('mutation { loginCustomer(email: "runner@example.com", password: "runner-password-1") { token } }')
    expect(gql.body.data ?? null).toBeNull()
  })

  it('a global written with a body that is not an object is a 400, not a 500', async () => {
    for (const global of ['header-menu', 'site-settings', 'footer-menu']) {
      const answer = await restCall('POST', `/api/globals/${global}`, { rawBody: 'null', headers: { ...headers.admin, 'content-type': 'application/json' } })
      expect(answer.status, global).toBe(400)
    }
  })

  it('staff auth routes that do nothing for staff answer 404, not a 500 (verify queried a column staff do not have)', async () => {
    for (const route of ['verify/abc', 'unlock', '1/api-key/reveal']) {
      for (const caller of [{}, headers.customer, headers.admin]) {
        const answer = await restCall('POST', `/api/users/${route}`, { body: {}, headers: caller })
        expect(answer.status, route).toBe(404)
      }
    }
  })

  it('five wrong staff passwords lock nobody out, and say nothing of who exists', async () => {
    const ip = nextAddress()
    const attempt = (email: string, password: string) => restCall('POST', '/api/users/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } })
    const known = []
    for (let i = 0; i < 6; i++) known.push(await attempt('admin@example.com', `wrong-password-${i}`))
    const unknown = await attempt('nobody@example.com', 'wrong-password-x')
    expect(known.map((a) => a.status)).toEqual(Array(6).fill(401))
    expect(unknown.body).toEqual(known[0]!.body)
    const ok = await attempt('admin@example.com', 'admin-password-1')
    expect(ok.status).toBe(200)
  })

  it('staff sign-ins are limited per client address instead', async () => {
    const ip = nextAddress()
    const statuses = []
    for (let i = 0; i <= STAFF_AUTH_LIMITS.login.attempts; i++) {
      statuses.push((await restCall('POST', '/api/users/login', { body: { email: 'admin@example.com', password: 'wrong-password' }, headers: { 'x-forwarded-for': ip } })).status)
    }
    expect(statuses.at(-1)).toBe(429)
    // Another address is not held up by the first one's attempts.
    expect((await restCall('POST', '/api/users/login', { body: { email: 'admin@example.com', password: 'admin-password-1' }, headers: { 'x-forwarded-for': nextAddress() } })).status).toBe(200)
  })
})

describe('6. the admin’s password reset works', () => {
  it('POST /api/users/forgot-password answers 200 for known and unknown emails, and mails a link to the site', async () => {
    for (const email of ['admin@example.com', 'nobody@example.com']) {
      const answer = await restCall('POST', '/api/users/forgot-password', { body: { email }, headers: { 'x-forwarded-for': nextAddress(), host: 'evil.example' } })
      expect(answer.status, email).toBe(200)
    }
    const mail = mailsTo('admin@example.com').join('\n')
    expect(mail).toContain(`${env.SITE_URL}/admin/reset/`)
    expect(mail).not.toContain('evil.example')
  })
})

describe('7. members-only pages', () => {
  it('are not served to visitors or customers through REST or GraphQL', async () => {
    await payload.create({ collection: 'pages', data: { title: 'Members home', slug: 'run-club-members-home', kind: 'run-club' }, context })
    await payload.create({ collection: 'pages', data: { title: 'Join', slug: 'run-club-join', kind: 'run-club' }, context })
    for (const auth of [{}, headers.customer]) {
      const rest = await restCall('GET', '/api/pages?where[kind][equals]=run-club&limit=100', { headers: auth })
      expect(rest.body.docs.map((d: { slug: string }) => d.slug)).toEqual(['run-club-join'])
      const gql = await graphqlCall('{ Pages(where: { kind: { equals: run_club } }) { docs { slug } } }', { headers: auth })
      expect(JSON.stringify(gql.body)).not.toContain('members-home')
    }
  })
})

describe('8. a team emblem tells nothing of its uploader', () => {
  it('neither its record nor its file name', async () => {
    const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const cookie = `payload-token=${(await payload.login({ collection: 'customers', data: { email: 'runner@example.com', password: 'runner-password-1' } })).token}`
    const site = await visitor(undefined, { cookie })
    const form = new FormData()
    form.append('file', new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }))
    const upload = new NextRequest('http://localhost:3000/actions/milepost/entries/team-emblem', {
      method: 'POST',
      headers: { cookie: `${cookie}; ${SESSION_COOKIE}=${site.session}`, 'x-csrf-token': site.csrf },
      body: form,
    })
    const answer = await teamEmblem(upload as never)
    expect(answer.status).toBe(200)
    const { url } = (await answer.json()) as { url: string }
    expect(url).toMatch(/\/emblem-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.\w+$/)
    // Nobody but staff lists emblems; the uploader's own preview is served with their session cookie (an <img> is same-origin).
    expect((await restCall('GET', '/api/team-emblems')).status).toBe(403)
    expect((await restCall('GET', new URL(url, 'http://localhost:3000').pathname, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })).status).toBe(200)
    expect((await restCall('GET', new URL(url, 'http://localhost:3000').pathname)).status).toBe(403)
  })

  it('an emblem of PNG magic bytes followed by HTML is a 400, not a 500', async () => {
    const cookie = `payload-token=${(await payload.login({ collection: 'customers', data: { email: 'runner@example.com', password: 'runner-password-1' } })).token}`
    const site = await visitor(undefined, { cookie })
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode('<html><script>alert(1)</script></html>')])
    const form = new FormData()
    form.append('file', new File([fake], 'x.png', { type: 'image/png' }))
    const answer = await teamEmblem(
      new NextRequest('http://localhost:3000/actions/milepost/entries/team-emblem', {
        method: 'POST',
        headers: { cookie: `${cookie}; ${SESSION_COOKIE}=${site.session}`, 'x-csrf-token': site.csrf },
        body: form,
      }) as never,
    )
    expect(answer.status).toBe(400)
  })
})

describe('8. bad input is a 4xx, never a 500', () => {
  it('ids that are not ids', async () => {
    for (const collection of ['users', 'customers', 'addresses', 'events']) {
      for (const auth of [{}, headers.customer, headers.admin]) {
        const answer = await restCall('GET', `/api/${collection}/abc`, { headers: auth })
        expect(answer.status, `${collection} ${JSON.stringify(auth)}`).toBeLessThan(500)
      }
    }
  })

  it('where clauses whose values the database refuses', async () => {
    for (const query of ['where[event][equals]=abc', 'where[id][in]=abc,1', 'where[price][near]=1,2', 'where[product][in]=x']) {
      const answer = await restCall('GET', `/api/variants?${query}`)
      expect(answer.status, query).toBe(400)
    }
    expect((await restCall('GET', '/api/events?where[eventStartDate][equals]=abc')).status).toBeLessThan(500)
  })

  it('text operators on dates, numbers and checkboxes (PostgreSQL has no ILIKE for them)', async () => {
    const queries = [
      '/api/activity-types?where[updatedAt][contains]=+',
      '/api/events?where[eventStartDate][contains]=2026',
      '/api/events?where[eventStartDate][like]=2026 01',
      '/api/events?where[eventStartDate][not_like]=2026',
      '/api/variants?where[stock][contains]=1',
      '/api/variants?where[stock][not_like]=1',
      '/api/variants?where[or][0][and][0][isAvailable][contains]=true',
    ]
    for (const query of queries) {
      const answer = await restCall('GET', query, { headers: headers.admin })
      expect(answer.status, query).toBe(400)
      expect(JSON.stringify(answer.body), query).not.toMatch(/ILIKE|operator does not exist|\n\s+at /)
    }
    expect((await restCall('GET', '/api/events?where[title][contains]=run', { headers: headers.admin })).status).toBe(200)
    expect((await restCall('GET', '/api/events?where[activityTypes][contains]=1', { headers: headers.admin })).status).toBe(200)
  })

  it('update-cart options nested 20,000 deep', async () => {
    const site = await visitor()
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`
    const response = await updateCart(
      siteRequest('/actions/milepost/cart/update-cart', {
        method: 'POST',
        rawBody: `{"purchasableId":1,"qty":1,"options":{"a":${deep}}}`,
        headers: { cookie: `${SESSION_COOKIE}=${site.session}`, 'x-csrf-token': site.csrf },
      }) as never,
    )
    expect(response.status).toBe(400)
  })

  it('a missing media file, and GraphQL’s access query', async () => {
    expect((await restCall('GET', '/api/media/file/nope.jpg')).status).toBe(404)
    expect((await restCall('GET', '/api/team-emblems/file/nope.webp')).status).toBe(404)
    const access = await graphqlCall('{ Access { canAccessAdmin } }')
    expect(graphqlStatus(access)).toBeLessThan(500)
    expect(access.body.data ?? null).toBeNull()
  })
})

describe('9. cookie-authenticated writes from another origin', () => {
  it('are not authenticated, and no other origin may read answers', async () => {
    const page = await payload.create({ collection: 'pages', data: { title: 'Before', slug: 'csrf-target', kind: 'page' }, context })
    const staffCookie = `payload-token=${(await payload.login({ collection: 'users', data: { email: 'admin@example.com', password: 'admin-password-1' } })).token}`
    const forged = await restCall('PATCH', `/api/pages/${page.id}`, { headers: { cookie: staffCookie, origin: 'https://evil.example' }, body: { title: 'Forged' } })
    expect([401, 403]).toContain(forged.status)
    expect((await payload.findByID({ collection: 'pages', id: page.id })).title).toBe('Before')
    const own = await restCall('PATCH', `/api/pages/${page.id}`, { headers: { cookie: staffCookie, origin: new URL(env.SITE_URL).origin }, body: { title: 'After' } })
    expect(own.status).toBe(200)
  })
})

describe('the admin’s relationship pickers (a POST standing for a GET)', () => {
  const override = { 'x-payload-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' }

  it('are answered as the GET they stand for: the event’s activity types by name, as the picker asks', async () => {
    const asked = await restCall('POST', '/api/activity-types', {
      headers: { ...headers.admin, ...override },
      rawBody: 'depth=0&limit=10&locale=de&select[name]=true&where[key][in][0]=run&where[key][in][1]=walk',
    })
    expect(asked.status).toBe(200)
    expect(asked.body.docs.map((doc: { name: string }) => doc.name).sort()).toEqual(['Gehen', 'Laufen'])
    // A product picker, as editors use on events (merch): the same.
    expect((await restCall('POST', '/api/products', { headers: { ...headers.admin, ...override }, rawBody: 'depth=0&limit=5' })).status).toBe(200)
  })

  it('pass the GET’s guards: a where clause of the wrong shape is a 400, private collections stay closed, a long query is cut', async () => {
    const wrong = await restCall('POST', '/api/activity-types', { headers: { ...headers.admin, ...override }, rawBody: 'where[key][equals][0]=run&where[key][equals][1]=walk' })
    expect(wrong.status).toBe(400)
    const orders = await restCall('POST', '/api/orders', { headers: { ...headers.customer, ...override }, rawBody: 'depth=0' })
    expect(orders.status).toBe(403)
    const member = await restCall('POST', '/api/toString', { headers: { ...headers.admin, ...override }, rawBody: 'depth=0' })
    expect(member.status).toBe(404)
    const long = await restCall('POST', '/api/activity-types', { headers: { ...headers.admin, ...override }, rawBody: `where[key][equals]=${'a'.repeat(70_000)}` })
    expect(long.status).toBe(413)
  })

  it('take nothing but that form: a JSON override, a second override header or 1,400 conditions are a 400, not a database error', async () => {
    const json = await restCall('POST', '/api/events', { headers: { 'x-payload-http-method-override': 'GET' }, body: { locale: 'en&where[title][equals][x]=a' } })
    expect(json.status).toBe(400)
    const two = await restCall('POST', '/api/events', { headers: { 'x-payload-http-method-override': 'POST', 'x-http-method-override': 'GET' }, body: { title: 'x' } })
    expect(two.status).toBe(400)
    const conditions = Array.from({ length: 1400 }, (_, i) => `where[or][${i}][title][like]=%25a%25`).join('&')
    const many = await restCall('POST', '/api/events', { headers: { ...override }, rawBody: conditions.slice(0, 16_000) })
    expect(many.status).toBe(400)
  })

  it('a form of thousands of parts is refused before it is parsed, whoever sends it', async () => {
    const parts = `${Array.from({ length: 50_000 }, () => '--b\r\nContent-Disposition: form-data; name="f"; filename="a"\r\n\r\n\r\n').join('')}--b--\r\n`
    const answer = await restCall('POST', '/api/orders', { headers: { 'content-type': 'multipart/form-data; boundary=b' }, rawBody: parts })
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ message: 'The form has too many parts.' }] } })
  })
})
