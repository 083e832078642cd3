/**
 * Refunds from the admin (decision 0054): POST /api/orders/:id/refund gives money back through the
 * order's gateway (the sandbox here), once per key, never more than was paid, and undoes what was
 * refunded: kit back to stock unless it shipped, entries cancelled, plans no longer delivered.
 */
import config from '@payload-config'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { POST as cancelRoute } from '@/app/actions/milepost/orders/cancel/route'
import { GET as entryRefundGet, POST as entryRefundPost } from '@/app/app-api/races/[entryId]/refund/route'
import { appTokenFor } from '../support/app-token'
import { clockAt, realClock } from '../support/clock'
import { SANDBOX_CARDS, SANDBOX_METHOD_PREFIX } from '@/commerce/payments/sandbox'
import { SESSION_COOKIE } from '@/lib/security/csrf'
import { visitor } from '../support/cart-api'
import { shipToTheUk, ukDelivery } from '../support/delivery'
import { restCall } from '../support/payload-api'
import { pounds } from '../support/prices'
import { siteRequest } from '../support/requests'
import { lastOutboxMailTo } from '../support/outbox-files'
import { runDueJobs } from '@/server/jobs/worker'
import { env } from '@/lib/env'

let payload: Payload
let editor: Record<string, string>
let customerAuth: Record<string, string>
const context = { disableRevalidate: true }
const ids = { event: 0, adult: 0, hoodie: 0 }
let distance = ''
let runners = 0

/** A verified customer who buys `lines` with the sandbox card, through the site API; answers the order. */
async function buy(lines: { purchasableId: number; qty: number; options?: Record<string, unknown> }[], email = `refund-runner${++runners}@example.com`) {
  await payload.create({ collection: 'customers', data: { email, password: 'runner-password-1', firstName: 'Ann', lastName: 'Runner', _verified: true }, disableVerificationEmail: true, context })
  const { token } = await payload.login({ collection: 'customers', data: { email, password: 'runner-password-1' } })
  const cookie = `payload-token=${token}`
  const v = await visitor('en', { cookie })
  for (const line of lines) expect((await v.update({ ...line, options: line.options ?? {} })).status).toBe(200)
  expect((await v.update({ email, ...ukDelivery })).status).toBe(200)
  const urls = (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls'))).json()) as Record<string, string>
  const response = await payRoute(
    siteRequest('/actions/milepost/payments/pay', {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${v.session}; ${cookie}`, 'x-csrf-token': v.csrf, 'x-milepost-locale': 'en' },
      body: { orderNumber: v.cartNumber, gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}`, ...urls },
    }) as never,
  )
  const body = (await response.json()) as { order?: { number: string } }
  expect(body.order, JSON.stringify(body)).toBeDefined()
  const { docs } = await payload.find({ collection: 'orders', where: { number: { equals: body.order!.number } }, depth: 0 })
  return { order: docs[0]!, email }
}

const refund = (orderId: number, body: Record<string, unknown>, headers = editor) => restCall('POST', `/api/orders/${orderId}/refund`, { headers, body })
const orderOf = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0 })
const stockOf = async (id: number) => Number((await payload.findByID({ collection: 'variants', id, depth: 0 })).stock)
const chargeOf = async (reference: string) => (await payload.find({ collection: 'sandbox-charges', where: { reference: { equals: reference } }, depth: 0 })).docs[0]!
const refundsOf = async (orderId: number) => (await payload.find({ collection: 'refunds', where: { order: { equals: orderId } }, depth: 0, limit: 100 })).docs
const lineOf = (order: { lineItems: unknown }, purchasableId: number) => (order.lineItems as { id: number; purchasableId: number }[]).find((l) => l.purchasableId === purchasableId)!
let keys = 0
const key = () => `test-refund-${++keys}-${Date.now()}`

