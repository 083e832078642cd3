import config from '@payload-config'
import { type SQL, sql } from 'drizzle-orm'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { payloadCartStore } from '@/server/stores/cart-store'
import { services } from '@/server/services'
import { type CompletionDeps, completeOrder } from '@/commerce/orders/complete-order'
import { newAccessKey, newOrderNumber } from '@/commerce/orders/order-number'
import { payloadOrderStore } from '@/server/stores/order-store'
import { drizzleOf } from '@/db/drizzle-tables'
import { fromDecimal, type Money, money } from '@/commerce/money'
import { usesPostgres } from '@/lib/env'
import { visitor } from '../support/cart-api'

let payload: Payload
let deps: CompletionDeps
const context = { disableRevalidate: true }
const ids: Record<string, number> = {}
let payments = 0
const payment = (amount: Money) => ({ reference: `pay_${++payments}`, gateway: 'card' as const, amount })
const gbp = (amount: number) => money(amount, 'GBP')

const stockOf = async (key: string) => Number((await payload.findByID({ collection: 'variants', id: ids[key]!, depth: 0 })).stock)
/** Runs a statement of the test's own on whichever database the suite uses. */
const runSql = async (statement: string) => {
  const { drizzle } = drizzleOf(payload)
  if (usesPostgres()) await (drizzle as unknown as { execute(query: SQL): Promise<unknown> }).execute(sql.raw(statement))
  else await drizzle.run(sql.raw(statement))
}
const ordersFor = async (where: Record<string, unknown>) => (await payload.count({ collection: 'orders', where: where as never })).totalDocs

/** A guest's cart with an email, ready to pay: its number and total in the cart's currency. */
async function cartWith(lines: [string, number][], extra: Record<string, unknown> = {}) {
  const v = await visitor()
  for (const [key, qty] of lines) {
    const added = await v.update({ purchasableId: ids[key], qty })
    if (added.status !== 200) throw new Error(JSON.stringify(added.body))
  }
  const { body } = await v.update({ email: 'buyer@example.com', ...extra })
  return { v, number: body.cart!.number, total: fromDecimal(body.cart!.totalPrice, body.cart!.currency) }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Kit', slug: 'order-kit' }, context })
  const product = await payload.create({
    collection: 'products',
    data: { title: 'Bottle', slug: 'order-bottle', productType: 'simple', section: section.id, _status: 'published' },
    context,
  })
  for (const [key, data] of [
    ['bottle', { pence: 1200, hasUnlimitedStock: true, stock: 0 }],
    ['lastFive', { pence: 1000, stock: 5 }],
    ['few', { pence: 900, stock: 3 }],
  ] as const) {
    const { pence, ...stock } = data
    const doc = await payload.create({
      collection: 'variants',
      data: { kind: 'merch', product: product.id, title: key, sku: `ORDER-${key}`, isAvailable: true, prices: [{ currency: 'GBP', amount: pence }], ...stock },
      context,
    })
    ids[key] = doc.id
  }
  await payload.create({ collection: 'coupons', data: { code: 'TEN', kind: 'percentage', amount: 10, scope: 'all', usageLimit: 100 }, context })
  await payload.create({ collection: 'coupons', data: { code: 'LASTTHREE', kind: 'fixed', amounts: [{ currency: 'GBP', amount: 100 }], scope: 'all', usageLimit: 3 }, context })
  await payload.create({ collection: 'coupons', data: { code: 'ONCEEACH', kind: 'fixed', amounts: [{ currency: 'GBP', amount: 100 }], scope: 'all', perEmailLimit: 1 }, context })
  const service = services(payload).cart('en')
  const carts = payloadCartStore(payload)
  deps = { orders: payloadOrderStore(payload), findCart: (n) => carts.findByNumber(n), price: (c) => service.price(c), newOrderNumber, newAccessKey }
})

