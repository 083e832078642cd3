/**
 * The fuzz suite's second half (the first, api-fuzz, covers /actions and /app-api): Payload's own
 * REST API (/api/*) and GraphQL (/api/graphql), as served. Hostile ids, depths, limits, where
 * clauses, locales, bodies and queries, as a visitor, a customer (token or cookie, from any origin),
 * with forged tokens, and as an editor: every answer is below 500 with no stack trace, and nothing a
 * non-editor sends changes anything.
 */
import config from '@payload-config'
import fc from 'fast-check'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { graphqlCall, graphqlStatus, restCall } from '../support/payload-api'
import { pounds } from '../support/prices'

let payload: Payload
const context = { disableRevalidate: true }
const headers: Record<string, Record<string, string>> = {}
const ids = { admin: 0, victim: 0, victimAddress: 0, event: 0, order: 0, request: 0 }
let collections: { slug: string; fields: string[] }[] = []
let globalSlugs: string[] = []

const FORGED = 'JWT eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIiwicm9sZXMiOlsiYWRtaW4iXX0.forged-signature'

const hostileValue = () =>
  fc.oneof(
    fc.constantFrom(
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '${7*7}',
      '../../etc/passwd',
      '\u0000',
      'A'.repeat(3000),
      '__proto__',
      'NaN',
      'Infinity',
      '-1',
      '0',
      '1e999',
      '1,2',
      'true',
      'null',
      '[]',
      '{}',
      'VICTIM',
      'ADMIN',
    ),
    fc.string({ maxLength: 40 }),
    fc.integer().map(String),
    fc.double().map(String),
  )

const operators = ['equals', 'not_equals', 'in', 'not_in', 'all', 'like', 'contains', 'exists', 'greater_than', 'less_than_equal', 'near', 'within', 'intersects', 'bogus']

/** A where clause in query-string form: fields of the collection (and made-up ones), any operator, and/or nesting. */
const whereQuery = (fields: string[]) =>
  fc
    .array(
      fc.record({
        nest: fc.constantFrom('', 'or[0]', 'and[0]', 'or[0][and][1]', 'or[5][or][0][or][0]'),
        field: fc.oneof(fc.constantFrom(...fields, 'id', 'nope', 'event.title', 'user.value', 'version._status', '_status', 'password', 'hash', 'salt'), fc.string({ maxLength: 12 })),
        operator: fc.constantFrom(...operators),
        value: hostileValue(),
      }),
      { maxLength: 4 },
    )
    .map((clauses) =>
      clauses.map(({ nest, field, operator, value }) => {
        const path = nest
          .split(/[[\]]/)
          .filter(Boolean)
          .map((part) => `[${part}]`)
          .join('')
        return [`where${path}[${field}][${operator}]`, value] as [string, string]
      }),
    )

const extraQuery = fc.dictionary(
  fc.constantFrom('depth', 'limit', 'page', 'sort', 'draft', 'locale', 'fallback-locale', 'select[title]', 'joins[variants][limit]', 'populate[media][alt]', 'pagination', 'trash'),
  hostileValue(),
  { maxKeys: 4 },
)

/** Names every plain object answers to: a lookup by slug that does not check own keys finds a function. */
const PROTOTYPE_NAMES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype']

const idish = fc.oneof(
  fc.constantFrom(
    'VICTIM',
    'ADMIN',
    'EVENT',
    'ORDER',
    'REQUEST',
    'abc',
    '-1',
    '0',
    '1e9',
    '99999999999999999999',
    '1.5',
    'versions',
    'count',
    'distinct',
    'me',
    'init',
    'access',
    'login',
    'unlock',
    'verify/x',
    'file/nope.jpg',
    'file/../../.payload-secret',
    '%00',
    '..',
    ...PROTOTYPE_NAMES,
  ),
  fc.string({ maxLength: 20 }),
)

