import { money } from '../src/commerce/money'
/**
 * `npm run bench:growth`: how the hot calls hold as data grows. For 100 and for 100,000 teams,
 * entries and orders (on SQLite, and on PostgreSQL when one answers on 127.0.0.1:5432), times team
 * search (entries/event-teams), the entries check (validate-entries' query), get-cart and order
 * completion, 20 at a time, through the real route handlers and services, and prints p50/p95/p99
 * side by side with the ratio of the large to the small.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { summary, timed } from './lib/stats'

const SIZES = (process.env.BENCH_SIZES ?? '100,100000').split(',').map(Number)
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

type Figures = Record<string, { p50: number; p95: number; p99: number; count: number }>

async function measure(size: number): Promise<Figures> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { runMigrations } = await import('../src/db/migrate')
  const { drizzleOf } = await import('../src/db/drizzle-tables')
  const { teamNameKey } = await import('../src/entries/model')
  const { payloadEntryStore } = await import('../src/server/stores/entry-store')
  const { GET: eventTeams } = await import('../src/app/actions/milepost/entries/event-teams/route')
  const { POST: getCart } = await import('../src/app/actions/milepost/cart/get-cart/route')
  const { GET: csrfRoute } = await import('../src/app/actions/milepost/default/route')
  const { payloadCartStore } = await import('../src/server/stores/cart-store')
  const { services } = await import('../src/server/services')
  const { completeOrder } = await import('../src/commerce/orders/complete-order')
  const { newAccessKey, newOrderNumber } = await import('../src/commerce/orders/order-number')
  const { payloadOrderStore } = await import('../src/server/stores/order-store')
  const { NextRequest } = await import('next/server')
  const { demoMarket, seedMarkets } = await import('../src/seed/markets')
  const { fivePrices } = await import('../src/seed/prices')

  const payload = await getPayload({ config })
  await runMigrations(payload)
  await seedMarkets(payload)
  const context = { disableRevalidate: true }
  const tenner = fivePrices({ GBP: 1000, EUR: 1200, SEK: 11900, CAD: 1800, MXN: 25900 })
  const media = await payload.create({ collection: 'media', data: { alt: 'Bench' }, filePath: path.resolve('src/seed/images/hero-sunrise-run.jpg'), context })
  const event = await payload.create({
    collection: 'events',
    data: {
      title: 'Growth',
      slug: 'growth',
      shortDescription: 'Growth',
      eventStartDate: '2027-01-01T00:00:00.000Z',
      eventEndDate: '2027-12-31T00:00:00.000Z',
      eventType: 'open',
      image: media.id,
      individual: true,
      team: true,
      availableForPurchase: true,
      defaultPrice: 1000,
      entryDistances: [{ label: '10K', lengthKm: 10 }],
      _status: 'published',
    },
    context,
  })
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Kit', slug: 'growth-kit' }, context })
  const product = await payload.create({ collection: 'products', data: { title: 'Cap', slug: 'growth-cap', productType: 'simple', section: section.id, _status: 'published' }, context })
  const variant = await payload.create({
    collection: 'variants',
    data: { kind: 'merch', product: product.id, title: 'Cap', sku: 'GROWTH-CAP', prices: tenner, hasUnlimitedStock: true, stock: 0, isAvailable: true },
    context,
  })
  const entryType = await payload.create({
    collection: 'variants',
    data: { kind: 'entry', event: event.id, title: 'Adult', sku: 'GROWTH-ADULT', prices: tenner, hasUnlimitedStock: true, entryType: 'adult', isAvailable: true },
    context,
  })

  // The data: `size` teams, entries and (completed) orders with their carts, written in batches.
  const { drizzle, tables } = drizzleOf(payload)
  const words = ['Gazelles', 'Harriers', 'Striders', 'Pacers', 'Comets', 'Foxes', 'Owls', 'Wolves', 'Hares', 'Swifts']
  const now = new Date().toISOString()
  const batch = 500
  const started = performance.now()
  for (let from = 0; from < size; from += batch) {
    const ids = Array.from({ length: Math.min(batch, size - from) }, (_, k) => from + k)
    await drizzle.transaction(async (tx: any) => {
      await tx.insert(tables.teams).values(
        ids.map((i) => {
          const name = `${words[i % words.length]} ${i} ${words[(i * 7) % words.length]}`
          return {
            event: event.id,
            name,
            nameKey: teamNameKey(name),
            captainEmail: `captain${i}@growth.test`,
            orderNumber: `G-${i}`,
            distanceLabel: '10K',
            distanceKm: 10,
            timezone: 'Europe/London',
            adultEntries: 1,
            childEntries: 0,
            createdAt: now,
            updatedAt: now,
          }
        }),
      )
      await tx.insert(tables.entries).values(
        ids.map((i) => ({
          event: event.id,
          variant: entryType.id,
          entryPath: 'individual',
          entryType: 'adult',
          firstName: 'Run',
          lastName: `${i}`,
          email: `runner${i}@growth.test`,
          emailKey: `runner${i}@growth.test`,
          distanceLabel: '10K',
          distanceKm: 10,
          timezone: 'Europe/London',
          orderNumber: `G-${i}`,
          locale: 'en',
          createdAt: now,
          updatedAt: now,
        })),
      )
      await tx.insert(tables.carts).values(
        ids.map((i) => ({
          number: `growth${String(i).padStart(26, '0')}`,
          version: 1,
          lineItems: [{ id: 1, purchasableId: variant.id, qty: 1, options: {} }],
          nextLineId: 2,
          email: `buyer${i}@growth.test`,
          isCompleted: true,
          createdAt: now,
          updatedAt: now,
        })),
      )
      await tx.insert(tables.orders).values(
        ids.map((i) => ({
          number: `G-${i}`,
          cartNumber: `growth${String(i).padStart(26, '0')}`,
          accessKey: 'k'.repeat(32),
          status: 'paid',
          email: `buyer${i}@growth.test`,
          locale: 'en',
          gateway: 'card',
          paymentReference: `growth_${i}`,
          lineItems: [],
          itemSubtotal: 1000,
          totalDiscount: 0,
          totalShippingCost: 0,
          totalTax: 0,
          totalPrice: 1000,
          createdAt: now,
          updatedAt: now,
        })),
      )
    })
  }
  const loadSeconds = Math.round((performance.now() - started) / 100) / 10

  // Open carts to read and to pay for, made the way visitors make them.
  const service = services(payload).cart('en')
  const carts = payloadCartStore(payload)
  const open: string[] = []
  for (let i = 0; i < 220; i++) {
    const { record } = await service.updateCart(
      { orderNumber: undefined, cookieNumber: undefined, customerId: null, market: demoMarket('uk'), presumedCountry: 'GB' },
      { purchasableId: variant.id, qty: 1, email: `open${i}@growth.test` },
    )
    open.push(record.number)
  }

  const request = (url: string, init?: ConstructorParameters<typeof NextRequest>[1]) => new NextRequest(new URL(url, 'http://localhost:3000'), init)
  const first = await csrfRoute(request('/actions/milepost/default') as never)
  const session = (first.headers.get('set-cookie') ?? '').split(';')[0]!
  const { csrf } = (await first.json()) as { csrf: string }
  const queries = ['striders', 'owls 4', 'gazelles 9', 'comets', 'zzz-none', 'hares 123 swifts']
  const store = payloadEntryStore(payload)
  const figures: Figures = {}
  const run = async (name: string, total: number, work: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 20; i++) await work(i) // warm up
    figures[name] = summary(await timed(total, 20, work))
  }
  await run('team search (event-teams)', 400, async (i) => {
    const response = await eventTeams(request(`/actions/milepost/entries/event-teams?eventId=${event.id}&q=${encodeURIComponent(queries[i % queries.length]!)}`))
    if (response.status !== 200) throw new Error(`event-teams answered ${response.status}`)
  })
  await run('entries check (validate-entries)', 400, (i) => store.enteredEmails(event.id, [`runner${(i * 37) % size}@growth.test`, `nobody${i}@growth.test`, `runner${(i * 11) % size}@growth.test`]))
  await run('get-cart', 400, async (i) => {
    const response = await getCart(
      request('/actions/milepost/cart/get-cart', {
        method: 'POST',
        body: JSON.stringify({ orderNumber: open[i % 100] }),
        headers: { 'content-type': 'application/json', accept: 'application/json', cookie: session, 'x-csrf-token': csrf },
      }) as never,
    )
    if (response.status !== 200) throw new Error(`get-cart answered ${response.status}`)
  })
  const deps = { orders: payloadOrderStore(payload), findCart: (n: string) => carts.findByNumber(n), price: (c: Parameters<typeof service.price>[0]) => service.price(c), newOrderNumber, newAccessKey }
  let paid = 0
  figures['order completion (completeOrder)'] = summary(
    await timed(100, 20, async (i) => {
      const result = await completeOrder(deps, { cartNumber: open[100 + i]!, payment: { reference: `growth_pay_${i}`, gateway: 'card', amount: money(1000, 'GBP') }, locale: 'en' })
      if (result.outcome !== 'completed') throw new Error(`completeOrder: ${result.outcome}`)
      paid++
    }),
  )
  if (paid !== 100) throw new Error('not every order completed')
  await payload.destroy()
  return { ...figures, load: { p50: loadSeconds, p95: loadSeconds, p99: loadSeconds, count: size } }
}

async function child() {
  const figures = await measure(Number(process.env.BENCH_GROWTH_SIZE))
  process.stdout.write(`\nRESULT ${JSON.stringify(figures)}\n`)
  process.exit(0)
}

const reachable = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432 }, () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
  })

async function parent() {
  const engines = ['sqlite', ...((await reachable()) && process.env.BENCH_ENGINES !== 'sqlite' ? ['postgres'] : [])]
  for (const engine of engines) {
    const results: Record<number, Figures> = {}
    for (const size of SIZES) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'milepost-growth-'))
      const env: NodeJS.ProcessEnv = { ...process.env, BENCH_GROWTH_SIZE: String(size), DATA_DIR: dataDir, PAYLOAD_SECRET: 'growth-bench-secret', DATABASE_URL: '' }
      let database: string | null = null
      if (engine === 'postgres') {
        database = `milepost_growth_${process.pid}_${size}`
        spawnSync('psql', [POSTGRES, '-qc', `CREATE DATABASE ${database}`])
        const url = new URL(POSTGRES)
        url.pathname = `/${database}`
        env.DATABASE_URL = url.toString()
      }
      console.log(`Measuring ${engine} with ${size.toLocaleString('en')} teams, entries and orders…`)
      const run = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', '--import', './scripts/lib/server-only.mjs', 'scripts/bench-growth.ts'], {
        env,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      })
      if (database) spawnSync('psql', [POSTGRES, '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`])
      fs.rmSync(dataDir, { recursive: true, force: true })
      const line = run.stdout.split('\n').find((l) => l.startsWith('RESULT '))
      if (!line) throw new Error(`${engine} ${size} failed:\n${run.stderr.slice(-3000)}`)
      results[size] = JSON.parse(line.slice('RESULT '.length)) as Figures
    }
    const [small, large] = SIZES
    const rows = Object.keys(results[small!]!)
      .filter((name) => name !== 'load')
      .map((name) => {
        const a = results[small!]![name]!
        const b = results[large!]![name]!
        return {
          call: name,
          [`p50 @${small}`]: a.p50,
          [`p99 @${small}`]: a.p99,
          [`p50 @${large}`]: b.p50,
          [`p95 @${large}`]: b.p95,
          [`p99 @${large}`]: b.p99,
          'p50 ratio': Math.round((b.p50 / Math.max(a.p50, 0.1)) * 100) / 100,
          'p99 ratio': Math.round((b.p99 / Math.max(a.p99, 0.1)) * 100) / 100,
        }
      })
    console.log(`\n${engine}: latency in ms, 20 at a time (data loaded in ${results[large!]!.load!.p50} s):`)
    console.table(rows)
  }
}

await (process.env.BENCH_GROWTH_SIZE ? child() : parent())
