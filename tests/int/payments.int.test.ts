import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as paypalUrls } from '@/app/actions/milepost/default/paypal-urls/route'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { GET as completePayment } from '@/app/actions/milepost/payments/complete-payment/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { GET as sandboxApproval } from '@/app/actions/milepost/payments/sandbox-approval/route'
import { SANDBOX_CARDS, SANDBOX_METHOD_PREFIX } from '@/commerce/payments/sandbox'
import { env } from '@/lib/env'
import { services } from '@/server/services'
import { siteRequest } from '../support/requests'
import { visitor } from '../support/cart-api'
import { shipToTheUk, ukDelivery } from '../support/delivery'

let payload: Payload
const context = { disableRevalidate: true }
let bottleId: number

const stock = async () => Number((await payload.findByID({ collection: 'variants', id: bottleId, depth: 0 })).stock)
const orderCount = async (cartNumber: string) => (await payload.count({ collection: 'orders', where: { cartNumber: { equals: cartNumber } } })).totalDocs
const urls = async (route: typeof stripeUrls, locale = 'en') =>
  (await (await route(siteRequest('/actions/milepost/default/stripe-urls', { headers: { 'x-milepost-locale': locale } }))).json()) as { redirect: string; cancelUrl: string }

/** A guest with two bottles in the cart, an email and a UK delivery address, and the pay call for that cart. */
async function buyer({ delivery = ukDelivery as Partial<typeof ukDelivery> } = {}) {
  const v = await visitor()
  const { body } = await v.update({ purchasableId: bottleId, qty: 2, email: 'buyer@example.com', ...delivery })
  const orderNumber = body.cart!.number
  const pay = async (fields: Record<string, unknown>) => {
    const response = await payRoute(
      siteRequest('/actions/milepost/payments/pay', {
        method: 'POST',
        session: v.session,
        headers: { 'x-csrf-token': v.csrf },
        body: { orderNumber, ...(await urls(stripeUrls)), ...fields },
      }),
    )
    return { status: response.status, body: (await response.json()) as { order?: { number: string; totalPrice: number }; redirect?: string; error?: string } }
  }
  return { v, orderNumber, pay }
}

const follow = async (url: string) => {
  const u = new URL(url)
  const route = u.pathname.endsWith('complete-payment') ? completePayment : sandboxApproval
  const response = await route(siteRequest(`${u.pathname}${u.search}`))
  return { status: response.status, location: response.headers.get('location') }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Kit', slug: 'pay-kit' }, context })
  const product = await payload.create({
    collection: 'products',
    data: { title: 'Bottle', slug: 'pay-bottle', productType: 'simple', section: section.id, _status: 'published' },
    context,
  })
  bottleId = (
    await payload.create({
      collection: 'variants',
      data: { kind: 'merch', product: product.id, title: 'Bottle', sku: 'PAY-BOTTLE', prices: [{ currency: 'GBP', amount: 1500 }], stock: 50, isAvailable: true },
      context,
    })
  ).id
  await shipToTheUk(payload)
})

