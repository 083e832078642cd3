import config from '@payload-config'
import { eq } from 'drizzle-orm'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as shippingQuote } from '@/app/actions/milepost/cart/shipping-quote/route'
import { CART_WRITE_LIMIT } from '@/commerce/cart/limits'
import { drizzleOf } from '@/db/drizzle-tables'
import { jobs, queueJob } from '@/server/jobs/catalogue'
import { jobTasks, KEEP_GUEST_CART_MS } from '@/server/jobs/handlers'
import { runDueJobs } from '@/server/jobs/worker'
import { payloadJobStore } from '@/server/stores/job-store'
import { SESSION_COOKIE } from '@/lib/security/csrf'
import { visitor } from '../support/cart-api'
import { siteRequest } from '../support/requests'
import { pounds } from '../support/prices'

let payload: Payload
let bottle = 0
const context = { disableRevalidate: true }
const cartCount = async () => (await payload.count({ collection: 'carts', overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getPayload({ config })
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Kit', slug: 'housekeeping-kit' }, context })
  const product = await payload.create({ collection: 'products', data: { title: 'Bottle', slug: 'housekeeping-bottle', productType: 'simple', section: section.id, _status: 'published' }, context })
  bottle = (
    await payload.create({
      collection: 'variants',
      data: { title: 'Bottle', sku: 'SKU-HK', kind: 'merch', product: product.id, prices: pounds(1200), hasUnlimitedStock: true, isAvailable: true } as never,
      context,
    })
  ).id
})

describe('a cart gets a row at its first line, not before', () => {
  it('get-cart, shipping-quote and updates that add nothing answer a cart and write no row', async () => {
    const before = await cartCount()
    const v = await visitor()
    expect((await v.getCart()).body.cart).toMatchObject({ id: null })
    const quote = await shippingQuote(
      siteRequest('/actions/milepost/cart/shipping-quote', { method: 'POST', body: { countryCode: 'GB' }, headers: { 'x-csrf-token': v.csrf, cookie: `${SESSION_COOKIE}=${v.session}` } }),
    )
    expect(quote.status).toBe(200)
    const emailed = await v.update({ email: 'ann@example.com', notes: 'leave at the door' })
    expect(emailed.status).toBe(200)
    expect(emailed.body.cart).toMatchObject({ id: null, email: 'ann@example.com' })
    expect(v.cartNumber).toBeUndefined()
    expect(await cartCount()).toBe(before)

    const added = await v.update({ purchasableId: bottle, qty: 1 })
    expect(added.body.cart!.id).toEqual(expect.any(Number))
    expect(v.cartNumber).toBe(added.body.cart!.number)
    expect(await cartCount()).toBe(before + 1)
  })
})

describe('guest carts untouched for 30 days are pruned by the job queue', () => {
  it("deletes old guests' carts only, and running the sweep twice deletes nothing more", async () => {
    const old = await visitor()
    await old.update({ purchasableId: bottle, qty: 1 })
    const recent = await visitor()
    await recent.update({ purchasableId: bottle, qty: 1 })
    const customer = await payload.create({
      collection: 'customers',
      data: { email: 'keeper@example.com', password: 'keeper-password-1', firstName: 'Kee', lastName: 'Per', _verified: true },
      disableVerificationEmail: true,
      context,
    })
    const { token } = await payload.login({ collection: 'customers', data: { email: 'keeper@example.com', password: 'keeper-password-1' } })
    const owned = await visitor(undefined, { cookie: `payload-token=${token}` })
    await owned.update({ purchasableId: bottle, qty: 1 })
    const completed = await visitor()
    await completed.update({ purchasableId: bottle, qty: 1 })

    const { drizzle, tables } = drizzleOf(payload)
    const longAgo = new Date(Date.now() - KEEP_GUEST_CART_MS - 60_000).toISOString()
    for (const number of [old.cartNumber!, owned.cartNumber!, completed.cartNumber!]) await drizzle.update(tables.carts).set({ updatedAt: longAgo }).where(eq(tables.carts.number, number))
    await drizzle.update(tables.carts).set({ isCompleted: true }).where(eq(tables.carts.number, completed.cartNumber!))

    const store = payloadJobStore(payload)
    const sweep = jobTasks(payload).filter((task) => task.name === jobs.pruneCarts.name)
    expect(sweep).toHaveLength(1)
    await queueJob(store, jobs.pruneCarts, null, 'prune-carts:first')
    await queueJob(store, jobs.pruneCarts, null, 'prune-carts:second')
    // Two workers, as on two instances.
    await Promise.all([runDueJobs(payload, 'one', sweep), runDueJobs(payload, 'two', sweep)])

    const left = (
      await payload.find({ collection: 'carts', where: { number: { in: [old.cartNumber!, recent.cartNumber!, owned.cartNumber!, completed.cartNumber!] } }, overrideAccess: true, pagination: false })
    ).docs
    expect(left.map((cart) => cart.number).sort()).toEqual([recent.cartNumber!, owned.cartNumber!, completed.cartNumber!].sort())
    expect((await payload.find({ collection: 'jobs', where: { task: { equals: 'prune-carts' } }, overrideAccess: true })).docs.map((job) => job.status)).toEqual(['done', 'done'])
    expect(customer.id).toEqual(expect.any(Number))
  })
})

describe('cart writes are limited per client address', () => {
  it(`refuses the write past ${CART_WRITE_LIMIT.attempts} a minute with 429 and the translated message; reads and other addresses go on`, async () => {
    const busy = await visitor('fr')
    for (let i = 0; i < CART_WRITE_LIMIT.attempts; i++) expect((await busy.update({ email: `n${i}@example.com` })).status).toBe(200)
    const refused = await busy.update({ purchasableId: bottle, qty: 1 })
    expect(refused.status).toBe(429)
    expect(refused.body.error).toBe('Trop de demandes. Veuillez réessayer plus tard.')
    expect((await busy.getCart({ forceSave: true })).status).toBe(429)
    expect((await busy.getCart()).status).toBe(200)
    const other = await visitor()
    expect((await other.update({ purchasableId: bottle, qty: 1 })).status).toBe(200)
  })
})
