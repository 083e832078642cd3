import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { expect, test } from './fixtures'
import { type Cluster, startCluster } from '../../scripts/lib/cluster'
import { nginxBinary } from '../../scripts/lib/nginx'
import { freePort } from '../../scripts/lib/site-process'
import { demoAdmin } from '../../src/seed/seed'
import { siteVisitor } from '../support/site-visitor'
import { runTsxScript } from '../../scripts/lib/unsettled-start'

/**
 * Two instances of the site on one PostgreSQL database, with nothing one keeps in memory that the
 * other needs: requests alternate between them (decision 0014). Once with invalidation through
 * PostgreSQL's LISTEN/NOTIFY, once through Redis.
 */
const POSTGRES = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const reachable = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url)
    const socket = net.connect({ host: hostname, port: Number(port) }, () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)))
  })

const hasPostgres = await reachable(POSTGRES)
const hasRedis = await reachable(REDIS)
const database = `milepost_cluster_${process.pid}`
const databaseUrl = (() => {
  const url = new URL(POSTGRES)
  url.pathname = `/${database}`
  return url.toString()
})()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-cluster-'))

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES })
  await client.connect()
  await client.query(sql)
  await client.end()
}

// Each visitor speaks from an address of its own (the instances trust one proxy): the load test's
// cart writes would otherwise use up the next test's share of the per-address cart limit.
let visitors = 0
const visitor = () => siteVisitor({ 'x-forwarded-for': `198.51.100.${(visitors++ % 250) + 1}` })