const bodyOf = () =>
  fc.oneof(
    fc.dictionary(
      fc.constantFrom('email', 'password', 'roles', 'title', 'slug', 'runClubMember', 'customer', '_verified', 'price', 'stock', 'data', 'id', 'user', 'key', 'value', '_status'),
      fc.oneof(hostileValue(), fc.anything({ maxDepth: 2 })),
      { maxKeys: 5 },
    ),
    fc.anything({ maxDepth: 3 }),
  )

// PostgreSQL reads the snapshot ten times slower than SQLite. Its run looks for what only that
// engine refuses (a malformed id, a bad cast) with fewer samples; every CI run draws new ones.
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.TEST_POSTGRES_URL ? 80 : 400))

const callers = ['visitor', 'customer', 'customer-cookie-foreign', 'customer-cookie-site', 'forged', 'editor'] as const

const substitute = (text: string) =>
  text
    .replaceAll('VICTIM', String(ids.victim))
    .replaceAll('ADMIN', String(ids.admin))
    .replaceAll('EVENT', String(ids.event))
    .replaceAll('ORDER', String(ids.order))
    .replaceAll('REQUEST', String(ids.request))

/** What no refused request may change: every collection's size, the admin's and the victim's records, the event. */
async function state() {
  const counted = collections.filter(({ slug }) => slug !== 'rate-limit-hits' && slug !== 'payload-migrations')
  const [sizes, admin, victim, address, event, menu] = await Promise.all([
    Promise.all(counted.map(async ({ slug }) => [slug, (await payload.count({ collection: slug as never, overrideAccess: true } as never)).totalDocs] as const)),
    payload.db.findOne<{ id: number } & Record<string, unknown>>({ collection: 'users', where: { id: { equals: ids.admin } } }),
    payload.db.findOne<{ id: number } & Record<string, unknown>>({ collection: 'customers', where: { id: { equals: ids.victim } } }),
    // An editor may delete these (their requests are allowed to change things): gone is a state too.
    payload.find({ collection: 'addresses', where: { id: { equals: ids.victimAddress } }, depth: 0, limit: 1, overrideAccess: true }).then(({ docs }) => docs[0]),
    payload.find({ collection: 'events', where: { id: { equals: ids.event } }, depth: 0, limit: 1, draft: true, overrideAccess: true }).then(({ docs }) => docs[0]),
    payload.findGlobal({ slug: 'header-menu', depth: 0 }),
  ])
  const counts = Object.fromEntries(sizes)
  return {
    counts,
    admin: { email: admin?.email, hash: admin?.hash, roles: JSON.stringify(admin?.roles), updatedAt: admin?.updatedAt },
    victim: { email: victim?.email, hash: victim?.hash, member: victim?.runClubMember, updatedAt: victim?.updatedAt },
    address: address?.updatedAt ?? null,
    event: event?.updatedAt ?? null,
    menu: menu.updatedAt,
  }
}

/** The state after the previous request: the one before the next (a snapshot per request, not two). */
let last: Awaited<ReturnType<typeof state>> | undefined

const leaks = /\n\s+at |node_modules|SQLITE|syntax error|Failed query|drizzle/

