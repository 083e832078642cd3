import path from 'node:path'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { type CompletionDeps, completeOrder } from '@/commerce/orders/complete-order'
import { newAccessKey, newOrderNumber } from '@/commerce/orders/order-number'
import { services } from '@/server/services'
import { payloadCartStore } from '@/server/stores/cart-store'
import { payloadOrderStore } from '@/server/stores/order-store'
import { visitor } from '../support/cart-api'
import { fromDecimal, type Money } from '@/commerce/money'

/** Decision 0008: a coupon "one per runner" (perEmailLimit) counts the customer, the order email and every entrant. */
let payload: Payload
let deps: CompletionDeps
const context = { disableRevalidate: true }
const ids: Record<string, number> = {}
let distanceId = ''
let payments = 0
let customers = 0
let coupons = 0
const payment = (amount: Money) => ({ reference: `runner_${++payments}`, gateway: 'card' as const, amount })

async function signedIn() {
  const email = `runner${++customers}@example.com`
  await payload.create({ collection: 'customers', data: { email, password: 'runner-password-1', firstName: 'Ann', lastName: 'Runner', _verified: true }, disableVerificationEmail: true, context })
  const { token } = await payload.login({ collection: 'customers', data: { email, password: 'runner-password-1' } })
  return visitor(undefined, { cookie: `payload-token=${token}` })
}

/** A fresh coupon, once per runner. */
async function oncePerRunner(scope: 'all' | 'entries' = 'all') {
  const code = `RUNNER${++coupons}`
  await payload.create({ collection: 'coupons', data: { code, kind: 'percentage', amount: 20, scope, perEmailLimit: 1 }, context })
  return code
}

const entryLine = (entrant: string) => ({
  purchasableId: ids.adult,
  qty: 1,
  options: { entryId: 'e1', entryPath: 'individual', entryType: 'adult', email: entrant, firstName: 'Ann', lastName: 'Runner', distance: distanceId },
})

/** A cart ready to pay: its lines, then the email and the coupon. */
async function cart(v: Awaited<ReturnType<typeof visitor>>, line: Record<string, unknown>, email: string, couponCode: string) {
  const added = await v.update(line)
  if (added.status !== 200) throw new Error(JSON.stringify(added.body))
  const answer = await v.update({ email, couponCode })
  return { answer, number: answer.body.cart!.number, total: fromDecimal(answer.body.cart!.totalPrice, answer.body.cart!.currency) }
}

const pay = (c: { number: string; total: Money }) => completeOrder(deps, { cartNumber: c.number, payment: payment(c.total), locale: 'en' })

beforeAll(async () => {
  payload = await getPayload({ config })
  const image = await payload.create({ collection: 'media', data: { alt: 'Runner' }, filePath: path.resolve('src/seed/images/hero-sunrise-run.jpg'), context })
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Kit', slug: 'runner-kit' }, context })
  const product = await payload.create({ collection: 'products', data: { title: 'Bottle', slug: 'runner-bottle', productType: 'simple', section: section.id, _status: 'published' }, context })
  ids.bottle = (
    await payload.create({
      collection: 'variants',
      data: { kind: 'merch', product: product.id, title: 'Bottle', sku: 'RUNNER-bottle', isAvailable: true, prices: [{ currency: 'GBP', amount: 1000 }], hasUnlimitedStock: true },
      context,
    })
  ).id
  const event = await payload.create({
    collection: 'events',
    data: {
      title: 'Autumn 10K',
      slug: 'runner-autumn',
      shortDescription: 'Run',
      eventStartDate: '2030-03-01',
      eventEndDate: '2030-03-31',
      image: image.id,
      entryDistances: [{ label: '10K', lengthKm: 10 }],
      defaultPrice: 1500,
      eventType: 'open',
      _status: 'published',
    },
    context,
  })
  distanceId = String(event.entryDistances![0]!.id)
  ids.adult = (
    await payload.create({
      collection: 'variants',
      data: {
        title: 'Adult',
        sku: 'RUNNER-adult',
        kind: 'entry',
        event: event.id,
        prices: [{ currency: 'GBP', amount: 1500 }],
        hasUnlimitedStock: true,
        entryType: 'adult',
        isAvailable: true,
      } as never,
      context,
    })
  ).id
  const service = services(payload).cart('en')
  const carts = payloadCartStore(payload)
  deps = { orders: payloadOrderStore(payload), findCart: (n) => carts.findByNumber(n), price: (c) => service.price(c), newOrderNumber, newAccessKey }
})

