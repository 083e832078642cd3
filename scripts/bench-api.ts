/**
 * `npm run bench:api`: the cart calls of the site API under load (autocannon, loopback, production
 * build, SQLite): add to cart (update-cart, add form) and get-cart, 20 connections for 15 s each,
 * every connection with its own saved cart, as 20 shoppers would be; then refused sign-ins for an
 * email with an account and for emails without one, which must take as long. Prints two tables.
 */
import autocannon from 'autocannon'
import { adminGet, adminPatch, adminToken } from '../tests/support/admin-rest'
import { startSite } from './lib/site-process'

const seconds = Number(process.env.BENCH_SECONDS ?? 15)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)

const site = await startSite({ WARM_PAGES: '0' })
try {
  const base = site.baseURL
  const first = await fetch(`${base}/actions/milepost/default`)
  const { csrf } = (await first.json()) as { csrf: string }
  const cookie = first.headers.get('set-cookie')!.split(';')[0]!
  const headers = { 'content-type': 'application/json', accept: 'application/json', cookie, 'x-csrf-token': csrf }

  // A merch variant an editor set to unlimited stock, so every add is accepted however long the run
  // (entry types need a signed-in runner and an entry form; they are not what a shopper adds).
  const token = await adminToken(base)
  const { docs } = await adminGet<{ docs: { id: number }[] }>(base, token, '/variants?where[kind][equals]=merch&where[isAvailable][equals]=true&limit=1&depth=0')
  const purchasableId = docs[0]!.id
  await adminPatch(base, token, `/variants/${purchasableId}`, { hasUnlimitedStock: true })
  const numbers: string[] = []
  for (let i = 0; i < connections; i++) {
    const answer = await fetch(`${base}/actions/milepost/cart/update-cart`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ purchasableId, qty: 1 }) })
    numbers.push(((await answer.json()) as { cart: { number: string } }).cart.number)
  }

  const run = async (name: string, path: string, body: (orderNumber: string) => object) => {
    let next = 0
    for (let i = 0; i < 50; i++) await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body(numbers[i % connections]!)) })
    const result = await autocannon({
      url: `${base}${path}`,
      method: 'POST',
      headers,
      connections,
      duration: seconds,
      setupClient: (client) => client.setBody(JSON.stringify(body(numbers[next++ % connections]!))),
    })
    return {
      call: name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    }
  }

  const rows = [
    await run('update-cart (add)', '/actions/milepost/cart/update-cart', (orderNumber) => ({ orderNumber, purchasableId, qty: 1, options: {} })),
    await run('get-cart', '/actions/milepost/cart/get-cart', (orderNumber) => ({ orderNumber })),
  ]
  console.log(`\nCart calls, ${connections} connections (one cart each), ${seconds} s each, SQLite, production build:`)
  console.table(rows)

  // Sign-in answers as long for an unknown email as for a real one (the same hashing work): eight
  // refused sign-ins of each kind, one at a time, under the per-account and per-address limits.
  const signInMs = async (email: string) => {
    const started = performance.now()
    await fetch(`${base}/actions/users/login`, { method: 'POST', headers, body: JSON.stringify({ email, password: 'not-the-password' }) })
    return performance.now() - started
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  const known: number[] = []
  const unknown: number[] = []
  for (let i = 0; i < 8; i++) {
    known.push(await signInMs('runner@milepost.run'))
    unknown.push(await signInMs(`nobody-${i}-${Date.now()}@example.com`))
  }
  console.log('\nRefused sign-ins, one at a time (8 each), median and slowest:')
  console.table([
    { email: 'has an account', 'p50 ms': Math.round(median(known)), 'max ms': Math.round(Math.max(...known)) },
    { email: 'has none', 'p50 ms': Math.round(median(unknown)), 'max ms': Math.round(Math.max(...unknown)) },
  ])
} finally {
  await site.stop()
}