beforeAll(async () => {
  payload = await getPayload({ config })
  const resolved = await config
  collections = resolved.collections.map((c) => ({ slug: c.slug, fields: c.flattenedFields.map((f) => f.name).slice(0, 30) }))
  globalSlugs = resolved.globals.map((g) => g.slug)
  ids.admin = Number((await payload.create({ collection: 'users', data: { email: 'admin@example.com', password: 'admin-password-1', roles: ['admin'] }, context })).id)
  await payload.create({ collection: 'users', data: { email: 'editor@example.com', password: 'editor-password-1', roles: ['editor'] }, context })
  const customer = await payload.create({ collection: 'customers', data: { email: 'runner@example.com', password: 'runner-password-1', _verified: true }, disableVerificationEmail: true, context })
  ids.victim = Number(
    (await payload.create({ collection: 'customers', data: { email: 'victim@example.com', password: 'victim-password-1', _verified: true }, disableVerificationEmail: true, context })).id,
  )
  ids.victimAddress = Number(
    (
      await payload.create({
        collection: 'addresses',
        data: { customer: ids.victim, type: 'shipping', firstName: 'Vic', lastName: 'Tim', countryCode: 'GB', addressLine1: '1 Safe St', city: 'Leeds', postcode: 'LS1 1AA' } as never,
        context,
      })
    ).id,
  )
  ids.event = Number((await payload.create({ collection: 'events', data: { title: 'Draft', slug: 'fuzz-draft', shortDescription: 'x', _status: 'draft' } as never, draft: true, context })).id)
  // A paid order with kit, for the order endpoints (refund, ship and what they read).
  const kit = { id: 1, purchasableId: 1, qty: 2, options: {}, sku: 'K', description: 'Kit', kind: 'merch', unitPrice: 1000, subtotal: 2000, discount: 0, total: 2000, tax: 0, snapshot: null }
  ids.order = Number(
    (
      await payload.create({
        collection: 'orders',
        data: {
          number: 'MP-FUZZ-ORDER',
          cartNumber: 'fuzz-order'.padEnd(32, '0'),
          accessKey: 'k'.repeat(32),
          status: 'paid',
          email: 'victim@example.com',
          locale: 'en',
          gateway: 'card',
          paymentReference: 'pi_fuzz_order',
          lineItems: [kit],
          itemSubtotal: 2000,
          totalDiscount: 0,
          totalShippingCost: 0,
          totalTax: 0,
          totalPrice: 2000,
        } as never,
        context,
      })
    ).id,
  )
  // A pending refund request, for the decision endpoints.
  const variant = await payload.create({
    collection: 'variants',
    data: { kind: 'entry', event: ids.event, title: 'Adult', sku: 'FUZZ-ADULT', prices: pounds(1000), entryType: 'adult' } as never,
    context,
  })
  const entry = await payload.create({
    collection: 'entries',
    data: {
      event: ids.event,
      variant: variant.id,
      entryPath: 'individual',
      entryType: 'adult',
      firstName: 'Vic',
      lastName: 'Tim',
      email: 'victim@example.com',
      emailKey: 'victim@example.com',
      distanceLabel: '10K',
      distanceKm: 10,
      orderNumber: 'MP-FUZZ-ORDER',
      locale: 'en',
    } as never,
    context,
  })
  ids.request = Number(
    (
      await payload.create({
        collection: 'refund-requests',
        data: {
          entry: entry.id,
          event: ids.event,
          orderNumber: 'MP-FUZZ-ORDER',
          requesterEmail: 'victim@example.com',
          requesterCustomerId: ids.victim,
          message: 'Injured',
          status: 'pending',
          locale: 'en',
          openKey: entry.id,
        },
        context,
      })
    ).id,
  )
  const customerToken = (await payload.login({ collection: 'customers', data: { email: 'runner@example.com', password: 'runner-password-1' } })).token
  const editorToken = (await payload.login({ collection: 'users', data: { email: 'editor@example.com', password: 'editor-password-1' } })).token
  expect(customer.id).toBe(ids.admin)
  headers.visitor = {}
  headers.customer = { authorization: `JWT ${customerToken}` }
  headers['customer-cookie-foreign'] = { cookie: `payload-token=${customerToken}`, origin: 'https://evil.example' }
  headers['customer-cookie-site'] = { cookie: `payload-token=${customerToken}`, origin: new URL(env.SITE_URL).origin }
  headers.forged = { authorization: FORGED }
  headers.editor = { authorization: `JWT ${editorToken}` }
})

