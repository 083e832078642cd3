import config from '@payload-config'
import fc from 'fast-check'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as completePayment } from '@/app/actions/milepost/payments/complete-payment/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { POST as payPalWebhook } from '@/app/actions/milepost/webhooks/paypal/route'
import { POST as stripeWebhook } from '@/app/actions/milepost/webhooks/stripe/route'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { env } from '@/lib/env'
import { visitor } from '../support/cart-api'
import { siteRequest } from '../support/requests'

let payload: Payload
let variantId: number
let victim: { cartNumber: string; email: string }
let shopper: Awaited<ReturnType<typeof visitor>>
const context = { disableRevalidate: true }

/** Everything a bad request must leave as it was. */
async function state() {
  const count = async (collection: 'orders' | 'payments' | 'webhook-events' | 'carts' | 'sandbox-charges') => (await payload.count({ collection })).totalDocs
  const variant = await payload.findByID({ collection: 'variants', id: variantId, depth: 0 })
  const cart = (await payload.find({ collection: 'carts', where: { number: { equals: victim.cartNumber } }, depth: 0 })).docs[0]!
  return {
    orders: await count('orders'),
    payments: await count('payments'),
    webhookEvents: await count('webhook-events'),
    carts: await count('carts'),
    charges: await count('sandbox-charges'),
    stock: variant.stock,
    victimCart: { email: cart.email, version: cart.version, isCompleted: cart.isCompleted },
  }
}

const json = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? 'null'
  } catch {
    return '{}'
  }
}

const parseObject = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** Plausible-looking pay bodies with every field possibly wrong, plus arbitrary JSON. */
const payBody = fc.oneof(
  fc.anything(),
  fc.record(
    {
      // Card only among the valid gateways: without a real payment method a card request is malformed
      // however right the rest is (PayPal needs none, so a valid PayPal request would really start paying).
      gatewayId: fc.oneof(fc.constantFrom(1, '1', 0, 3, -1, 1.5, 'paypal', null), fc.anything()),
      paymentMethodId: fc.oneof(fc.constantFrom("pm_'; DROP TABLE orders;--", '<script>alert(1)</script>', 'pm_', 'tok_visa'), fc.string(), fc.anything()),
      orderNumber: fc.oneof(fc.constant('VICTIM'), fc.stringMatching(/^[0-9a-f]{32}$/), fc.string(), fc.anything()),
      email: fc.oneof(fc.constant('attacker@example.com'), fc.emailAddress(), fc.string(), fc.anything()),
      orderEmail: fc.oneof(fc.emailAddress(), fc.string()),
      redirect: fc.oneof(fc.webUrl(), fc.constant('https://evil.example/steal'), fc.constant('javascript:alert(1)'), fc.string()),
      cancelUrl: fc.oneof(fc.webUrl(), fc.string()),
    },
    { requiredKeys: [] },
  ),
)

const rawBody = fc.oneof(
  payBody.map(json),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('{"gatewayId":', '[', 'null', '"', '{"__proto__":{"admin":true}}', `${'['.repeat(3000)}${']'.repeat(3000)}`, 'x'.repeat(70 * 1024)),
)

describe('bad input to pay, complete-payment and the webhooks', () => {
  beforeAll(async () => {
    // Stripe configured (its webhook live) on a closed port: no fuzzed card request may get as far as charging.
    Object.assign(env, { STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_WEBHOOK_SECRET: 'whsec_fuzz', STRIPE_API_URL: 'http://127.0.0.1:9' })
    payload = await getPayload({ config })
    const section = await payload.create({ collection: 'shop-sections', data: { title: 'Fuzz', slug: 'fuzz' }, context })
    const product = await payload.create({ collection: 'products', data: { title: 'Cap', slug: 'fuzz-cap', productType: 'simple', section: section.id, _status: 'published' }, context })
    variantId = (
      await payload.create({
        collection: 'variants',
        data: { kind: 'merch', product: product.id, title: 'Cap', sku: 'FUZZ-CAP', prices: [{ currency: 'GBP', amount: 1000 }], stock: 3, isAvailable: true },
        context,
      })
    ).id
    // Someone else's cart, whose number the fuzzer may use.
    const owner = await visitor()
    await owner.update({ purchasableId: variantId, qty: 1, email: 'owner@example.com' })
    victim = { cartNumber: owner.cartNumber!, email: 'owner@example.com' }
    shopper = await visitor()
  })

  it('200 malformed requests answer 4xx with a JSON error, never 5xx or a stack trace, and change nothing', async () => {
    const before = await state()
    const statuses = new Map<number, number>()
    const signedUrls = (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls'))).json()) as Record<string, string>

    const request = fc.oneof(
      fc.record({
        kind: fc.constant('pay' as const),
        body: rawBody,
        csrf: fc.constantFrom('valid', 'missing', 'wrong'),
        type: fc.constantFrom('application/json', 'text/plain'),
        signed: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('complete' as const), hash: fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), fc.string(), fc.constant("' OR 1=1 --")) }),
      fc.record({ kind: fc.constant('stripe' as const), body: rawBody, signature: fc.oneof(fc.constant(undefined), fc.string(), fc.constant('t=1,v1=deadbeef')) }),
      fc.record({ kind: fc.constant('paypal' as const), body: rawBody, sig: fc.string() }),
    )

    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        let response: Response
        if (r.kind === 'pay') {
          let body = r.body.replace('"VICTIM"', JSON.stringify(victim.cartNumber))
          // Half the time the body carries this site's own signed return URLs, so the checks behind them run too.
          const parsed = r.signed ? parseObject(body) : null
          if (parsed) body = json({ ...parsed, ...signedUrls })
          const headers: Record<string, string> = { 'content-type': r.type }
          if (r.csrf !== 'missing') headers['x-csrf-token'] = r.csrf === 'valid' ? shopper.csrf : 'forged-token'
          response = await payRoute(siteRequest('/actions/milepost/payments/pay', { method: 'POST', session: shopper.session, headers, rawBody: body }))
        } else if (r.kind === 'complete') {
          response = await completePayment(siteRequest(`/actions/milepost/payments/complete-payment?commerceTransactionHash=${encodeURIComponent(r.hash)}`))
        } else if (r.kind === 'stripe') {
          response = await stripeWebhook(siteRequest('/actions/milepost/webhooks/stripe', { method: 'POST', rawBody: r.body, headers: r.signature ? { 'stripe-signature': r.signature } : {} }))
        } else {
          response = await payPalWebhook(siteRequest('/actions/milepost/webhooks/paypal', { method: 'POST', rawBody: r.body, headers: { 'paypal-transmission-sig': r.sig } }))
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        const text = await response.text()
        expect(response.status, text).toBeGreaterThanOrEqual(400)
        expect(response.status, text).toBeLessThan(500)
        const body = JSON.parse(text) as { error?: unknown }
        expect(typeof body.error).toBe('string')
        expect(text).not.toMatch(/\n\s+at |node_modules|Error:/)
      }),
      { numRuns: 200 },
    )

    expect(await state()).toEqual(before)
    // The fuzzer reached more than one kind of refusal.
    expect(statuses.size).toBeGreaterThan(2)
  })
})