describe('order completion', () => {
  it('stores the order once, takes the stock, counts the coupon and closes the cart', async () => {
    const { v, number, total } = await cartWith(
      [
        ['few', 2],
        ['bottle', 1],
      ],
      { couponCode: 'TEN' },
    )
    expect(total).toEqual(gbp(Math.round((2 * 900 + 1200) * 0.9)))
    const paid = payment(total)
    const result = await completeOrder(deps, { cartNumber: number, payment: paid, locale: 'fr' })
    expect(result.outcome).toBe('completed')
    const order = result.outcome === 'completed' ? result.order : null!
    expect(order).toMatchObject({
      number: expect.stringMatching(/^MP-[2-9A-Z]{4}-[2-9A-Z]{4}$/),
      cartNumber: number,
      status: 'paid',
      email: 'buyer@example.com',
      locale: 'fr',
      paymentReference: paid.reference,
      currency: 'GBP',
      itemSubtotal: gbp(3000),
      totalDiscount: gbp(300),
      totalPrice: gbp(2700),
      couponCode: 'TEN',
    })
    expect(order.lineItems.map((l) => [l.sku, l.qty, l.unitPrice, l.total])).toEqual([
      ['ORDER-few', 2, gbp(900), gbp(1620)],
      ['ORDER-bottle', 1, gbp(1200), gbp(1080)],
    ])
    expect(await stockOf('few')).toBe(1)
    const coupon = (await payload.find({ collection: 'coupons', where: { code: { equals: 'TEN' } } })).docs[0]!
    expect(coupon.timesUsed).toBe(1)
    expect((await payload.count({ collection: 'coupon-redemptions', where: { orderNumber: { equals: order.number } } })).totalDocs).toBe(1)
    expect((await v.getCart({ orderNumber: number })).status).toBe(404)

    const again = await completeOrder(deps, { cartNumber: number, payment: paid, locale: 'fr' })
    expect(again).toEqual({ outcome: 'already-completed', order })
    expect(await stockOf('few')).toBe(1)
  })

  it('one payment completed by the return page, a webhook, its replay and the reconcile job makes one order', async () => {
    const before = await stockOf('lastFive')
    const { number, total } = await cartWith([['lastFive', 1]])
    const paid = payment(total)
    const results = await Promise.all(Array.from({ length: 4 }, () => completeOrder(deps, { cartNumber: number, payment: paid, locale: 'en' })))
    expect(results.filter((r) => r.outcome === 'completed')).toHaveLength(1)
    expect(results.filter((r) => r.outcome === 'already-completed')).toHaveLength(3)
    expect(new Set(results.map((r) => ('order' in r ? r.order.number : null))).size).toBe(1)
    expect(await ordersFor({ paymentReference: { equals: paid.reference } })).toBe(1)
    expect(await stockOf('lastFive')).toBe(before - 1)
    await payload.update({ collection: 'variants', id: ids.lastFive!, data: { stock: 5 }, context })
  })

  it('30 simultaneous checkouts for the last 5 units complete exactly 5 orders and never go below zero', async () => {
    const carts = await Promise.all(Array.from({ length: 30 }, () => cartWith([['lastFive', 1]])))
    const results = await Promise.all(carts.map((c) => completeOrder(deps, { cartNumber: c.number, payment: payment(c.total), locale: 'en' })))
    expect(results.filter((r) => r.outcome === 'completed')).toHaveLength(5)
    expect(results.filter((r) => r.outcome === 'out-of-stock')).toHaveLength(25)
    expect(await stockOf('lastFive')).toBe(0)
    expect(await ordersFor({ cartNumber: { in: carts.map((c) => c.number) } })).toBe(5)
  })

  it('writes nothing when stock ran out since the cart, or the amount paid is not the total', async () => {
    await payload.update({ collection: 'variants', id: ids.lastFive!, data: { stock: 3 }, context })
    const { v, number, total } = await cartWith([
      ['bottle', 1],
      ['lastFive', 3],
    ])
    await payload.update({ collection: 'variants', id: ids.lastFive!, data: { stock: 2 }, context })
    expect(await completeOrder(deps, { cartNumber: number, payment: payment(total), locale: 'en' })).toEqual({
      outcome: 'out-of-stock',
      purchasableIds: [ids.lastFive],
    })
    expect(await stockOf('lastFive')).toBe(2)
    expect((await v.getCart({ orderNumber: number })).body.cart!.isCompleted).toBe(false)
    expect(await completeOrder(deps, { cartNumber: number, payment: payment(gbp(total.amount - 1)), locale: 'en' })).toEqual({ outcome: 'amount-mismatch', expected: total })
    expect(await ordersFor({ cartNumber: { equals: number } })).toBe(0)
  })

  it('a coupon with 3 uses left, paid for by 10 carts at once, is used exactly 3 times; the others write nothing', async () => {
    const carts = await Promise.all(Array.from({ length: 10 }, () => cartWith([['bottle', 1]], { couponCode: 'LASTTHREE' })))
    const results = await Promise.all(carts.map((c) => completeOrder(deps, { cartNumber: c.number, payment: payment(c.total), locale: 'en' })))
    expect(results.filter((r) => r.outcome === 'completed')).toHaveLength(3)
    expect(results.filter((r) => r.outcome === 'refused')).toEqual(Array(7).fill({ outcome: 'refused', reason: 'payments.couponUsedUp' }))
    const coupon = (await payload.find({ collection: 'coupons', where: { code: { equals: 'LASTTHREE' } } })).docs[0]!
    expect(coupon.timesUsed).toBe(3)
    expect((await payload.count({ collection: 'coupon-redemptions', where: { couponCode: { equals: 'LASTTHREE' } } })).totalDocs).toBe(3)
    expect(await ordersFor({ cartNumber: { in: carts.map((c) => c.number) } })).toBe(3)
  })

  it('an order row the database drops fails the completion with a clear error, and takes no stock', async () => {
    // A trigger that skips the row (SQLite's RAISE(IGNORE), PostgreSQL's RETURN NULL) leaves the insert's RETURNING empty.
    const postgres = usesPostgres()
    if (postgres) {
      await runSql('CREATE FUNCTION test_drop_row() RETURNS trigger AS $$ BEGIN RETURN NULL; END $$ LANGUAGE plpgsql')
      await runSql('CREATE TRIGGER test_drop_order BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION test_drop_row()')
    } else await runSql('CREATE TRIGGER test_drop_order BEFORE INSERT ON orders BEGIN SELECT RAISE(IGNORE); END')
    try {
      const before = await stockOf('few')
      const { v, number, total } = await cartWith([['few', 1]])
      await expect(completeOrder(deps, { cartNumber: number, payment: payment(total), locale: 'en' })).rejects.toThrow('insert order: the database returned no row, so nothing was written')
      expect(await stockOf('few')).toBe(before)
      expect((await v.getCart({ orderNumber: number })).body.cart!.isCompleted).toBe(false)
    } finally {
      await runSql(postgres ? 'DROP TRIGGER test_drop_order ON orders' : 'DROP TRIGGER test_drop_order')
      if (postgres) await runSql('DROP FUNCTION test_drop_row()')
    }
  })

  it('a once-per-email coupon in two carts of one buyer paid at once is used once', async () => {
    const carts = await Promise.all(Array.from({ length: 2 }, () => cartWith([['bottle', 1]], { couponCode: 'ONCEEACH' })))
    const results = await Promise.all(carts.map((c) => completeOrder(deps, { cartNumber: c.number, payment: payment(c.total), locale: 'en' })))
    expect(results.map((r) => r.outcome).sort()).toEqual(['completed', 'refused'])
    expect((await payload.count({ collection: 'coupon-redemptions', where: { couponCode: { equals: 'ONCEEACH' } } })).totalDocs).toBe(1)
  })
})