beforeAll(async () => {
  payload = await getPayload({ config })
  await shipToTheUk(payload)
  await payload.create({ collection: 'users', data: { email: 'refund-editor@milepost.test', password: 'editor-password-1', roles: ['editor'] }, context })
  editor = { authorization: `JWT ${(await payload.login({ collection: 'users', data: { email: 'refund-editor@milepost.test', password: 'editor-password-1' } })).token}` }
  const media = await payload.create({ collection: 'media', data: { alt: 'Event' }, filePath: path.resolve('src/seed/images/catalogue/event-midsummer-relay.jpg'), context })
  const event = await payload.create({
    collection: 'events',
    data: {
      title: 'Refund 10K',
      slug: 'refund-10k',
      shortDescription: 'A 10K',
      eventStartDate: '2027-03-01T00:00:00.000Z',
      eventEndDate: '2027-03-31T00:00:00.000Z',
      eventType: 'open',
      image: media.id,
      individual: true,
      team: false,
      includesMedal: true,
      availableForPurchase: true,
      defaultPrice: 2000,
      entryDistances: [{ label: '10K', lengthKm: 10 }],
      _status: 'published',
    },
    context,
  })
  ids.event = event.id
  distance = String(event.entryDistances![0]!.id)
  ids.adult = (
    await payload.create({
      collection: 'variants',
      data: { kind: 'entry', event: event.id, title: 'Adult', sku: 'RF-ADULT', prices: pounds(2000), entryType: 'adult', isAvailable: true, hasUnlimitedStock: true } as never,
      context,
    })
  ).id
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Kit', slug: 'refund-kit' }, context })
  const hoodie = await payload.create({ collection: 'products', data: { title: 'Hoodie', slug: 'refund-hoodie', productType: 'simple', section: section.id, _status: 'published' }, context })
  ids.hoodie = (
    await payload.create({ collection: 'variants', data: { kind: 'merch', product: hoodie.id, title: 'Hoodie', sku: 'RF-HOODIE', prices: pounds(4500), stock: 100, isAvailable: true }, context })
  ).id
  const runner = 'refund-customer@example.com'
  await payload.create({ collection: 'customers', data: { email: runner, password: 'runner-password-1', firstName: 'C', lastName: 'R', _verified: true }, disableVerificationEmail: true, context })
  customerAuth = { authorization: `JWT ${(await payload.login({ collection: 'customers', data: { email: runner, password: 'runner-password-1' } })).token}` }
})