describe('a coupon once per runner', () => {
  it('is refused to a signed-in customer who used it under another email', async () => {
    const code = await oncePerRunner()
    const ann = await signedIn()
    const first = await cart(ann, { purchasableId: ids.bottle, qty: 1 }, 'ann@example.com', code)
    expect(first.answer.status).toBe(200)
    expect((await pay(first)).outcome).toBe('completed')

    const again = await cart(ann, { purchasableId: ids.bottle, qty: 1 }, 'ann.other@example.com', code)
    expect(again.answer.status).toBe(400)
    expect(again.answer.body.errors?.couponCode).toBeDefined()
  })

  it('is refused for an entrant already entered with it, whoever buys and under whichever email', async () => {
    const code = await oncePerRunner('entries')
    const first = await cart(await signedIn(), entryLine('Zoe@Example.com'), 'parent@example.com', code)
    expect(first.answer.status).toBe(200)
    expect((await pay(first)).outcome).toBe('completed')

    const again = await cart(await signedIn(), entryLine('zoe@example.com'), 'coach@example.com', code)
    expect(again.answer.status).toBe(400)
    expect(again.answer.body.errors?.couponCode).toBeDefined()
  })

  it('two carts of one customer under two emails, paid at once: the coupon is used once, the database refusing the second', async () => {
    const code = await oncePerRunner()
    const ann = await signedIn()
    const one = await cart(ann, { purchasableId: ids.bottle, qty: 1 }, 'one@example.com', code)
    expect(one.answer.status).toBe(200)
    // A second open cart of the same customer under another email (as from another device, before a merge).
    const store = payloadCartStore(payload)
    const saved = (await store.findByNumber(one.number))!
    const two = { number: `${one.number.slice(0, -4)}beef`, total: one.total }
    await store.insert({ ...saved, id: null, number: two.number, email: 'two@example.com' })
    const results = await Promise.all([pay(one), pay(two)])
    expect(results.map((r) => r.outcome).sort()).toEqual(['completed', 'refused'])
    expect((await payload.count({ collection: 'coupon-redemptions', where: { couponCode: { equals: code } } })).totalDocs).toBe(1)
  })

  it('the database refuses a second claim of one slot by one runner', async () => {
    const claim = { couponCode: 'SLOTTED', holder: 'email:one@example.com', slot: 1, orderNumber: 'MP-slot-1' }
    await payload.create({ collection: 'coupon-claims', data: claim, overrideAccess: true })
    await expect(payload.create({ collection: 'coupon-claims', data: { ...claim, orderNumber: 'MP-slot-2' }, overrideAccess: true })).rejects.toThrow()
    expect((await payload.count({ collection: 'coupon-claims', where: { couponCode: { equals: 'SLOTTED' } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('two guests entering the same entrant with it, paid at once: used once', async () => {
    const code = await oncePerRunner('entries')
    const [one, two] = await Promise.all([cart(await signedIn(), entryLine('sam@example.com'), 'mum@example.com', code), cart(await signedIn(), entryLine('SAM@example.com'), 'dad@example.com', code)])
    expect([one.answer.status, two.answer.status]).toEqual([200, 200])
    const results = await Promise.all([pay(one), pay(two)])
    expect(results.map((r) => r.outcome).sort()).toEqual(['completed', 'refused'])
  })
})
