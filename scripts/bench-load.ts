/**
 * `npm run bench:load`: a mixed load on the production build, loopback only, bounded in time: each
 * virtual visitor browses an event and a product, searches teams, adds kit to the basket, checks
 * out and pays with the sandbox card, and every fourth round (signed in) also enters an event.
 * Against one instance on SQLite, then two instances on PostgreSQL behind nginx (when PostgreSQL
 * answers and nginx is installed). Prints throughput and p50/p95/p99 per step, the errors, and
 * checks that orders, stock and entries add up exactly afterwards.
 */
import { startBenchCluster } from './lib/bench-cluster'
import { startSite } from './lib/site-process'
import { siteVisitor } from '../tests/support/site-visitor'
import { summary } from './lib/stats'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const VISITORS = Number(process.env.BENCH_VISITORS ?? 20)
const ADMIN = { email: 'admin@milepost.run', password: 'milepost-demo' }
const STOCK = 1_000_000

type Step = 'browse event' | 'browse product' | 'team search' | 'add to cart' | 'checkout fields' | 'pay' | 'enter event'

/** One virtual visitor of one site, from its own address (as an edge proxy would report it). */
async function startVisitor(base: string, ip: string) {
  const visitor = siteVisitor({ 'x-forwarded-for': ip })
  await visitor.csrfFrom(base)
  visitor.jar.set('i18n_redirected', 'en')
  return { call: (pathname: string, init?: Parameters<typeof visitor.call>[2]) => visitor.call(base, pathname, init) }
}

type Target = { label: string; base: string; adminBase: string; stop: () => Promise<void> }

async function adminToken(base: string) {
  const response = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  return `JWT ${((await response.json()) as { token: string }).token}`
}