describe('an editor refunds from the admin', () => {
  it('one hoodie of three: £45 back through the gateway, the hoodie back in stock, the order partly refunded and its history kept', async () => {
    const { order, email } = await buy([{ purchasableId: ids.hoodie, qty: 3 }])
    const stock = await stockOf(ids.hoodie)
    const line = lineOf(order, ids.hoodie)
    const answer = await refund(order.id, { key: key(), lines: [{ lineId: line.id, qty: 1 }], reason: 'Too big' })
    await runDueJobs(payload)
    const mail = lastOutboxMailTo(env.DATA_DIR, email)
    expect(mail).toContain(`Subject: Your refund for order ${order.number}`)
    expect(mail).toContain('£45.00')
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body).toMatchObject({ state: 'succeeded', amount: { amount: 4500, currency: 'GBP' } })
    expect(await stockOf(ids.hoodie)).toBe(stock + 1)
    expect(await orderOf(order.id)).toMatchObject({ status: 'partially-refunded', refundedTotal: 4500, fulfilment: 'to-ship' })
    expect(await chargeOf(order.paymentReference)).toMatchObject({ refundedAmount: 4500, status: 'succeeded' })
    const history = await payload.find({ collection: 'audit-events', where: { order: { equals: order.id } }, depth: 0, sort: 'createdAt' })
    expect(history.docs.map((e) => [e.action, e.actorKind, e.actor])).toEqual([
      ['refund.requested', 'editor', 'refund-editor@milepost.test'],
      ['refund.succeeded', 'editor', 'refund-editor@milepost.test'],
    ])
  })

  it('the same key again is the same refund; more than is left is a 400 that changes nothing', async () => {
    const { order } = await buy([{ purchasableId: ids.hoodie, qty: 2 }])
    const line = lineOf(order, ids.hoodie)
    const once = key()
    const first = await refund(order.id, { key: once, lines: [{ lineId: line.id, qty: 1 }] })
    const again = await refund(order.id, { key: once, lines: [{ lineId: line.id, qty: 1 }] })
    expect([first.status, again.status]).toEqual([201, 200])
    expect(again.body.id).toBe(first.body.id)
    expect(await refundsOf(order.id)).toHaveLength(1)
    const tooMany = await refund(order.id, { key: key(), lines: [{ lineId: line.id, qty: 2 }] })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error).toMatch(/has 1 left to refund/)
    const tooMuch = await refund(order.id, { key: key(), lines: [{ lineId: line.id, qty: 1, amount: 4501 }] })
    expect(tooMuch.status).toBe(400)
    expect((await orderOf(order.id)).refundedTotal).toBe(4500)
  })

  it('20 parallel requests with one key make one refund; 20 with their own keys never give back more than was paid', async () => {
    const { order } = await buy([{ purchasableId: ids.hoodie, qty: 4 }])
    const line = lineOf(order, ids.hoodie)
    const shared = key()
    const same = await Promise.all(Array.from({ length: 20 }, () => refund(order.id, { key: shared, lines: [{ lineId: line.id, qty: 1 }] })))
    expect(same.every((a) => a.status === 200 || a.status === 201)).toBe(true)
    expect(new Set(same.map((a) => a.body.id)).size).toBe(1)
    expect(await refundsOf(order.id)).toHaveLength(1)

    const racing = await Promise.all(Array.from({ length: 20 }, () => refund(order.id, { key: key(), whole: true })))
    expect(racing.filter((a) => a.status === 201)).toHaveLength(1)
    expect(racing.every((a) => a.status === 201 || a.status === 400)).toBe(true)
    const after = await orderOf(order.id)
    expect(after).toMatchObject({ status: 'refunded', refundedTotal: order.totalPrice, fulfilment: 'nothing-to-ship' })
    expect(await chargeOf(order.paymentReference)).toMatchObject({ refundedAmount: order.totalPrice, status: 'refunded' })
    expect((await refundsOf(order.id)).filter((r) => r.state === 'succeeded')).toHaveLength(2)
  })

  it('kit that shipped stays out of stock when refunded; the rest goes back', async () => {
    const { order } = await buy([{ purchasableId: ids.hoodie, qty: 3 }])
    const line = lineOf(order, ids.hoodie)
    const shipped = await restCall('POST', `/api/orders/${order.id}/ship`, { headers: editor, body: { lines: [{ lineId: line.id, qty: 2 }], carrier: 'DHL', trackingNumber: 'JD1' } })
    expect(shipped.status).toBe(201)
    const stock = await stockOf(ids.hoodie)
    expect((await refund(order.id, { key: key(), lines: [{ lineId: line.id, qty: 3 }] })).status).toBe(201)
    expect(await stockOf(ids.hoodie)).toBe(stock + 1)
    expect(await orderOf(order.id)).toMatchObject({ fulfilment: 'shipped' })
  })

  it('a refunded entry is cancelled: out of the race and the board, its email free to enter again', async () => {
    const email = `refund-entrant${++runners}@example.com`
    const options = { entryId: 'e1', entryPath: 'individual', entryType: 'adult', email, firstName: 'Eva', lastName: 'Entrant', distance, timezone: 'Europe/London' }
    const { order } = await buy([{ purchasableId: ids.adult, qty: 1, options }], email)
    const [entry] = (await payload.find({ collection: 'entries', where: { orderNumber: { equals: order.number } }, depth: 0 })).docs
    expect(entry).toMatchObject({ orderLineId: lineOf(order, ids.adult).id, cancelledAt: null })
    expect((await refund(order.id, { key: key(), whole: true })).status).toBe(201)
    const cancelled = await payload.findByID({ collection: 'entries', id: entry!.id, depth: 0 })
    expect(cancelled.cancelledAt).toEqual(expect.any(String))
    expect(cancelled).toMatchObject({ team: null, onBoard: false })
    expect(cancelled.emailKey).not.toBe(email)
    const history = await payload.find({ collection: 'audit-events', where: { entry: { equals: entry!.id } }, depth: 0 })
    expect(history.docs.map((e) => e.action)).toEqual(['entry.cancelled'])
    // The same email enters the event again.
    const again = await buy([{ purchasableId: ids.adult, qty: 1, options: { ...options, email } }], `refund-friend${++runners}@example.com`)
    expect(again.order.status).toBe('paid')
  })

  it('a provider that refuses leaves the order as it was, and a 502 says why', async () => {
    const { order } = await buy([{ purchasableId: ids.hoodie, qty: 1 }])
    // The charge was taken in another currency than the order's: the sandbox, like Stripe, refuses.
    await payload.update({ collection: 'sandbox-charges', where: { reference: { equals: order.paymentReference } }, data: { currency: 'EUR' }, context })
    const stock = await stockOf(ids.hoodie)
    const answer = await refund(order.id, { key: key(), whole: true })
    expect(answer.status).toBe(502)
    expect(answer.body).toMatchObject({ state: 'failed', error: expect.stringMatching(/refused the refund.*taken in EUR/) })
    expect(await orderOf(order.id)).toMatchObject({ status: 'paid', refundedTotal: 0, fulfilment: 'to-ship' })
    expect(await stockOf(ids.hoodie)).toBe(stock)
  })

  it('only editors refund, with a body of the right shape', async () => {
    const { order } = await buy([{ purchasableId: ids.hoodie, qty: 1 }])
    expect((await refund(order.id, { key: key(), whole: true }, {})).status).toBe(403)
    expect((await refund(order.id, { key: key(), whole: true }, customerAuth)).status).toBe(403)
    for (const body of [{}, { key: 'short', whole: true }, { key: key(), whole: true, lines: [{ lineId: 1, qty: 1 }] }, { key: key(), lines: [{ lineId: 1, qty: -1 }] }, { key: key(), extra: 1 }]) {
      expect((await refund(order.id, body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await refund(999_999, { key: key(), whole: true })).status).toBe(404)
    expect((await orderOf(order.id)).refundedTotal).toBe(0)
    const left = await restCall('GET', `/api/orders/${order.id}/refundable`, { headers: editor })
    expect(left.body).toMatchObject({ currency: 'GBP', total: order.totalPrice })
    expect((await restCall('GET', `/api/orders/${order.id}/refundable`, { headers: customerAuth })).status).toBe(403)
  })
})

