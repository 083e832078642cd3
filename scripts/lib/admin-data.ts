/** The data of an editor's busiest lists, for the admin benchmark (scripts/bench-admin.ts). */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

/**
 * The site's own database, opened here beside the running site (SQLite lets another process write
 * while it serves; PostgreSQL when `databaseUrl` names one). Loaded after the site started: the env
 * it reads names the site's data folder.
 */
export async function siteDatabase(dataDir: string, databaseUrl = '') {
  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URL = databaseUrl
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../src/payload.config')
  const payload = await getPayload({ config })
  // The benchmark drops its PostgreSQL database at the end, under this process's idle connections.
  ;(payload.db as { pool?: { on(event: 'error', listener: () => void): void } }).pool?.on('error', () => undefined)
  const confirmationToken = async (email: string) => {
    const account = await payload.db.findOne<{ id: number; _verificationToken?: string | null }>({ collection: 'customers', where: { email: { equals: email } } })
    if (!account?._verificationToken) throw new Error(`${email} has no confirmation token`)
    return account._verificationToken
  }
  return { payload, confirmationToken }
}

/** Orders and entries as order completion writes them, in batches straight to the tables (seconds, not minutes). */
export async function seedOrdersAndEntries(payload: Payload, { orders: orderCount, entries: entryCount }: { orders: number; entries: number }) {
  const started = performance.now()
  const { drizzleOf } = await import('../../src/db/drizzle-tables')
  const { drizzle, tables } = drizzleOf(payload)
  const entryTypes = (await payload.find({ collection: 'variants', where: { kind: { equals: 'entry' } }, depth: 0, limit: 100, pagination: false, overrideAccess: true })).docs
  const teams = (await payload.find({ collection: 'teams', depth: 0, limit: 100, pagination: false, overrideAccess: true })).docs
  const merch = (await payload.find({ collection: 'variants', where: { kind: { equals: 'merch' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
  if (!entryTypes.length) throw new Error('The demo content has no entry types')
  const currencies = ['GBP', 'EUR', 'SEK', 'CAD', 'MXN']
  const address = { firstName: 'Sam', lastName: 'Bench', line1: '1 High Street', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' }
  const day = 24 * 60 * 60_000
  const at = (i: number, total: number) => new Date(Date.now() - ((total - i) * (365 * day)) / total).toISOString()
  // A finisher's certificate is a few KB of PDF kept on the entry.
  const certificate = randomBytes(3_000).toString('base64')
  const batch = 500
  for (let from = 0; from < Math.max(orderCount, entryCount); from += batch) {
    await drizzle.transaction(async (tx) => {
      const orderIds = Array.from({ length: Math.max(0, Math.min(batch, orderCount - from)) }, (_, k) => from + k)
      if (orderIds.length)
        await tx.insert(tables.orders).values(
          orderIds.map((i): typeof tables.orders.$inferInsert => ({
            number: `B-${String(i).padStart(6, '0')}`,
            cartNumber: `bench${String(i).padStart(27, '0')}`,
            accessKey: randomBytes(16).toString('hex'),
            status: i % 20 === 0 ? 'partially-refunded' : 'paid',
            fulfilment: i % 3 === 0 ? 'to-ship' : i % 3 === 1 ? 'shipped' : 'nothing-to-ship',
            email: `buyer${i}@bench.test`,
            locale: 'en',
            gateway: i % 4 === 0 ? 'paypal' : 'card',
            paymentReference: `bench_${i}`,
            lineItems: [
              { id: 1, purchasableId: merch.id, title: 'Bench cap', qty: 1, unitPrice: 1500, total: 1500 },
              { id: 2, purchasableId: entryTypes[i % entryTypes.length]!.id, title: 'Adult entry', qty: 1, unitPrice: 2500, total: 2500 },
            ],
            itemSubtotal: 4000,
            totalDiscount: 0,
            totalShippingCost: 395,
            totalTax: 732,
            totalPrice: 4395,
            currency: currencies[i % currencies.length],
            market: 'uk',
            taxCountry: 'GB',
            taxLines: [{ rate: 20, amount: 732 }],
            invoiceNumber: `INV-B-${i}`,
            invoicedAt: at(i, orderCount),
            billingAddress: address,
            shippingAddress: address,
            refundedTotal: i % 20 === 0 ? 1500 : 0,
            createdAt: at(i, orderCount),
            updatedAt: at(i, orderCount),
          })),
        )
      const entryIds = Array.from({ length: Math.max(0, Math.min(batch, entryCount - from)) }, (_, k) => from + k)
      if (entryIds.length)
        await tx.insert(tables.entries).values(
          entryIds.map((i): typeof tables.entries.$inferInsert => {
            const type = entryTypes[i % entryTypes.length]!
            const team = i % 5 === 0 ? teams.find((t) => t.event === type.event) : undefined
            const finished = i % 3 === 0
            return {
              event: type.event as number,
              variant: type.id,
              team: team?.id ?? null,
              entryPath: team ? 'join-team' : 'individual',
              entryType: 'adult',
              firstName: 'Sam',
              lastName: `Bench ${i}`,
              email: `runner${i}@bench.test`,
              emailKey: `runner${i}@bench.test`,
              distanceLabel: '10K',
              distanceKm: 10,
              timezone: 'Europe/London',
              orderNumber: `B-${String(i).padStart(6, '0')}`,
              locale: 'en',
              countedMeters: finished ? 10_000 : 4_000,
              countedSeconds: finished ? 3_000 : 1_200,
              countedRuns: finished ? 3 : 1,
              finishedAt: finished ? at(i, entryCount) : null,
              finishSeconds: finished ? 3_000 : null,
              certificatePdf: finished ? certificate : null,
              createdAt: at(i, entryCount),
              updatedAt: at(i, entryCount),
            }
          }),
        )
    })
  }
  console.log(`Seeded ${orderCount.toLocaleString('en')} orders and ${entryCount.toLocaleString('en')} entries in ${Math.round((performance.now() - started) / 100) / 10} s`)
}
