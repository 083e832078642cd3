import fs from 'node:fs'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { POST as updateCart } from '@/app/actions/milepost/cart/update-cart/route'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { CART_COOKIE } from '@/server/cart/http'
import { SANDBOX_CARDS, SANDBOX_METHOD_PREFIX } from '@/commerce/payments/sandbox'
import { SESSION_COOKIE } from '@/lib/security/csrf'
import { type CartAnswer, visitor } from '../support/cart-api'
import { siteRequest } from '../support/requests'
import { shipToTheUk, ukDelivery } from '../support/delivery'
import { pounds } from '../support/prices'

/* The penetration test's findings, replayed through the real route handlers (decision 0008, "Limits"). */

type Visitor = Awaited<ReturnType<typeof visitor>>
type Messages = { cart: Record<string, string>; payments: Record<string, string>; validation: Record<string, string> }

let payload: Payload
const context = { disableRevalidate: true }
const en = JSON.parse(fs.readFileSync('messages/en.json', 'utf8')) as Messages
const de = JSON.parse(fs.readFileSync('messages/de.json', 'utf8')) as Messages
const ids = { bottle: 0, cap: 0 }
const says = (text: string, values: Record<string, number> = {}) => Object.entries(values).reduce((t, [k, v]) => t.replace(`{${k}}`, String(v)), text)

/** The stored row of a cart: its lines and how many bytes they take. */
async function storedLines(number: string) {
  const { docs } = await payload.find({ collection: 'carts', where: { number: { equals: number } }, depth: 0, overrideAccess: true })
  const lines = (docs[0]?.lineItems ?? []) as { qty: number; options: Record<string, unknown> }[]
  return { lines, bytes: Buffer.byteLength(JSON.stringify(lines)) }
}

/** update-cart with a body as written (one JSON.stringify could not even write what an attacker sends). */
async function rawUpdate(v: Visitor, text: string): Promise<CartAnswer> {
  const cookie = [`${SESSION_COOKIE}=${v.session}`, v.cartNumber ? `${CART_COOKIE}=${v.cartNumber}` : ''].filter(Boolean).join('; ')
  const response = await updateCart(siteRequest('/actions/milepost/cart/update-cart', { method: 'POST', rawBody: text, headers: { cookie, 'x-csrf-token': v.csrf } }))
  return { status: response.status, body: await response.json() }
}

