import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { GET as completePayment } from '@/app/actions/milepost/payments/complete-payment/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { POST as stripeWebhook } from '@/app/actions/milepost/webhooks/stripe/route'
import { services } from '@/server/services'
import { env } from '@/lib/env'
import { signedStripeEvent, STRIPE_TEST_METHODS, startFakeStripe } from '../support/fake-stripe'
import { siteRequest } from '../support/requests'
import { restCall } from '../support/payload-api'
import { visitor } from '../support/cart-api'
import { shipToTheUk, ukDelivery } from '../support/delivery'
import { runDueJobs } from '@/server/jobs/worker'

const WEBHOOK_SECRET = 'whsec_milepost_test'
let payload: Payload
let fake: Awaited<ReturnType<typeof startFakeStripe>>
let shoeId: number
const context = { disableRevalidate: true }

const stock = async () => Number((await payload.findByID({ collection: 'variants', id: shoeId, depth: 0 })).stock)
const orders = async (cartNumber: string) => (await payload.find({ collection: 'orders', where: { cartNumber: { equals: cartNumber } }, depth: 0 })).docs
const attemptOf = async (cartNumber: string) => (await payload.find({ collection: 'payments', where: { cartNumber: { equals: cartNumber } }, depth: 0 })).docs[0]!
const mailsTo = async (email: string) => {
  // Order mails are sent by the job queue, after the order's commit.
  await runDueJobs(payload)
  const outbox = path.join(env.DATA_DIR, 'outbox')
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => fs.readFileSync(path.join(outbox, f), 'utf8').includes(`To: ${email}`)) : []
}