describe('hostile input on Payload’s REST API', () => {
  it('answers below 500 without a stack trace, and a non-editor changes nothing', async () => {
    const seen = new Map<string, Set<number>>()
    const arbitrary = fc
      .record({
        target: fc.nat(1000),
        method: fc.constantFrom('GET', 'GET', 'POST', 'PATCH', 'PUT', 'DELETE'),
        caller: fc.constantFrom(...callers),
        shape: fc.constantFrom('collection', 'document', 'global', 'auth', 'unknown', 'endpoint'),
        endpoint: fc.constantFrom(
          'orders/ORDER/refund',
          'orders/ORDER/refundable',
          'orders/ORDER/ship',
          'orders/ORDER/shipping',
          'orders/packing-list',
          'orders/export',
          'refund-requests/REQUEST/decide',
          'refund-requests/REQUEST/decision',
        ),
        id: idish,
        auth: fc.constantFrom('login', 'logout', 'forgot-password', 'reset-password', 'unlock', 'refresh-token', 'me', 'verify/abc', 'first-register', 'init', 'access'),
        body: bodyOf(),
        raw: fc.oneof(fc.constant(null), fc.constantFrom('{', `${'['.repeat(5000)}${']'.repeat(5000)}`, `{"a":"${'x'.repeat(3 * 1024 * 1024)}"}`, 'not json at all')),
        type: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', ''),
      })
      .chain((r) => {
        const collection = collections[r.target % collections.length]!
        return fc.record({ r: fc.constant(r), collection: fc.constant(collection), where: whereQuery(collection.fields), extra: extraQuery })
      })

    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ r, collection, where, extra }) => {
        const before = (last ??= await state())
        const global = globalSlugs[r.target % globalSlugs.length]!
        const path = {
          collection: `/api/${collection.slug}`,
          document: `/api/${collection.slug}/${encodeURIComponent(substitute(r.id)).replace(/%2F/g, '/')}`,
          global: `/api/globals/${global}`,
          auth: `/api/${r.target % 2 ? 'users' : 'customers'}/${r.auth}`,
          unknown: `/api/${encodeURIComponent(substitute(r.id))}`,
          endpoint: `/api/${substitute(r.target % 3 ? r.endpoint : r.endpoint.replace(/ORDER|REQUEST/, encodeURIComponent(r.id)))}`,
        }[r.shape]
        const search = new URLSearchParams([...where.map(([k, v]) => [k, substitute(v)] as [string, string]), ...Object.entries(extra).map(([k, v]) => [k, substitute(v)] as [string, string])])
        const hasBody = r.method !== 'GET'
        const requestHeaders: Record<string, string> = { ...headers[r.caller], 'x-forwarded-for': '198.51.100.9' }
        if (hasBody && r.type) requestHeaders['content-type'] = r.type
        const answer = await restCall(r.method as 'GET', `${path}${search.size ? `?${search}` : ''}`, {
          headers: requestHeaders,
          ...(hasBody ? { rawBody: r.raw ?? substitute(JSON.stringify(r.body) ?? 'null') } : {}),
        })
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
        const key = `${r.method} ${r.shape}`
        seen.set(key, (seen.get(key) ?? new Set()).add(answer.status))

        expect(answer.status, `${r.method} ${path}?${search} as ${r.caller}: ${text.slice(0, 300)}`).toBeLessThan(500)
        expect(text.slice(0, 20_000)).not.toMatch(leaks)
        last = await state()
        if (r.caller !== 'editor') expect(last, `${r.method} ${path} as ${r.caller} (${answer.status}) changed something`).toEqual(before)
      }),
      { numRuns: FUZZ_RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    )
    if (process.env.FUZZ_REPORT) console.log(JSON.stringify(Object.fromEntries([...seen].map(([k, v]) => [k, [...v].sort()]))))
    expect(new Set([...seen.values()].flatMap((s) => [...s])).size).toBeGreaterThan(4)
  }, 600_000)
})