test.describe('two instances on one PostgreSQL', () => {
  test.skip(!hasPostgres, 'no PostgreSQL server')
  test.beforeAll(async () => {
    test.setTimeout(300_000)
    await admin(`CREATE DATABASE ${database}`)
    const env = { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' }
    const seeded = runTsxScript(['scripts/seed.ts'], { env })
    if (seeded.status !== 0) throw new Error(`seed failed (${seeded.status ?? seeded.signal}): ${seeded.error?.message ?? ''} ${seeded.stderr.slice(-2000)} ${seeded.stdout.slice(-2000)}`)
  })
  test.afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  for (const bus of ['postgres', 'redis'] as const) {
    test.describe(`invalidation through ${bus}`, () => {
      test.skip(bus === 'redis' && !hasRedis, 'no Redis server')
      let cluster: Cluster
      let a: string
      let b: string
      test.beforeAll(async () => {
        test.setTimeout(180_000)
        const ports = [await freePort(), await freePort()]
        const front = nginxBinary() ? await freePort() : undefined
        // Pages are asked for on either instance and on nginx: all three are names of the site.
        const aliases = [ports[1], front].flatMap((p) => (p ? [`http://127.0.0.1:${p}`] : [])).join(',')
        cluster = await startCluster({
          ports,
          port: front,
          env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${ports[0]}`, SITE_ALIASES: aliases, REDIS_URL: bus === 'redis' ? REDIS : '', DEMO_MODE: '1' },
          workDir: path.join(dataDir, `cluster-${bus}`),
        })
        ;[a, b] = cluster.instances.map((i) => i.url) as [string, string]
      })
      test.afterAll(async () => {
        await cluster?.stop()
      })
      // An instance a test killed is back before the next test (it restarts by itself).
      test.afterEach(async () => {
        await cluster?.instances[1]?.answering()
      })

      test('a CSRF token and a cart made on one instance are good on the other', async () => {
        const v = visitor()
        await v.csrfFrom(a)
        const { body: variant } = await v.call(a, '/api/variants?where[sku][like]=WATER-BOTTLE&depth=0&limit=1')
        const id = variant.docs[0].id
        const added = await v.call(b, '/actions/milepost/cart/update-cart', { method: 'POST', body: { purchasableId: id, qty: 1 } })
        expect(added.status).toBe(200)
        const grown = await v.call(a, '/actions/milepost/cart/update-cart', { method: 'POST', body: { purchasableId: id, qty: 2 } })
        expect(grown.body.cart.lineItems.map((l: { qty: number }) => l.qty)).toEqual([3])
        expect((await v.call(b, '/actions/milepost/cart/get-cart', { method: 'POST', body: {} })).body.cart.totalQty).toBe(3)
        // A forged token is refused by either.
        const forged = visitor()
        forged.jar.set('mp_session', v.jar.get('mp_session')!)
        expect((await forged.call(b, '/actions/milepost/cart/update-cart', { method: 'POST', body: { purchasableId: id, qty: 1 } })).status).toBe(400)
      })

      test('nginx keeps the root page per language: each visitor still lands in their own', async () => {
        test.skip(bus !== 'postgres' || !nginxBinary(), 'nginx fronts the PostgreSQL pair only')
        const front = cluster.baseURL!
        const root = (headers: Record<string, string>) => fetch(`${front}/`, { headers, redirect: 'manual' })
        const cacheStates: (string | null)[] = []
        for (let round = 0; round < 2; round++) {
          const german = await root({ 'accept-language': 'de-DE,de;q=0.9' })
          expect(german.status).toBe(307)
          expect(german.headers.get('location')).toMatch(/\/de\/?$/)
          expect(german.headers.get('set-cookie')).toMatch(/i18n_redirected=de/)
          const english = await root({ 'accept-language': 'en-GB' })
          expect(english.status).toBe(200)
          expect(await english.text()).toMatch(/<html[^>]+lang="en"/)
          if (round > 0) cacheStates.push(english.headers.get('x-cache'))
          const swede = await root({ cookie: 'i18n_redirected=sv', 'accept-language': 'en-GB' })
          expect(swede.status).toBe(307)
          expect(swede.headers.get('location')).toMatch(/\/sv\/?$/)
          expect(swede.headers.get('set-cookie')).toBeNull()
        }
        // The second round came from nginx's cache.
        const again = await root({ 'accept-language': 'en-GB' })
        expect(again.status).toBe(200)
        cacheStates.push(again.headers.get('x-cache'))
        expect(
          cacheStates.some((state) => /HIT|UPDATING|STALE/.test(state ?? '')),
          `X-Cache: ${cacheStates.join(', ')}`,
        ).toBe(true)
      })

      test('a session started on one instance is known to the other, and ends on both', async () => {
        const v = visitor()
        await v.csrfFrom(b)
        const signedIn = await v.call(a, '/actions/users/login', { method: 'POST', body: { email: 'runner@milepost.run', password: 'milepost-runner' } })
        expect(signedIn.status).toBe(200)
        expect((await v.call(b, '/actions/milepost/default/get-user')).body.user.email).toBe('runner@milepost.run')
        const token = JSON.parse(decodeURIComponent(v.jar.get('access-token')!)).accessToken as string
        expect((await v.call(b, '/app-api/user/info', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200)
        expect((await v.call(b, '/actions/users/logout', { method: 'POST', body: {} })).status).toBe(200)
        expect((await fetch(`${a}/app-api/user/info`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
      })

      test('rate limits count attempts made on both instances together', async () => {
        // An address of its own: Redis keeps counts between runs of this test.
        const ip = `2001:db8::${process.pid.toString(16)}:${(Date.now() % 0xffff).toString(16)}:${bus === 'redis' ? 2 : 1}`
        const v = visitor()
        await v.csrfFrom(a)
        const statuses: number[] = []
        for (let i = 0; i < 6; i++) {
          const base = i % 2 ? b : a
          const answer = await v.call(base, '/actions/milepost/default/contact', {
            method: 'POST',
            body: { name: 'Ann', email: 'ann@example.com', message: 'Hello', turnstileToken: 'not-a-real-token' },
            headers: { 'x-forwarded-for': ip },
          })
          statuses.push(answer.status)
        }
        expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true)
        expect(statuses[5]).toBe(429)
      })

      /** An editor renames an Italian menu entry on A; B shows it, then the old name again. */
      async function editorChangeShowsOnB(suffix: string) {
        const login = await fetch(`${a}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAdmin) })
        const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' }
        const page = async () => (await fetch(`${b}/it/about`)).text()
        const menu = (await (await fetch(`${a}/api/globals/header-menu?locale=it&depth=0`, { headers: auth })).json()) as { entries: { title: string }[] }
        const renamed = `${menu.entries[0]!.title} (${suffix})`
        expect(await page()).not.toContain(renamed)
        const save = (entries: unknown) => fetch(`${a}/api/globals/header-menu?locale=it`, { method: 'POST', headers: auth, body: JSON.stringify({ entries }) })
        const saved = await save(menu.entries.map((e, i) => (i === 0 ? { ...e, title: renamed } : e)))
        expect(saved.status, await saved.text()).toBe(200)
        await expect.poll(async () => (await page()).includes(renamed), { timeout: 10_000, intervals: [200] }).toBe(true)
        await save(menu.entries)
        await expect.poll(async () => (await page()).includes(renamed), { timeout: 10_000, intervals: [200] }).toBe(false)
      }

      test('an editor’s change on one instance shows on the other at once', async () => {
        await editorChangeShowsOnB(bus)
      })

      test('an instance killed mid-load loses no paid order, writes no half order, takes no stock twice; the other keeps serving, and the killed one comes back by itself', async () => {
        test.skip(bus !== 'postgres' || !nginxBinary(), 'nginx fronts the PostgreSQL pair only')
        test.setTimeout(240_000)
        const victim = cluster.instances[1]!
        const login = await fetch(`${a}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demoAdmin) })
        const auth = { authorization: `JWT ${((await login.json()) as { token: string }).token}`, 'content-type': 'application/json' }
        const post = async (pathname: string, body: unknown) =>
          ((await (await fetch(`${a}/api${pathname}`, { method: 'POST', headers: auth, body: JSON.stringify(body) })).json()) as { doc: { id: number } }).doc
        const section = ((await (await fetch(`${a}/api/shop-sections?limit=1&depth=0`, { headers: auth })).json()) as { docs: { id: number }[] }).docs[0]!.id
        const product = await post('/products', { title: 'Fault cap', slug: 'fault-cap', productType: 'simple', section, _status: 'published' })
        const variant = await post('/variants', {
          kind: 'merch',
          product: product.id,
          title: 'Fault cap',
          sku: 'FAULT-CAP',
          prices: [{ currency: 'GBP', amount: 1000 }],
          stock: 1000,
          isAvailable: true,
        })
        const front = cluster.baseURL!
        const address = { firstName: 'Kim', lastName: 'Fault', countryCode: 'GB', addressLine1: '1 Track Lane', city: 'Leeds', postcode: 'LS1 1AA' }
        let paid = 0
        let paidAfterKill = 0
        let killed = false
        const deadline = Date.now() + 9000
        // On a loaded machine the survivor may need longer for its first order after the kill: go on until one is paid.
        const lastChance = Date.now() + 60_000
        const goOn = () => Date.now() < deadline || (paidAfterKill === 0 && Date.now() < lastChance)
        setTimeout(() => {
          victim.kill('SIGKILL')
          killed = true
        }, 2500)
        await Promise.all(
          Array.from({ length: 6 }, async (_, i) => {
            const v = visitor()
            await v.csrfFrom(front).catch(() => undefined)
            while (goOn()) {
              try {
                const added = await v.call(front, '/actions/milepost/cart/update-cart', {
                  method: 'POST',
                  body: { purchasableId: variant.id, qty: 1, email: `fault${i}@example.com`, billingAddress: address, shippingAddress: address, shippingMethodHandle: 'standard' },
                })
                if (added.status !== 200) continue
                const urls = (await v.call(front, '/actions/milepost/default/stripe-urls')).body
                const answer = await v.call(front, '/actions/milepost/payments/pay', {
                  method: 'POST',
                  body: { gatewayId: 1, paymentMethodId: 'pm_sandbox_4242424242424242', orderNumber: added.body.cart.number, ...urls },
                })
                if (answer.status === 200 && answer.body.order) {
                  paid++
                  if (killed) paidAfterKill++
                }
              } catch {
                // The connection to a killed instance broke: try again, as a browser would.
              }
            }
          }),
        )
        expect(paid).toBeGreaterThan(0)
        expect(paidAfterKill).toBeGreaterThan(0)
        // Its supervisor started it again, once: nobody had to.
        await victim.answering(90_000)
        expect(victim.restarts).toBe(1)

        // Payments nobody came back for (cut off with the instance) are settled by the reconcile job.
        const reconciled = runTsxScript(['--import', './scripts/lib/server-only.mjs', 'scripts/reconcile-payments.ts', '--settle-after=0'], {
          env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DEMO_MODE: '1' },
        })
        expect(reconciled.status, reconciled.stderr.slice(-1000)).toBe(0)

        const db = new pg.Client({ connectionString: databaseUrl })
        await db.connect()
        const one = async (sql: string, values: unknown[] = []) => (await db.query(sql, values)).rows[0] as Record<string, string>
        const taken = await one(`SELECT count(*)::int AS n FROM sandbox_charges WHERE status = 'succeeded'`)
        const orders = await one(`SELECT count(*)::int AS n FROM orders WHERE payment_reference IN (SELECT reference FROM sandbox_charges WHERE status = 'succeeded')`)
        const orphans = await one(`SELECT count(*)::int AS n FROM sandbox_charges c WHERE c.status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_reference = c.reference)`)
        const open = await one(`SELECT count(*)::int AS n FROM orders o JOIN carts c ON c.number = o.cart_number WHERE NOT c.is_completed`)
        const sold = await one(`SELECT coalesce(sum((line->>'qty')::int), 0)::int AS n FROM orders, jsonb_array_elements(line_items::jsonb) AS line WHERE (line->>'purchasableId')::int = $1`, [
          variant.id,
        ])
        const stock = await one('SELECT stock::int AS n FROM variants WHERE id = $1', [variant.id])
        await db.end()
        expect(Number(orphans.n), 'money taken without an order').toBe(0)
        expect(Number(orders.n)).toBe(Number(taken.n))
        expect(Number(orders.n)).toBeGreaterThanOrEqual(paid)
        expect(Number(open.n), 'an order whose cart is still open').toBe(0)
        expect(Number(stock.n)).toBe(1000 - Number(sold.n))
        expect(Number(stock.n)).toBeGreaterThanOrEqual(0)
      })

      test('with the database out of reach the site API answers 503, and recovers when it is back', async () => {
        test.skip(bus !== 'postgres', 'the outage is made on PostgreSQL')
        test.setTimeout(60_000)
        const v = visitor()
        await v.csrfFrom(a)
        // A saved cart: reading it needs the database.
        expect((await v.call(a, '/actions/milepost/cart/get-cart', { method: 'POST', body: { forceSave: true } })).status).toBe(200)
        expect(v.jar.has('mp_cart')).toBe(true)
        await admin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`)
        await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`)
        try {
          const down = await v.call(a, '/actions/milepost/cart/get-cart', { method: 'POST', body: {} })
          expect(down.status).toBe(503)
          expect(down.body.error).toBe('The service is briefly unavailable. Please try again in a moment.')
          expect((await v.call(b, '/actions/milepost/cart/update-cart', { method: 'POST', body: { couponCode: '' } })).status).toBe(503)
        } finally {
          await admin(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`)
        }
        await expect.poll(async () => (await v.call(a, '/actions/milepost/cart/get-cart', { method: 'POST', body: {} })).status, { timeout: 15_000, intervals: [500] }).toBe(200)
        await expect.poll(async () => (await v.call(b, '/actions/milepost/cart/get-cart', { method: 'POST', body: {} })).status, { timeout: 15_000, intervals: [500] }).toBe(200)
      })
    })
  }
})