/** A guest with `qty` shoes and an email, paying by card through Stripe (the fake). */
async function buyer(email: string, qty = 1) {
  const v = await visitor()
  expect((await v.update({ purchasableId: shoeId, qty, email, ...ukDelivery })).status).toBe(200)
  const cartNumber = v.cartNumber!
  const urls = (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls'))).json()) as Record<string, string>
  const pay = async (paymentMethodId: string) => {
    const response = await payRoute(
      siteRequest('/actions/milepost/payments/pay', {
        method: 'POST',
        session: v.session,
        headers: { 'x-csrf-token': v.csrf },
        body: { gatewayId: 1, paymentMethodId, orderNumber: cartNumber, ...urls },
      }),
    )
    return { status: response.status, body: (await response.json()) as { order?: { number: string }; redirect?: string; error?: string } }
  }
  return { v, cartNumber, pay }
}

const webhook = async (body: string, signature?: string) => {
  const response = await stripeWebhook(siteRequest('/actions/milepost/webhooks/stripe', { method: 'POST', rawBody: body, headers: signature ? { 'stripe-signature': signature } : {} }))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const returnPage = async (hash: string) => {
  const response = await completePayment(siteRequest(`/actions/milepost/payments/complete-payment?commerceTransactionHash=${hash}`))
  return response.headers.get('location')!
}

beforeAll(async () => {
  fake = await startFakeStripe()
  Object.assign(env, { STRIPE_SECRET_KEY: 'sk_test_milepost', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url })
  payload = await getPayload({ config })
  await shipToTheUk(payload)
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Shoes', slug: 'stripe-shoes' }, context })
  const product = await payload.create({ collection: 'products', data: { title: 'Racer', slug: 'stripe-racer', productType: 'simple', section: section.id, _status: 'published' }, context })
  shoeId = (
    await payload.create({
      collection: 'variants',
      data: { kind: 'merch', product: product.id, title: 'Racer', sku: 'STRIPE-RACER', prices: [{ currency: 'GBP', amount: 8000 }], stock: 20, isAvailable: true },
      context,
    })
  ).id
})

afterAll(async () => {
  await fake.close()
})

describe('card payments through Stripe', () => {
  it('a card that pays at once makes the order and takes the stock', async () => {
    const { cartNumber, pay } = await buyer('instant@example.com')
    const before = await stock()
    const paid = await pay(STRIPE_TEST_METHODS.visa)
    expect(paid).toMatchObject({ status: 200, body: { order: { number: expect.stringMatching(/^MP-/) } } })
    expect(await stock()).toBe(before - 1)
    expect((await orders(cartNumber))[0]).toMatchObject({ gateway: 'card', paymentReference: expect.stringMatching(/^pi_/), totalPrice: 8000 })
  })

  it('a decline answers Stripe’s text and changes nothing', async () => {
    const { cartNumber, pay } = await buyer('declined@example.com')
    const before = await stock()
    expect(await pay(STRIPE_TEST_METHODS.declined)).toEqual({ status: 400, body: { error: 'Your card was declined.' } })
    expect(await stock()).toBe(before)
    expect(await orders(cartNumber)).toHaveLength(0)
  })

  it('one 3-D Secure payment completed by the return page, the webhook, its replay and the reconcile job makes one order, one stock decrement and one mail', async () => {
    const { cartNumber, pay } = await buyer('together@example.com', 2)
    const before = await stock()
    const started = await pay(STRIPE_TEST_METHODS.threeDSecure)
    expect(started.body.redirect).toMatch(/^https:\/\/hooks\.stripe\.test\/3d_secure\/pi_/)
    const attempt = await attemptOf(cartNumber)
    fake.authenticate(attempt.reference!)

    const event = signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.succeeded', fake.intent(attempt.reference!))
    const [location, first, replay] = await Promise.all([
      returnPage(attempt.transactionHash),
      webhook(event.body, event.header),
      webhook(event.body, event.header),
      services(payload).payments.reconcile({ settleAfterMs: 0 }),
    ])
    expect(location).toMatch(/\/payment-complete\?gateway=card&sig=[\w-]+&order=MP-[\w-]+&key=[0-9a-f]{32}$/)
    expect([first.status, replay.status]).toEqual([200, 200])
    expect([first.body.duplicate, replay.body.duplicate].filter(Boolean)).toHaveLength(1)
    expect(await orders(cartNumber)).toHaveLength(1)
    expect(await stock()).toBe(before - 2)
    expect(await mailsTo('together@example.com')).toHaveLength(1)
    expect((await attemptOf(cartNumber)).status).toBe('succeeded')

    // Stripe delivers the same event again later: acknowledged, nothing more happens.
    expect((await webhook(event.body, event.header)).body).toEqual({ received: true, duplicate: true })
    expect(await returnPage(attempt.transactionHash)).toBe(location)
    expect(await stock()).toBe(before - 2)
  })

  it('Stripe down when the buyer comes back from 3-D Secure: told the payment is being processed, and the reconcile job completes it', async () => {
    const { cartNumber, pay } = await buyer('bank-return@example.com')
    const before = await stock()
    expect((await pay(STRIPE_TEST_METHODS.threeDSecure)).body.redirect).toMatch(/3d_secure/)
    const attempt = await attemptOf(cartNumber)
    fake.authenticate(attempt.reference!)
    fake.failNext(3)
    const location = new URL(await returnPage(attempt.transactionHash))
    expect(location.pathname).toBe('/checkout')
    expect(location.searchParams.get('paymentError')).toBe('payments.stillPending')
    expect(await orders(cartNumber)).toHaveLength(0)
    expect((await attemptOf(cartNumber)).status).toBe('pending')

    await services(payload).payments.reconcile({ settleAfterMs: 0 })
    expect(await orders(cartNumber)).toHaveLength(1)
    expect(await stock()).toBe(before - 1)
    expect(await mailsTo('bank-return@example.com')).toHaveLength(1)
  })

  it('refuses unsigned, forged and stale deliveries without changing anything', async () => {
    const { cartNumber, pay } = await buyer('forged@example.com')
    await pay(STRIPE_TEST_METHODS.threeDSecure)
    const attempt = await attemptOf(cartNumber)
    fake.authenticate(attempt.reference!)
    const intent = fake.intent(attempt.reference!)
    const forged = signedStripeEvent('whsec_not_ours', 'payment_intent.succeeded', intent)
    const stale = signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.succeeded', intent, { timestamp: Math.floor(Date.now() / 1000) - 600 })
    const good = signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.succeeded', intent)
    expect(await webhook(good.body)).toEqual({ status: 400, body: { error: 'Missing signature' } })
    expect(await webhook(forged.body, forged.header)).toEqual({ status: 400, body: { error: 'Invalid signature' } })
    expect(await webhook(stale.body, stale.header)).toEqual({ status: 400, body: { error: 'Invalid signature' } })
    expect(await webhook(good.body.replace('"succeeded"', '"canceled"'), good.header)).toEqual({ status: 400, body: { error: 'Invalid signature' } })
    expect(await orders(cartNumber)).toHaveLength(0)
    expect((await attemptOf(cartNumber)).status).toBe('pending')
  })

  it('a failed 3-D Secure reported by webhook marks the payment failed and the buyer returns to the checkout', async () => {
    const { cartNumber, pay } = await buyer('failed3ds@example.com')
    await pay(STRIPE_TEST_METHODS.threeDSecure)
    const attempt = await attemptOf(cartNumber)
    fake.authenticate(attempt.reference!, false)
    const event = signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.payment_failed', fake.intent(attempt.reference!))
    expect((await webhook(event.body, event.header)).body).toEqual({ received: true, result: 'failed' })
    expect((await attemptOf(cartNumber)).status).toBe('failed')
    expect(await returnPage(attempt.transactionHash)).toMatch(/\/checkout\?gateway=card&sig=[\w-]+&paymentError=payments.cardNotConfirmed$/)
    expect(await orders(cartNumber)).toHaveLength(0)
  })

  it('stock that ran out while the buyer was at the bank: the payment is refunded and the buyer told', async () => {
    const { cartNumber, pay } = await buyer('soldout@example.com', 1)
    await pay(STRIPE_TEST_METHODS.threeDSecure)
    const attempt = await attemptOf(cartNumber)
    const left = await stock()
    await payload.update({ collection: 'variants', id: shoeId, data: { stock: 0 }, context })
    fake.authenticate(attempt.reference!)
    expect(await returnPage(attempt.transactionHash)).toMatch(/paymentError=payments.soldOutWhilePaying$/)
    expect(fake.refunds).toContainEqual({ payment_intent: attempt.reference, amount: 8000, currency: 'gbp' })
    expect((await attemptOf(cartNumber)).status).toBe('refunded')
    expect(await orders(cartNumber)).toHaveLength(0)
    await payload.update({ collection: 'variants', id: shoeId, data: { stock: left }, context })
  })

  it('the reconcile job completes a paid payment nobody came back for, and voids one never approved', async () => {
    const paid = await buyer('walked-away@example.com')
    await paid.pay(STRIPE_TEST_METHODS.threeDSecure)
    const paidAttempt = await attemptOf(paid.cartNumber)
    fake.authenticate(paidAttempt.reference!)
    const abandoned = await buyer('never-approved@example.com')
    await abandoned.pay(STRIPE_TEST_METHODS.threeDSecure)
    const abandonedAttempt = await attemptOf(abandoned.cartNumber)

    const soon = await services(payload).payments.reconcile({ settleAfterMs: 0 })
    expect(soon.completed).toBeGreaterThanOrEqual(1)
    expect(await orders(paid.cartNumber)).toHaveLength(1)
    expect((await attemptOf(abandoned.cartNumber)).status).toBe('pending')

    const tomorrow = await services(payload).payments.reconcile({ now: new Date(Date.now() + 25 * 60 * 60_000) })
    expect(tomorrow.abandoned).toBeGreaterThanOrEqual(1)
    expect(fake.intent(abandonedAttempt.reference!)!.status).toBe('canceled')
    expect((await attemptOf(abandoned.cartNumber)).status).toBe('failed')
    expect(await orders(abandoned.cartNumber)).toHaveLength(0)
  })

  it('a Stripe outage at charge time is a clear 503, and the payment is left for the webhook', async () => {
    const { cartNumber, pay } = await buyer('outage@example.com')
    fake.failNext(3)
    expect(await pay(STRIPE_TEST_METHODS.visa)).toMatchObject({ status: 503, body: { error: expect.stringMatching(/payment provider/i) } })
    const attempt = await attemptOf(cartNumber)
    expect(attempt).toMatchObject({ status: 'pending', reference: null })
    // Stripe did take it after all: its event carries our hash in the intent's metadata.
    const event = signedStripeEvent(WEBHOOK_SECRET, 'payment_intent.succeeded', { id: 'pi_lateoutage', object: 'payment_intent', metadata: { transactionHash: attempt.transactionHash } })
    expect((await webhook(event.body, event.header)).body).toEqual({ received: true, result: 'completed' })
    expect((await orders(cartNumber))[0]).toMatchObject({ paymentReference: 'pi_lateoutage' })
  })

  it('Stripe took the charge but its answers were lost: the buyer gets a clear 503, and the reconcile job finds the payment and completes the order once', async () => {
    const { cartNumber, pay } = await buyer('lost-answer@example.com')
    const before = await stock()
    // The create and the SDK's two retries (same idempotency key, so one intent) all lose their answer.
    fake.dropNextAnswers(3)
    expect(await pay(STRIPE_TEST_METHODS.visa)).toMatchObject({ status: 503, body: { error: expect.stringMatching(/payment provider/i) } })
    const attempt = await attemptOf(cartNumber)
    expect(attempt).toMatchObject({ status: 'pending', reference: null })
    const creates = fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.form.get('metadata[transactionHash]') === attempt.transactionHash)
    expect(creates.length).toBe(3)
    expect(new Set(creates.map((r) => r.headers['idempotency-key']))).toEqual(new Set([attempt.transactionHash]))
    expect(await orders(cartNumber)).toHaveLength(0)

    const later = { now: new Date(Date.now() + 10 * 60_000) }
    expect((await services(payload).payments.reconcile(later)).completed).toBeGreaterThanOrEqual(1)
    const [order] = await orders(cartNumber)
    expect(order).toMatchObject({ email: 'lost-answer@example.com', paymentReference: expect.stringMatching(/^pi_/) })
    expect(await stock()).toBe(before - 1)
    // Run again: nothing pending for this cart, nothing doubled.
    await services(payload).payments.reconcile(later)
    expect(await orders(cartNumber)).toHaveLength(1)
    expect(await stock()).toBe(before - 1)
    expect(fake.refunds.filter((r) => r.payment_intent === order!.paymentReference)).toHaveLength(0)
  })
})

describe('refunds through Stripe', () => {
  const editorAuth = async () => {
    const email = 'stripe-refund-editor@milepost.test'
    if (!(await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs) {
      await payload.create({ collection: 'users', data: { email, password: 'editor-password-1', roles: ['editor'] }, context })
    }
    return { authorization: `JWT ${(await payload.login({ collection: 'users', data: { email, password: 'editor-password-1' } })).token}` }
  }

  it('an editor refunds one of two shoes: one Stripe refund of £80 under the refund’s own key, the shoe back in stock', async () => {
    const { cartNumber, pay } = await buyer('stripe-refund@example.com', 2)
    expect((await pay(STRIPE_TEST_METHODS.visa)).status).toBe(200)
    const [order] = await orders(cartNumber)
    const before = await stock()
    const lineId = (order!.lineItems as { id: number }[])[0]!.id
    const body = { key: 'stripe-refund-one-shoe', lines: [{ lineId, qty: 1 }] }
    const answer = await restCall('POST', `/api/orders/${order!.id}/refund`, { headers: await editorAuth(), body })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(fake.refunds.filter((r) => r.payment_intent === order!.paymentReference)).toEqual([{ payment_intent: order!.paymentReference, amount: 8000, currency: 'gbp' }])
    const sent = fake.requests.filter((r) => r.path === '/v1/refunds')
    expect(sent.at(-1)?.headers['idempotency-key']).toBe(`refund-${order!.paymentReference}-${answer.body.id}`)
    expect(await stock()).toBe(before + 1)
    // Stripe tells us of our own refund: it is counted once.
    const echo = signedStripeEvent(WEBHOOK_SECRET, 'charge.refunded', { id: 'ch_echo', object: 'charge', payment_intent: order!.paymentReference, amount_refunded: 8000, currency: 'gbp' })
    expect((await webhook(echo.body, echo.header)).body).toEqual({ received: true, result: 'ignored' })
    expect((await payload.findByID({ collection: 'orders', id: order!.id, depth: 0 })).refundedTotal).toBe(8000)
  })

  it('a refund made in Stripe’s dashboard (charge.refunded) refunds the order and cancels its entry', async () => {
    const event = await payload.create({ collection: 'events', data: { title: 'Dashboard 5K', slug: 'stripe-dashboard-5k', shortDescription: 'x', _status: 'draft' } as never, draft: true, context })
    const place = await payload.create({
      collection: 'variants',
      data: {
        kind: 'entry',
        event: event.id,
        title: 'Adult',
        sku: 'STRIPE-ADULT',
        prices: [{ currency: 'GBP', amount: 2500 }],
        entryType: 'adult',
        isAvailable: true,
        hasUnlimitedStock: true,
      } as never,
      context,
    })
    const line = {
      id: 1,
      purchasableId: place.id,
      qty: 1,
      options: {},
      sku: 'STRIPE-ADULT',
      description: 'Dashboard 5K',
      kind: 'entry',
      unitPrice: 2500,
      subtotal: 2500,
      discount: 0,
      total: 2500,
      tax: 0,
      snapshot: null,
    }
    const order = await payload.create({
      collection: 'orders',
      data: {
        number: 'MP-STRIPE-DASH',
        cartNumber: 'stripe-dashboard'.padEnd(32, '0'),
        accessKey: 'k'.repeat(32),
        status: 'paid',
        email: 'dash@example.com',
        locale: 'fr',
        gateway: 'card',
        paymentReference: 'pi_dashboard_refund',
        lineItems: [line],
        itemSubtotal: 2500,
        totalDiscount: 0,
        totalShippingCost: 0,
        totalTax: 0,
        totalPrice: 2500,
      } as never,
      context,
    })
    const entry = await payload.create({
      collection: 'entries',
      data: {
        event: event.id,
        variant: place.id,
        entryPath: 'individual',
        entryType: 'adult',
        firstName: 'Dash',
        lastName: 'Board',
        email: 'dash@example.com',
        emailKey: 'dash@example.com',
        distanceLabel: '5K',
        distanceKm: 5,
        timezone: 'Europe/Paris',
        orderNumber: order.number,
        orderLineId: 1,
        locale: 'fr',
        onBoard: true,
      } as never,
      context,
    })
    const refunded = signedStripeEvent(WEBHOOK_SECRET, 'charge.refunded', { id: 'ch_dash', object: 'charge', payment_intent: 'pi_dashboard_refund', amount_refunded: 2500, currency: 'gbp' })
    expect((await webhook(refunded.body, refunded.header)).body).toEqual({ received: true, result: 'refunded' })
    expect(await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })).toMatchObject({ status: 'refunded', refundedTotal: 2500 })
    expect(await payload.findByID({ collection: 'entries', id: entry.id, depth: 0 })).toMatchObject({ cancelledAt: expect.any(String), onBoard: false })
    const [recorded] = (await payload.find({ collection: 'refunds', where: { order: { equals: order.id } }, depth: 0 })).docs
    expect(recorded).toMatchObject({ actorKind: 'provider', state: 'succeeded', amount: 2500 })
    // Stripe repeats the delivery: acknowledged, nothing more.
    expect((await webhook(refunded.body, refunded.header)).body).toEqual({ received: true, duplicate: true })
    expect(fake.refunds.filter((r) => r.payment_intent === 'pi_dashboard_refund')).toHaveLength(0)
  })
})