describe('a buyer cancels from the order’s link', () => {
  const cancel = async (number: string, accessKey: string) => {
    const v = await visitor('fr')
    const response = await cancelRoute(
      siteRequest('/actions/milepost/orders/cancel', {
        method: 'POST',
        headers: { cookie: `${SESSION_COOKIE}=${v.session}`, 'x-csrf-token': v.csrf, 'x-milepost-locale': 'fr' },
        body: { number, key: accessKey },
      }) as never,
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('an unshipped kit order: refunded in full once, even asked ten times at once; the stock comes back; a wrong key is a 404', async () => {
    const { order, email } = await buy([{ purchasableId: ids.hoodie, qty: 2 }])
    const stock = await stockOf(ids.hoodie)
    expect((await cancel(order.number, 'x'.repeat(order.accessKey.length))).status).toBe(404)
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(order.number, order.accessKey)))
    expect(answers.filter((a) => a.status === 200).length, JSON.stringify(answers)).toBeGreaterThanOrEqual(1)
    expect(
      answers.every((a) => a.status === 200 || a.status === 409),
      JSON.stringify(answers),
    ).toBe(true)
    expect(await refundsOf(order.id)).toHaveLength(1)
    expect(await orderOf(order.id)).toMatchObject({ status: 'refunded', refundedTotal: order.totalPrice, fulfilment: 'nothing-to-ship' })
    expect(await stockOf(ids.hoodie)).toBe(stock + 2)
    expect((await chargeOf(order.paymentReference!)).refundedAmount).toBe(order.totalPrice)
    await runDueJobs(payload)
    expect(lastOutboxMailTo(env.DATA_DIR, email)).toContain(`Subject: Your refund for order ${order.number}`)
    expect(await cancel(order.number, order.accessKey)).toMatchObject({ status: 409, body: { error: 'Cette commande ne peut plus être annulée ici. Contactez-nous.' } })
  })

  it('not once part of it has shipped, nor an order with an entry', async () => {
    const { order } = await buy([{ purchasableId: ids.hoodie, qty: 2 }])
    const line = lineOf(order, ids.hoodie)
    expect((await restCall('POST', `/api/orders/${order.id}/ship`, { headers: editor, body: { lines: [{ lineId: line.id, qty: 1 }], carrier: 'DHL', trackingNumber: 'JD9' } })).status).toBe(201)
    expect((await cancel(order.number, order.accessKey)).status).toBe(409)
    const email = `cancel-entrant${++runners}@example.com`
    const options = { entryId: 'e1', entryPath: 'individual', entryType: 'adult', email, firstName: 'C', lastName: 'E', distance, timezone: 'Europe/London' }
    const entered = await buy([{ purchasableId: ids.adult, qty: 1, options }], email)
    expect((await cancel(entered.order.number, entered.order.accessKey)).status).toBe(409)
    expect(await refundsOf(entered.order.id)).toHaveLength(0)
  })
})