describe('names every JavaScript object answers to', () => {
  it('are unknown collections, globals, documents and operations: 404 or 400, never 500', async () => {
    const failures: string[] = []
    for (const name of PROTOTYPE_NAMES) {
      // Payload decodes the path: the name written with an escape is the name.
      const escaped = `%${name.charCodeAt(0).toString(16)}${name.slice(1)}`
      const paths = [
        `/api/${name}`,
        `/api/${escaped}`,
        `/api/${escaped}/login`,
        `/api/${name}/1`,
        `/api/${name}/login`,
        `/api/globals/${name}`,
        `/api/events/${name}`,
        `/api/users/${name}`,
        `/api/customers/${name}/1`,
        `/api/events/versions/${name}`,
      ]
      for (const path of paths) {
        for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
          const answer = await restCall(method, path, { headers: headers.editor, ...(method === 'GET' ? {} : { body: {} }) })
          const text = JSON.stringify(answer.body)
          if (answer.status >= 500 || leaks.test(text)) failures.push(`${method} ${path}: ${answer.status} ${text.slice(0, 120)}`)
        }
      }
    }
    expect(failures).toEqual([])
  }, 120_000)
})

describe('where clauses of the wrong shape', () => {
  it('are a 400 before the database sees them: lists or objects where one value belongs, paths through a join', async () => {
    for (const path of [
      '/api/events?where[slug][equals][0]=a&where[slug][equals][1]=b',
      '/api/media?where[alt][equals][x]=1',
      '/api/posts/count?where[slug][like][0]=a&where[slug][like][1]=b',
      '/api/events?joins[variants][where][sku][equals][0]=a&joins[variants][where][sku][equals][1]=b',
      '/api/events?where[eventStartDate][greater_than][a]=1',
      '/api/pages?where[id][not_equals][0][x]=1',
      '/api/products?where[or][0][title][in][0][a]=1',
      '/api/variants?where=abc',
      '/api/events?where[merch.variants.sku][like]=x',
      '/api/pages?where[layout.link.page.slug][like]=run-club&select[slug]=true&depth=0',
      '/api/pages/count?where[layout.link.page.title][exists]=true',
    ]) {
      const answer = await restCall('GET', path, { headers: headers.visitor })
      expect([path, answer.status]).toEqual([path, 400])
    }
    for (const query of ['{ Events(where: { merch: { equals: { a: 1 } } }) { docs { id } } }', '{ Events(where: { merch: { in: [{ a: 1 }] } }) { docs { id } } }']) {
      const answer = await graphqlCall(query, { headers: headers.visitor })
      expect([query, answer.body.errors?.[0]?.extensions?.statusCode]).toEqual([query, 400])
    }
    // The shapes Payload documents still pass.
    for (const path of ['/api/events?where[slug][in][0]=a&where[slug][in][1]=b', '/api/events?where[or][0][slug][equals]=a&where[or][1][slug][like]=b', '/api/events?where[slug][in]=a,b']) {
      expect([path, (await restCall('GET', path, { headers: headers.visitor })).status]).toEqual([path, 200])
    }
  })
})

describe('a form whose fields part is not JSON', () => {
  it('is a 400 on every write, as a visitor and as an editor, and changes nothing', async () => {
    const before = await state()
    const form = (fields: string) => `--X\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${fields}\r\n--X--\r\n`
    for (const caller of ['visitor', 'editor'] as const) {
      for (const [method, path] of [
        ['POST', '/api/events'],
        ['POST', '/api/contact-messages'],
        ['PATCH', `/api/events/${ids.event}`],
        ['POST', '/api/users/login'],
        ['POST', '/api/users/first-register'],
      ] as const) {
        for (const fields of ['not json', `${'['.repeat(200)}${']'.repeat(200)}`]) {
          const answer = await restCall(method, path, { headers: { ...headers[caller], 'content-type': 'multipart/form-data; boundary=X' }, rawBody: form(fields) })
          expect([caller, method, path, answer.status]).toEqual([caller, method, path, 400])
        }
      }
    }
    expect(await state()).toEqual(before)
  })
})