async function pay(v: Visitor) {
  const urls = (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls'))).json()) as { redirect: string; cancelUrl: string }
  const response = await payRoute(
    siteRequest('/actions/milepost/payments/pay', {
      method: 'POST',
      session: v.session,
      headers: { 'x-csrf-token': v.csrf },
      body: { orderNumber: v.cartNumber, gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}`, ...urls },
    }),
  )
  return { status: response.status, body: (await response.json()) as { error?: string; order?: { number: string } } }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await shipToTheUk(payload)
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Kit', slug: 'limits-kit' }, context })
  const product = async (slug: string) => (await payload.create({ collection: 'products', data: { title: slug, slug, productType: 'simple', section: section.id, _status: 'published' }, context })).id
  // In euros too, for the German visitor below.
  const variant = async (key: string, productId: number) =>
    (
      await payload.create({
        collection: 'variants',
        data: { kind: 'merch', product: productId, title: key, sku: `LIM-${key}`, prices: [...pounds(3000), { currency: 'EUR', amount: 3500 }], hasUnlimitedStock: true, stock: 0, isAvailable: true },
        context,
      })
    ).id
  ids.bottle = await variant('bottle', await product('limits-bottle'))
  ids.cap = await variant('cap', await product('limits-cap'))
})

describe('finding 1: twelve adds of 999 made one line of 11,988', () => {
  it('the second add is refused at the line’s bound, with its message, and the cart keeps 999', async () => {
    const v = await visitor()
    const answers: CartAnswer[] = []
    for (let i = 0; i < 12; i++) answers.push(await v.update({ purchasableId: ids.bottle, qty: 999, options: {} }))
    expect(answers.map((a) => a.status)).toEqual([200, ...Array(11).fill(400)])
    for (const refused of answers.slice(1)) {
      expect(refused.body).toMatchObject({ error: 'Unable to update cart', errors: { 'lineItems.0.qty': [says(en.cart.lineQtyTooHigh!, { max: 999 })] } })
      expect(refused.body.cart).toMatchObject({ totalQty: 999, totalPrice: 29_970 })
    }
    expect((await storedLines(v.cartNumber!)).lines.map((l) => l.qty)).toEqual([999])
    // In the visitor's language too.
    const dv = await visitor('de')
    await dv.update({ purchasableId: ids.bottle, qty: 999 })
    expect((await dv.update({ purchasableId: ids.bottle, qty: 1 })).body.errors).toEqual({ 'lineItems.0.qty': [says(de.cart.lineQtyTooHigh!, { max: 999 })] })
  })

  it('twelve parallel adds of 999 to one cart: exactly one is taken', async () => {
    const v = await visitor()
    await v.getCart({ forceSave: true })
    const answers = await Promise.all(Array.from({ length: 12 }, () => v.update({ purchasableId: ids.bottle, qty: 999 })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 400)).toHaveLength(11)
    expect((await storedLines(v.cartNumber!)).lines.map((l) => l.qty)).toEqual([999])
  })

  it('the whole cart holds 999 units however they are spread: other lines, edits, an add and an edit together', async () => {
    const v = await visitor()
    const first = await v.update({ purchasableId: ids.bottle, qty: 600 })
    const line = first.body.cart!.lineItems[0]!.id
    const tooMany = says(en.cart.cartQtyTooHigh!, { max: 999 })
    expect((await v.update({ purchasableId: ids.cap, qty: 400 })).body.errors).toEqual({ 'lineItems.1.qty': [tooMany] })
    expect((await v.update({ purchasableId: ids.bottle, qty: 300, options: { engraving: 'ANN' } })).status).toBe(200)
    expect((await v.update({ lineItems: { [line]: { qty: 700 } } })).body.errors).toEqual({ 'lineItems.0.qty': [tooMany] })
    const both = await v.update({ purchasableId: ids.cap, qty: 99, lineItems: { [line]: { qty: 601 } } })
    expect(both).toMatchObject({ status: 400, body: { errors: { 'lineItems.0.qty': [tooMany], 'lineItems.2.qty': [tooMany] } } })
    expect((await v.update({ purchasableId: ids.cap, qty: 99, lineItems: { [line]: { qty: 500 } } })).status).toBe(200)
    // Editing one line to 1,000 keeps its own message.
    expect((await v.update({ lineItems: { [line]: { qty: 1000 } } })).body.errors).toEqual({ [`lineItems.${line}.qty`]: [says(en.cart.lineQtyTooHigh!, { max: 999 })] })
    expect((await v.getCart()).body.cart!.totalQty).toBe(899)
  })
})

describe('finding 2: a 6.2 MB cart through 100 adds of 60 KB options', () => {
  it('each add with 60 KB of options is refused and nothing is stored', async () => {
    const v = await visitor()
    await v.getCart({ forceSave: true })
    for (let i = 0; i < 100; i++) {
      const refused = await v.update({ purchasableId: ids.bottle, qty: 1, options: { n: i, note: 'x'.repeat(60 * 1024) } })
      expect(refused.status).toBe(400)
      expect(refused.body.errors).toEqual({ options: [en.cart.invalidOptions] })
    }
    expect(await storedLines(v.cartNumber!)).toEqual({ lines: [], bytes: 2 })
  })

  it('options of the largest allowed size fill the cart up to 64 KB, and no further', async () => {
    const v = await visitor()
    const big = (n: number) => ({ n, ...Object.fromEntries('abcdefg'.split('').map((k) => [k, 'x'.repeat(255)])) })
    let refused: CartAnswer | null = null
    let added = 0
    while (!refused && added < 60) {
      const answer = await v.update({ purchasableId: ids.bottle, qty: 1, options: big(added) })
      if (answer.status === 200) added++
      else refused = answer
    }
    expect(added).toBeGreaterThan(30)
    expect(refused!.body.errors).toEqual({ lineItems: [en.cart.tooBig] })
    expect((await storedLines(v.cartNumber!)).bytes).toBeLessThanOrEqual(64 * 1024)
    expect(refused!.body.cart!.lineItems).toHaveLength(added)
  })

  it('a cart holds at most 100 lines', async () => {
    const v = await visitor()
    for (let i = 0; i < 100; i++) expect((await v.update({ purchasableId: ids.cap, qty: 1, options: { n: i } })).status).toBe(200)
    const refused = await v.update({ purchasableId: ids.cap, qty: 1, options: { n: 100 } })
    expect(refused).toMatchObject({ status: 400, body: { errors: { lineItems: [says(en.cart.tooManyLines!, { max: 100 })] } } })
    expect((await storedLines(v.cartNumber!)).lines).toHaveLength(100)
    // Adding to a line that is there already still works.
    expect((await v.update({ purchasableId: ids.cap, qty: 1, options: { n: 7 } })).status).toBe(200)
  })

  it('options are flat, with bounded keys and values', async () => {
    const v = await visitor()
    for (const options of [{ a: { b: 1 } }, { list: [1, 2] }, Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, 1])), { ['k'.repeat(65)]: 1 }, { note: 'x'.repeat(256) }]) {
      const refused = await v.update({ purchasableId: ids.bottle, qty: 1, options })
      expect(refused.status).toBe(400)
      expect(refused.body.errors).toEqual({ options: [en.cart.invalidOptions] })
    }
    expect((await v.update({ purchasableId: ids.bottle, qty: 1, options: { engraving: 'ANN', gift: true, count: 2 } })).status).toBe(200)
  })
})

describe('finding 3: remove "false" removed the line', () => {
  it('a remove that is not true or false is refused and the line stays; false removes nothing', async () => {
    const v = await visitor()
    const added = await v.update({ purchasableId: ids.bottle, qty: 2 })
    const line = added.body.cart!.lineItems[0]!.id
    for (const remove of ['false', 'true', '0', 1, null]) {
      const refused = await v.update({ lineItems: { [line]: { remove } } })
      expect(refused.status, JSON.stringify(remove)).toBe(400)
      expect(Object.keys(refused.body.errors!)).toEqual([`lineItems.${line}.remove`])
      expect(refused.body.cart!.lineItems.map((l) => l.id)).toEqual([line])
    }
    // A quantity that merely coerces to 0 (null, "") removes nothing either.
    for (const qty of [null, '', false, []]) expect((await v.update({ lineItems: { [line]: { qty } } })).status, JSON.stringify(qty)).toBe(400)
    expect((await v.update({ lineItems: { [line]: { remove: false } } })).body.cart!.lineItems).toHaveLength(1)
    expect((await v.update({ lineItems: { [line]: { remove: true } } })).body.cart!.lineItems).toEqual([])
  })

  it('get-cart saves a new cart for forceSave true only', async () => {
    const v = await visitor()
    const before = (await payload.count({ collection: 'carts', overrideAccess: true })).totalDocs
    expect((await v.getCart({ forceSave: 'false' })).status).toBe(400)
    expect((await v.getCart({ forceSave: false })).body.cart!.id).toBeNull()
    expect((await payload.count({ collection: 'carts', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('finding 4: options nested 20,000 deep gave a 500', () => {
  /** 20,000 levels fit under the 64 KB body limit as arrays; objects of one-letter keys, 10,000. */
  const deep = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`
  const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`

  it('answers 400, never 500, wherever the nesting is, and changes nothing', async () => {
    const v = await visitor()
    const added = await v.update({ purchasableId: ids.bottle, qty: 1 })
    const line = added.body.cart!.lineItems[0]!.id
    const bodies = [
      `{"purchasableId":${ids.bottle},"qty":1,"options":${deep(20_000)}}`,
      `{"purchasableId":${ids.bottle},"qty":1,"options":{"a":${deep(20_000)}}}`,
      `{"purchasableId":${ids.bottle},"qty":1,"options":${deepObject(10_000)}}`,
      `{"lineItems":{"${line}":{"options":${deep(20_000)}}}}`,
      `{"lineItems":{"${line}":${deep(20_000)}}}`,
      `{"billingAddress":${deepObject(10_000)}}`,
      `{"purchasableId":${deep(20_000)}}`,
    ]
    for (const text of bodies) {
      expect(text.length).toBeLessThan(64 * 1024)
      const answer = await rawUpdate(v, text)
      expect(answer.status, text.slice(0, 60)).toBe(400)
    }
    expect((await v.getCart()).body.cart!.lineItems.map((l) => [l.id, l.qty, l.options])).toEqual([[line, 1, {}]])
  })
})

describe('a cart saved over the limits before they existed', () => {
  it('says so, may shrink, and is not paid for until it is back under them', async () => {
    const v = await visitor()
    const added = await v.update({ purchasableId: ids.bottle, qty: 1, email: 'over@example.com', ...ukDelivery })
    const line = added.body.cart!.lineItems[0]!.id
    await payload.update({
      collection: 'carts',
      where: { number: { equals: v.cartNumber! } },
      data: { lineItems: [{ id: line, purchasableId: ids.bottle, qty: 11_988, options: {} }] },
      overrideAccess: true,
      context,
    })

    const shown = (await v.getCart()).body.cart!
    expect(shown.notices).toEqual([
      { field: 'lineItems.0.qty', message: says(en.cart.lineQtyTooHigh!, { max: 999 }) },
      { field: 'lineItems', message: says(en.cart.cartQtyTooHigh!, { max: 999 }) },
    ])
    expect(shown.lineItems[0]!.isAvailable).toBe(false)

    const charges = (await payload.count({ collection: 'sandbox-charges', overrideAccess: true })).totalDocs
    const refused = await pay(v)
    expect(refused).toEqual({ status: 400, body: { error: says(en.payments.cartOverLimits!, { items: 999, lines: 100 }) } })
    expect((await payload.count({ collection: 'sandbox-charges', overrideAccess: true })).totalDocs).toBe(charges)
    expect((await payload.count({ collection: 'payments', where: { cartNumber: { equals: v.cartNumber! } }, overrideAccess: true })).totalDocs).toBe(0)

    expect((await v.update({ lineItems: { [line]: { qty: 11_989 } } })).status).toBe(400)
    const lowered = await v.update({ lineItems: { [line]: { qty: 999 } } })
    expect(lowered.status).toBe(200)
    expect(lowered.body.cart!.notices).toEqual([])
    const paid = await pay(v)
    expect(paid.status).toBe(200)
    expect(paid.body.order!.number).toEqual(expect.any(String))
  })
})