describe('an entrant cancels under the event’s refund policy', () => {
  const bearerOf = async (email: string) => {
    const { token, user } = await payload.login({ collection: 'customers', data: { email, password: 'runner-password-1' } })
    return { authorization: `Bearer ${await appTokenFor(Number(user!.id), token!)}` }
  }
  const entryOf = async (orderNumber: string) => (await payload.find({ collection: 'entries', where: { orderNumber: { equals: orderNumber } }, depth: 0 })).docs[0]!
  const ask = async (method: 'GET' | 'POST', entryId: number, bearer: Record<string, string>) => {
    const route = method === 'GET' ? entryRefundGet : entryRefundPost
    const response = await route(siteRequest(`/app-api/races/${entryId}/refund`, { method, headers: bearer }) as never, { params: Promise.resolve({ entryId: String(entryId) }) } as never)
    return { status: response.status, body: (await response.json()) as Record<string, any> }
  }
  const enter = async () => {
    const email = `policy-entrant${++runners}@example.com`
    const options = { entryId: 'e1', entryPath: 'individual', entryType: 'adult', email, firstName: 'Pia', lastName: 'Policy', distance, timezone: 'Europe/London' }
    const { order } = await buy([{ purchasableId: ids.adult, qty: 1, options }], email)
    return { order, entry: await entryOf(order.number), bearer: await bearerOf(email) }
  }

  afterEach(realClock)
  beforeAll(async () => {
    // Everything back until 14 days before the start (1 March 2027), half until 7 days before.
    await payload.update({ collection: 'events', id: ids.event, data: { refundFullDays: 14, refundPartialDays: 7, refundPartialPercent: 50 }, context })
  })

  it('half back in the week the policy says so, once however often it is asked; the entry is cancelled', async () => {
    clockAt('2027-02-18T12:00:00Z')
    const { order, entry, bearer } = await enter()
    const policy = await ask('GET', entry.id, bearer)
    expect(policy.body.refund).toMatchObject({ percentNow: 50, amount: { amount: 1000, currency: 'GBP' }, refusal: null, tiers: [{ percent: 100 }, { percent: 50 }] })
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask('POST', entry.id, bearer)))
    expect(answers.filter((a) => a.status === 201).length, JSON.stringify(answers)).toBeGreaterThanOrEqual(1)
    expect(
      answers.every((a) => a.status === 201 || a.status === 409),
      JSON.stringify(answers),
    ).toBe(true)
    expect(await refundsOf(order.id)).toHaveLength(1)
    expect(await orderOf(order.id)).toMatchObject({ status: 'partially-refunded', refundedTotal: 1000 })
    expect((await payload.findByID({ collection: 'entries', id: entry.id, depth: 0 })).cancelledAt).toEqual(expect.any(String))
  })

  it('nothing back after the policy’s last day: refused with the reason, and nothing changes', async () => {
    clockAt('2027-02-25T12:00:00Z')
    const { order, entry, bearer } = await enter()
    expect((await ask('GET', entry.id, bearer)).body.refund).toMatchObject({ percentNow: 0, amount: null, refusal: 'booking.noRefundNow' })
    expect(await ask('POST', entry.id, bearer)).toMatchObject({ status: 409, body: { error: 'The event’s refund policy gives nothing back now.' } })
    expect(await refundsOf(order.id)).toHaveLength(0)
    expect((await payload.findByID({ collection: 'entries', id: entry.id, depth: 0 })).cancelledAt).toBeNull()
  })
})