/** Query documents GraphQL would accept in shape: real root fields, aliases, nesting through relationships, hostile arguments. */
const selection = (depth: number): fc.Arbitrary<string> =>
  depth <= 0
    ? fc.constantFrom('id', 'title', 'slug', '__typename', 'updatedAt')
    : fc.oneof(
        fc.constantFrom('id', 'title'),
        selection(depth - 1).map((inner) => `variants { docs { ${inner} event { id ${inner.includes('{') ? '' : inner} } } }`),
        selection(depth - 1).map((inner) => `merch { id ${inner.includes('event') ? '' : 'title'} }`),
        selection(depth - 1).map((inner) => `docs { ${inner} }`),
      )

const rootFields = [
  'Events',
  'Event',
  'Products',
  'Variants',
  'HeaderMenu',
  'FooterMenu',
  'Pages',
  'Users',
  'Customers',
  'Orders',
  'Carts',
  'versionsEvents',
  'Access',
  'meUser',
  'meCustomer',
  'PayloadPreferences',
  'allMedia',
]
const mutations = ['updateUser', 'createCustomer', 'loginUser', 'loginCustomer', 'forgotPasswordUser', 'updateEvent', 'deleteOrder', 'createPayloadPreference', 'updateHeaderMenu', 'unlockUser']

const graphqlDocument = fc.oneof(
  fc
    .record({
      root: fc.constantFrom(...rootFields),
      aliases: fc.integer({ min: 1, max: 60 }),
      args: fc.constantFrom(
        '',
        '(limit: 0)',
        '(limit: 100000)',
        '(limit: -5)',
        '(pagination: false)',
        '(where: { id: { equals: "abc" } })',
        '(where: { title: { near: "1,2" } })',
        '(id: VICTIM)',
        '(id: -1)',
        '(draft: true)',
        '(locale: es_mx)',
        '(page: 99999999)',
        '(sort: "nope")',
      ),
      inner: fc.integer({ min: 0, max: 12 }).chain((d) => selection(d)),
    })
    .map(({ root, aliases, args, inner }) => `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: ${root}${args} { ${inner} }`).join(' ')} }`),
  fc
    .record({
      name: fc.constantFrom(...mutations),
      args: fc.constantFrom(
        '(id: ADMIN, data: { password: "pwned-password-1", roles: admin })',
        '(email: "admin@example.com", password: "x")',
        '(data: { email: "x@y.z", password: "pwned-password-1" })',
        '(id: EVENT)',
        '(data: {})',
      ),
    })
    .map(({ name, args }) => `mutation { ${name}${args} { __typename } }`),
  fc.constantFrom(
    '{ __schema { types { name fields { name type { name fields { name } } } } } }',
    'fragment A on Event { id ...B } fragment B on Event { ...A } { Events { docs { ...A } } }',
    '{',
    'query { Events(where: $w) { docs { id } } }',
    'subscription { x }',
  ),
  fc.string({ maxLength: 200 }),
)

describe('hostile queries on GraphQL', () => {
  it('are answered below 500, refused before they run when out of bounds, and change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        graphqlDocument,
        fc.constantFrom(...callers),
        fc.oneof(fc.constant(undefined), fc.dictionary(fc.constantFrom('w', 'l', 'id'), fc.anything({ maxDepth: 4 }))),
        async (query, caller, variables) => {
          const before = (last ??= await state())
          const answer = await graphqlCall(substitute(query), { headers: headers[caller], variables })
          const text = JSON.stringify(answer.body)
          expect(graphqlStatus(answer), `${query.slice(0, 200)} as ${caller}: ${text.slice(0, 300)}`).toBeLessThan(500)
          expect(text.slice(0, 20_000)).not.toMatch(leaks)
          last = await state()
          if (caller !== 'editor') expect(last, `${query.slice(0, 200)} as ${caller} changed something`).toEqual(before)
        },
      ),
      { numRuns: FUZZ_RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    )
  }, 600_000)
})