async function adminCall(base: string, token: string, pathname: string, method = 'GET', body?: unknown) {
  const response = await fetch(`${base}/api${pathname}`, { method, headers: { authorization: token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`)
  return (await response.json()) as any
}

async function run(target: Target) {
  const token = await adminToken(target.adminBase)
  const section = (await adminCall(target.adminBase, token, '/shop-sections?limit=1&depth=0')).docs[0].id
  const product = (
    await adminCall(target.adminBase, token, '/products', 'POST', { title: 'Load test bottle', slug: `load-bottle-${Date.now()}`, productType: 'simple', section, _status: 'published' })
  ).doc
  const variant = (
    await adminCall(target.adminBase, token, '/variants', 'POST', {
      kind: 'merch',
      product: product.id,
      title: 'Load test bottle',
      sku: `LOAD-${Date.now()}`,
      prices: [{ currency: 'GBP', amount: 1500 }],
      stock: STOCK,
      isAvailable: true,
    })
  ).doc
  const relay = (await adminCall(target.adminBase, token, '/events?where[slug][equals]=midsummer-relay&depth=0')).docs[0]
  const adultEntry = (await adminCall(target.adminBase, token, `/variants?where[event][equals]=${relay.id}&where[entryType][equals]=adult&depth=0`)).docs[0]
  const distance = relay.entryDistances[0].id
  const ordersBefore = (await adminCall(target.adminBase, token, '/orders?limit=0')).totalDocs
  const entriesBefore = (await adminCall(target.adminBase, token, `/entries?limit=0&where[event][equals]=${relay.id}`)).totalDocs

  const runId = Date.now().toString(36)
  const visitors = await Promise.all(
    Array.from({ length: VISITORS }, async (_, i) => {
      const email = `load-${runId}-${i}@bench.test`
      await adminCall(target.adminBase, token, '/customers', 'POST', { email, password: 'load-test-password', firstName: 'Load', lastName: `Runner ${i}`, _verified: true })
      const visitor = await startVisitor(target.base, `2001:db8:${runId.slice(-4)}::${i + 1}`)
      const signedIn = await visitor.call('/actions/users/login', { method: 'POST', body: { email, password: 'load-test-password' } })
      if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status}`)
      return visitor
    }),
  )

  const durations = new Map<Step, number[]>()
  const errors = new Map<Step, Map<number | string, number>>()
  /** The first refusal of each step, as the server worded it: a benchmark that only fails measures nothing. */
  const firstRefusal = new Map<Step, string>()
  let paidOrders = 0
  let paidEntries = 0
  let kitUnits = 0
  type Answer = { status: number; body: any }
  const time = async (step: Step, ok: (r: Answer) => boolean, work: () => Promise<Answer>): Promise<Answer | null> => {
    const start = performance.now()
    let result: Answer
    try {
      result = await work()
    } catch (error) {
      result = { status: -1, body: String(error) }
    }
    const list = durations.get(step) ?? []
    list.push(performance.now() - start)
    durations.set(step, list)
    if (!ok(result)) {
      const byStatus = errors.get(step) ?? new Map()
      byStatus.set(result.status, (byStatus.get(result.status) ?? 0) + 1)
      errors.set(step, byStatus)
      if (!firstRefusal.has(step)) firstRefusal.set(step, `${result.status} ${JSON.stringify(result.body).slice(0, 300)}`)
      return null
    }
    return result
  }

  const words = ['gazelles', 'rapide', 'zurich', 'owls', 'nordic', 'equipe']
  const deadline = Date.now() + SECONDS * 1000
  const started = performance.now()
  await Promise.all(
    visitors.map(async (v, i) => {
      for (let round = 0; Date.now() < deadline; round++) {
        const ok200 = (r: { status: number }) => r.status === 200
        await time('browse event', ok200, () => v.call('/events/spring-10k'))
        await time('browse product', ok200, () => v.call('/shop/products/finisher-tee'))
        await time('team search', ok200, () => v.call(`/actions/milepost/entries/event-teams?eventId=${relay.id}&q=${words[(i + round) % words.length]}`))
        const added = await time('add to cart', ok200, () => v.call('/actions/milepost/cart/update-cart', { method: 'POST', body: { purchasableId: variant.id, qty: 1 } }))
        if (!added) continue
        const entering = round % 4 === 3
        if (entering) {
          const entryEmail = `entry-${runId}-${i}-${round}@bench.test`
          const options = { entryId: `e${round}`, entryPath: 'individual', entryType: 'adult', email: entryEmail, firstName: 'Load', lastName: 'Runner', distance }
          const entered = await time('enter event', ok200, () => v.call('/actions/milepost/cart/update-cart', { method: 'POST', body: { purchasableId: adultEntry.id, qty: 1, options } }))
          if (!entered) continue
        }
        const address = { firstName: 'Load', lastName: 'Runner', countryCode: 'GB', addressLine1: '1 Track Lane', city: 'Leeds', postcode: 'LS1 1AA' }
        const fields = await time('checkout fields', ok200, () =>
          v.call('/actions/milepost/cart/update-cart', {
            method: 'POST',
            body: { email: `buyer-${runId}-${i}@bench.test`, billingAddress: address, shippingAddress: address, shippingMethodHandle: 'standard' },
          }),
        )
        if (!fields) continue
        const urls = (await v.call('/actions/milepost/default/stripe-urls')).body
        const paid = await time(
          'pay',
          (r) => r.status === 200 && !!r.body?.order,
          () => v.call('/actions/milepost/payments/pay', { method: 'POST', body: { gatewayId: 1, paymentMethodId: 'pm_sandbox_4242424242424242', orderNumber: fields.body.cart.number, ...urls } }),
        )
        if (paid) {
          paidOrders++
          kitUnits++
          if (entering) paidEntries++
        }
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000

  const stockAfter = (await adminCall(target.adminBase, token, `/variants/${variant.id}?depth=0`)).stock
  const ordersAfter = (await adminCall(target.adminBase, token, '/orders?limit=0')).totalDocs
  const entriesAfter = (await adminCall(target.adminBase, token, `/entries?limit=0&where[event][equals]=${relay.id}`)).totalDocs
  const steps: Step[] = ['browse event', 'browse product', 'team search', 'add to cart', 'enter event', 'checkout fields', 'pay']
  const rows = steps.map((step) => {
    const list = durations.get(step) ?? []
    const s = summary(list)
    const failed = [...(errors.get(step) ?? new Map()).entries()].map(([status, n]) => `${n}×${status}`).join(' ')
    return { step, requests: s.count, 'req/s': Math.round((s.count / elapsed) * 10) / 10, 'p50 ms': s.p50, 'p95 ms': s.p95, 'p99 ms': s.p99, errors: failed || 0 }
  })
  const total = rows.reduce((n, r) => n + r.requests, 0)
  console.log(`\n${target.label}: ${VISITORS} visitors for ${Math.round(elapsed)} s, ${total} requests (${Math.round(total / elapsed)} req/s):`)
  console.table(rows)
  for (const [step, refusal] of firstRefusal) console.log(`First refusal of ${step}: ${refusal}`)
  const checks = {
    'orders made = orders paid': `${ordersAfter - ordersBefore} = ${paidOrders}`,
    'stock taken = kit sold': `${STOCK - stockAfter} = ${kitUnits}`,
    'entries made = entries paid': `${entriesAfter - entriesBefore} = ${paidEntries}`,
    'stock never below zero': stockAfter >= 0,
  }
  const exact = ordersAfter - ordersBefore === paidOrders && STOCK - stockAfter === kitUnits && entriesAfter - entriesBefore === paidEntries && stockAfter >= 0
  console.log(`Consistency: ${exact ? 'exact' : 'MISMATCH'}`, checks)
  // Each step must have been measured: a step that never succeeded has no figure to give.
  const measured = steps.every((step) => (durations.get(step)?.length ?? 0) > (errors.get(step) ? [...errors.get(step)!.values()].reduce((a, b) => a + b, 0) : 0))
  if (!measured) console.log('Some steps never succeeded: their figures measure refusals, not the work.')
  return exact && measured
}

const targets: (() => Promise<Target | null>)[] = [
  async () => {
    // The visitors say who they are in X-Forwarded-For, as a proxy in front would.
    const site = await startSite({ TRUSTED_PROXIES: '1', WARM_PAGES: '0' })
    return { label: 'One instance, SQLite', base: site.baseURL, adminBase: site.baseURL, stop: site.stop }
  },
]
if (process.env.BENCH_TARGETS !== 'sqlite') {
  targets.push(async () => {
    const running = await startBenchCluster()
    if (!running) console.log('\nPostgreSQL on 127.0.0.1:5432 or nginx is missing: the two-instance run is skipped.')
    return running && { label: running.label, base: running.baseURL, adminBase: running.cluster.instances[0]!.url, stop: running.stop }
  })
}

let allExact = true
for (const start of targets) {
  const target = await start()
  if (!target) continue
  try {
    allExact = (await run(target)) && allExact
  } finally {
    await target.stop()
  }
}
process.exit(allExact ? 0 : 1)