describe('return URLs are signed addresses of the buyer’s own site origin, in their language (P2)', () => {
  it('are signed addresses of this site in the visitor’s language', async () => {
    const card = await urls(stripeUrls, 'fr')
    expect(card.redirect).toMatch(/^http:\/\/localhost:3000\/fr\/payment-complete\?gateway=card&sig=[\w-]+$/)
    expect(card.cancelUrl).toMatch(/^http:\/\/localhost:3000\/fr\/checkout\?gateway=card&sig=[\w-]+$/)
    expect((await urls(paypalUrls)).redirect).toMatch(/\/payment-complete\?gateway=paypal&sig=/)
  })

  it('follow the buyer on another name of the site (SITE_ALIASES), and only that', async () => {
    const on = async (host: string) => (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls', { headers: { host } }))).json()) as { redirect: string }
    // 127.0.0.1 is not localhost's name unless listed: its pages are redirected to SITE_URL.
    expect((await on('127.0.0.1:3000')).redirect).toMatch(/^http:\/\/localhost:3000\/payment-complete\?gateway=card&sig=/)
    env.SITE_ALIASES = ['http://127.0.0.1:3000']
    try {
      expect((await on('127.0.0.1:3000')).redirect).toMatch(/^http:\/\/127\.0\.0\.1:3000\/payment-complete\?gateway=card&sig=/)
      expect((await on('evil.example')).redirect).toMatch(/^http:\/\/localhost:3000\/payment-complete/)
      // Paying with the address made on the alias is accepted: it is this site.
      const { pay } = await buyer()
      const redirect = (await on('127.0.0.1:3000')).redirect
      const paid = await pay({ redirect, cancelUrl: redirect, gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}` })
      expect(paid.status).toBe(200)
    } finally {
      env.SITE_ALIASES = []
    }
  })
})

describe('kit is paid for with somewhere to send it, at the total the buyer was shown', () => {
  const goodCard = { gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}` }

  it('no delivery address: refused before any money moves', async () => {
    const { orderNumber, pay } = await buyer({ delivery: {} })
    const before = await stock()
    expect(await pay(goodCard)).toEqual({
      status: 400,
      body: { error: 'Please add a delivery address and choose shipping before paying.', errors: { shippingAddress: ['Please add a delivery address and choose shipping before paying.'] } },
    })
    expect(await stock()).toBe(before)
    expect(await orderCount(orderNumber)).toBe(0)
  })

  it('a country the shop does not ship to: refused', async () => {
    const { orderNumber, pay } = await buyer({ delivery: { ...ukDelivery, shippingAddress: { ...ukDelivery.shippingAddress, countryCode: 'US', postcode: '10001' } } })
    expect((await pay(goodCard)).body.error).toBe('We cannot ship to this country yet.')
    expect(await orderCount(orderNumber)).toBe(0)
  })

  it('charges the shipping with the kit, and only the total that was shown', async () => {
    await shipToTheUk(payload, 395)
    try {
      const { v, orderNumber, pay } = await buyer()
      expect((await v.getCart({ orderNumber })).body.cart).toMatchObject({ totalShippingCost: 3.95, totalPrice: 33.95 })
      expect(await pay({ ...goodCard, total: 3000 })).toEqual({ status: 400, body: { error: 'The total has changed since it was shown to you. Please check the summary and pay again.' } })
      expect(await orderCount(orderNumber)).toBe(0)
      const paid = await pay({ ...goodCard, total: 3395 })
      expect(paid.body.order).toMatchObject({ totalPrice: 33.95, isCompleted: true })
    } finally {
      await shipToTheUk(payload)
    }
  })
})

describe('a sandbox card payment makes the order once, or answers the decline and keeps the cart (P3)', () => {
  it('a good card pays at once: the order is made and the stock taken', async () => {
    const { v, orderNumber, pay } = await buyer()
    const before = await stock()
    const paid = await pay({ gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}` })
    expect(paid.status).toBe(200)
    expect(paid.body.order).toMatchObject({ number: expect.stringMatching(/^MP-/), totalPrice: 30, isCompleted: true })
    expect(await stock()).toBe(before - 2)
    expect(await orderCount(orderNumber)).toBe(1)
    expect((await v.getCart({ orderNumber })).status).toBe(404)
    // The attempt was marked paid, with the charge's reference, in the order's own transaction.
    const [attempt] = (await payload.find({ collection: 'payments', where: { cartNumber: { equals: orderNumber } }, overrideAccess: true })).docs
    const [order] = (await payload.find({ collection: 'orders', where: { cartNumber: { equals: orderNumber } }, overrideAccess: true })).docs
    expect(attempt).toMatchObject({ status: 'succeeded', reference: order!.paymentReference, orderNumber: order!.number })
    expect(attempt!.reference).toMatch(/^sbx_/)
  })

  it('a declined card answers the gateway’s text and leaves the cart as it was', async () => {
    const { v, orderNumber, pay } = await buyer()
    const before = await stock()
    const declined = await pay({ gatewayId: '1', paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.declines}` })
    expect(declined).toEqual({ status: 400, body: { error: 'Your card was declined.' } })
    expect((await v.getCart({ orderNumber })).body.cart).toMatchObject({ isCompleted: false, totalQty: 2 })
    expect(await stock()).toBe(before)
    expect(await orderCount(orderNumber)).toBe(0)
  })

  it('a card that asks for approval completes once, however often the buyer comes back', async () => {
    const { orderNumber, pay } = await buyer()
    const started = await pay({ gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.asksForApproval}` })
    // The buyer approves on the site's page, in the language they pay in; an address of the
    // gateway without a decision sends them there.
    expect(started.body.redirect).toMatch(/^http:\/\/localhost:3000\/payment-approval\?reference=sbx_[0-9a-f]{24}$/)
    const reference = new URL(started.body.redirect!).searchParams.get('reference')
    const gateway = `http://localhost:3000/actions/milepost/payments/sandbox-approval?reference=${reference}`
    expect(await follow(gateway)).toEqual({ status: 303, location: started.body.redirect })
    const approved = await follow(`${gateway}&decision=approve`)
    expect(approved.location).toMatch(/\/actions\/milepost\/payments\/complete-payment\?commerceTransactionHash=[0-9a-f]{32}$/)
    const first = await follow(approved.location!)
    const again = await follow(approved.location!)
    expect(first.status).toBe(302)
    expect(first.location).toMatch(/^http:\/\/localhost:3000\/payment-complete\?gateway=card&sig=[\w-]+&order=MP-[2-9A-Z-]+&key=[0-9a-f]{32}$/)
    expect(again.location).toBe(first.location)
    expect(await orderCount(orderNumber)).toBe(1)
  })
})

describe('approving a PayPal payment makes the order; cancelling returns to checkout saying it was cancelled (P5)', () => {
  it('approve makes the order; cancel returns to checkout with the calm cancel message, not a problem', async () => {
    const approving = await buyer()
    const approve = await approving.pay({ gatewayId: 2 })
    const back = await follow((await follow(`${approve.body.redirect}&decision=approve`)).location!)
    expect(back.location).toMatch(/\/payment-complete\?gateway=card&sig=[\w-]+&order=MP-/)
    expect(await orderCount(approving.orderNumber)).toBe(1)

    const cancelling = await buyer()
    const cancel = await cancelling.pay({ gatewayId: 2 })
    const returned = await follow((await follow(`${cancel.body.redirect}&decision=cancel`)).location!)
    expect(returned.location).toMatch(/\/checkout\?gateway=card&sig=[\w-]+&paymentError=payments.paymentCancelled$/)
    expect(await orderCount(cancelling.orderNumber)).toBe(0)
  })
})

describe('nothing lost, nothing doubled', () => {
  it('30 simultaneous card checkouts for the last 5 units: exactly 5 orders, 25 refunds, stock at zero', async () => {
    const product = await payload.create({
      collection: 'products',
      data: {
        title: 'Last',
        slug: 'pay-last',
        productType: 'simple',
        section: (await payload.find({ collection: 'shop-sections', where: { slug: { equals: 'pay-kit' } } })).docs[0]!.id,
        _status: 'published',
      },
      context,
    })
    const lastId = (
      await payload.create({
        collection: 'variants',
        data: { kind: 'merch', product: product.id, title: 'Last five', sku: 'PAY-LAST', prices: [{ currency: 'GBP', amount: 2000 }], stock: 5, isAvailable: true },
        context,
      })
    ).id
    const signed = await urls(stripeUrls)
    const buyers = []
    for (let i = 0; i < 30; i++) {
      const v = await visitor()
      expect((await v.update({ purchasableId: lastId, qty: 1, email: `rush${i}@example.com`, ...ukDelivery })).status).toBe(200)
      buyers.push(v)
    }
    const answers = await Promise.all(
      buyers.map(async (v) => {
        const response = await payRoute(
          siteRequest('/actions/milepost/payments/pay', {
            method: 'POST',
            session: v.session,
            headers: { 'x-csrf-token': v.csrf },
            body: { gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}`, orderNumber: v.cartNumber, ...signed },
          }),
        )
        return { status: response.status, body: (await response.json()) as { order?: unknown; error?: string } }
      }),
    )
    expect(answers.filter((a) => a.status === 200 && a.body.order)).toHaveLength(5)
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused).toHaveLength(25)
    expect(new Set(refused.map((a) => a.body.error))).toEqual(new Set(['Sorry, something in your basket sold out while you were paying. You have not been charged.']))
    expect(Number((await payload.findByID({ collection: 'variants', id: lastId, depth: 0 })).stock)).toBe(0)
    expect((await payload.count({ collection: 'orders', where: { cartNumber: { in: buyers.map((b) => b.cartNumber!) } } })).totalDocs).toBe(5)
    expect((await payload.count({ collection: 'payments', where: { cartNumber: { in: buyers.map((b) => b.cartNumber!) }, status: { equals: 'refunded' } } })).totalDocs).toBe(25)
  })
})

describe('an instance that dies mid-payment', () => {
  it('between the charge and recording its reference: the reconcile job finds the charge by its key and makes the order once', async () => {
    const { orderNumber, pay } = await buyer()
    const before = await stock()
    expect((await pay({ gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.asksForApproval}` })).status).toBe(200)
    const [attempt] = (await payload.find({ collection: 'payments', where: { cartNumber: { equals: orderNumber } }, overrideAccess: true })).docs
    // What the provider knows (the money is taken) and what the dead instance never wrote (the reference).
    await payload.update({ collection: 'sandbox-charges', where: { reference: { equals: attempt!.reference } }, data: { status: 'succeeded' }, overrideAccess: true })
    await payload.update({ collection: 'payments', id: attempt!.id, data: { reference: null }, overrideAccess: true })

    await services(payload).payments.reconcile({ settleAfterMs: 0 })
    await services(payload).payments.reconcile({ settleAfterMs: 0 })
    expect(await orderCount(orderNumber)).toBe(1)
    expect(await stock()).toBe(before - 2)
    const settled = await payload.findByID({ collection: 'payments', id: attempt!.id, overrideAccess: true })
    expect(settled).toMatchObject({ status: 'succeeded', reference: attempt!.reference })
  })
})

describe('refusals', () => {
  it('refuses an unknown gateway, a return URL the site did not sign, and unknown payments', async () => {
    const { orderNumber, pay } = await buyer()
    expect(await pay({ gatewayId: 3 })).toEqual({ status: 400, body: { error: 'Unknown gateway' } })
    expect(await pay({ gatewayId: 1 })).toEqual({ status: 400, body: { error: 'Please enter your card details.', errors: { paymentMethodId: ['Please enter your card details.'] } } })
    const forged = await pay({ gatewayId: 1, redirect: 'https://evil.example/steal' })
    expect(forged.status).toBe(400)
    expect(forged.body.error).toMatch(/not valid/)
    expect((await follow(`http://localhost:3000/actions/milepost/payments/complete-payment?commerceTransactionHash=${'a'.repeat(32)}`)).status).toBe(404)
    expect((await follow('http://localhost:3000/actions/milepost/payments/sandbox-approval?reference=sbx_nope')).status).toBe(404)
    expect(await orderCount(orderNumber)).toBe(0)
  })
})

describe('outside a demo the sandbox does not exist', () => {
  it('its approval page is a 404 and approves nothing, and paying never reaches the sandbox gateway', async () => {
    const { orderNumber, pay } = await buyer()
    const started = await pay({ gatewayId: 2 })
    const reference = new URL(started.body.redirect!).searchParams.get('reference')!
    env.DEMO_MODE = false
    try {
      expect((await follow(`${started.body.redirect}&decision=approve`)).status).toBe(404)
      expect((await follow(started.body.redirect!)).status).toBe(404)
      const charge = await payload.find({ collection: 'sandbox-charges', where: { reference: { equals: reference } }, overrideAccess: true })
      expect(charge.docs[0]?.status).toBe('requires-approval')

      const charges = async () => (await payload.count({ collection: 'sandbox-charges', overrideAccess: true })).totalDocs
      const before = await charges()
      const again = await buyer()
      const refused = await again.pay({ gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}` })
      expect(refused.status).toBeGreaterThanOrEqual(400)
      expect(refused.body.redirect).toBeUndefined()
      expect(await charges()).toBe(before)
      expect(await orderCount(again.orderNumber)).toBe(0)
    } finally {
      env.DEMO_MODE = true
    }
    expect(await orderCount(orderNumber)).toBe(0)
  })
})
