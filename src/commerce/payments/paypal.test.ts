import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakePayPal, VALID_PAYPAL_SIGNATURE } from '../../../tests/support/fake-paypal'
import { type Money, money } from '../money'
import type { ChargeRequest } from './gateway'
import { createPayPalGateway, payPalEventOutcome, verifyPayPalWebhook } from './paypal'

let fake: Awaited<ReturnType<typeof startFakePayPal>>
let gateway: ReturnType<typeof createPayPalGateway>

const charge = (idempotencyKey = `hash_${Math.random().toString(16).slice(2)}`, amount: Money = money(2599, 'GBP')): ChargeRequest => ({
  amount,
  returnUrl: 'http://localhost:3000/actions/milepost/payments/complete-payment?commerceTransactionHash=h',
  cancelUrl: 'http://localhost:3000/actions/milepost/payments/complete-payment?commerceTransactionHash=h',
  idempotencyKey,
  description: 'Milepost cart',
  email: 'runner@example.com',
})

beforeAll(async () => {
  fake = await startFakePayPal()
  gateway = createPayPalGateway(fake.client())
})
afterAll(() => fake.close())

describe('PayPal gateway against a local fake of Orders v2', () => {
  it('creates a CAPTURE order with the amount, return and cancel URLs and a PayPal-Request-Id, and answers the approval link', async () => {
    const result = await gateway.charge(charge('hash-create'))
    expect(result).toEqual({ status: 'requires-approval', reference: expect.stringMatching(/^[0-9A-F]{16}$/), approvalUrl: expect.stringMatching(/checkoutnow\?token=/) })
    const token = fake.requests.find((r) => r.path === '/v1/oauth2/token')!
    expect(token.body).toMatchObject({ grant_type: 'client_credentials' })
    const create = fake.requests.find((r) => r.path === '/v2/checkout/orders' && r.headers['paypal-request-id'] === 'hash-create')!
    expect(create.headers.authorization).toBe('Bearer A21-fake-token')
    expect(create.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: 'hash-create', amount: { currency_code: 'GBP', value: '25.99' } }],
      payment_source: { paypal: { experience_context: { return_url: expect.stringContaining('commerceTransactionHash=h'), cancel_url: expect.any(String), user_action: 'PAY_NOW' } } },
    })
  })

  it('is pending until the buyer approves, then captures once however often it is confirmed', async () => {
    const { reference } = (await gateway.charge(charge())) as { reference: string }
    expect(await gateway.confirm(reference)).toEqual({ status: 'pending' })
    fake.approve(reference)
    expect(await gateway.confirm(reference)).toEqual({ status: 'succeeded' })
    expect(await gateway.confirm(reference)).toEqual({ status: 'succeeded' })
    expect(fake.requests.filter((r) => r.path === `/v2/checkout/orders/${reference}/capture`)).toHaveLength(1)
  })

  it('a funding source declined at capture fails with PayPal’s text', async () => {
    const { reference } = (await gateway.charge(charge())) as { reference: string }
    fake.approve(reference, { declineAtCapture: true })
    expect(await gateway.confirm(reference)).toEqual({ status: 'failed', message: expect.stringMatching(/declined/) })
  })

  it('refunds the capture once, and does nothing for an order never captured', async () => {
    const { reference } = (await gateway.charge(charge())) as { reference: string }
    await gateway.refund(reference, money(2599, 'GBP'))
    expect(fake.refunds).toHaveLength(0)
    fake.approve(reference)
    await gateway.confirm(reference)
    await gateway.refund(reference, money(2599, 'GBP'))
    await gateway.refund(reference, money(2599, 'GBP'))
    expect(fake.refunds).toEqual([{ captureId: fake.order(reference)!.capture!.id, value: '25.99', currencyCode: 'GBP' }])
  })

  it.each([
    ['¥2500 (no decimals)', money(2500, 'JPY'), { currency_code: 'JPY', value: '2500' }],
    ['$350.00 MXN', money(35000, 'MXN'), { currency_code: 'MXN', value: '350.00' }],
    ['25,00 €', money(2500, 'EUR'), { currency_code: 'EUR', value: '25.00' }],
  ])('orders %s in the cart’s currency, with that currency’s decimals', async (_, amount, sent) => {
    const key = `hash-${amount.currency}`
    await gateway.charge(charge(key, amount))
    const create = fake.requests.find((r) => r.path === '/v2/checkout/orders' && r.headers['paypal-request-id'] === key)
    expect(create?.body).toMatchObject({ purchase_units: [{ amount: sent }] })
  })

  it('refunds a capture in the currency it was taken in, and refuses a refund in another', async () => {
    const { reference } = (await gateway.charge(charge(undefined, money(35000, 'MXN')))) as { reference: string }
    fake.approve(reference)
    await gateway.confirm(reference)
    const captureId = fake.order(reference)?.capture?.id
    await expect(gateway.refund(reference, money(35000, 'GBP'))).rejects.toThrow(/captured in MXN, not GBP/)
    await gateway.refund(reference, money(35000, 'MXN'))
    expect(fake.refunds.filter((r) => r.captureId === captureId)).toEqual([{ captureId, value: '350.00', currencyCode: 'MXN' }])
  })

  it('refuses a currency PayPal counts differently from us (TWD) before calling PayPal', async () => {
    const before = fake.requests.length
    await expect(gateway.charge(charge(undefined, money(10000, 'TWD')))).rejects.toThrow(/PayPal cannot be asked for TWD/)
    expect(fake.requests.length).toBe(before)
  })
})

describe('PayPal faults', () => {
  it('an outage at order creation throws (the pay call answers a clear 503) and no order is left to approve', async () => {
    const before = fake.requests.filter((r) => r.path === '/v2/checkout/orders').length
    fake.failNext(10)
    await expect(gateway.charge(charge('hash-outage'))).rejects.toThrow()
    fake.failNext(0)
    expect(fake.requests.filter((r) => r.path === '/v2/checkout/orders').length).toBeGreaterThan(before)
  })

  it('a capture whose answer was lost is captured once: confirming again answers succeeded from PayPal’s record', async () => {
    const { reference } = (await gateway.charge(charge())) as { reference: string }
    fake.approve(reference)
    fake.dropNextAnswers(10, /\/capture$/)
    await expect(gateway.confirm(reference)).rejects.toThrow()
    fake.dropNextAnswers(0)
    expect(fake.order(reference)!.status).toBe('COMPLETED')
    expect(await gateway.confirm(reference)).toEqual({ status: 'succeeded' })
    expect(fake.order(reference)!.capture!.status).toBe('COMPLETED')
  })
})

describe('PayPal webhooks', () => {
  const headers = (sig: string) => ({ authAlgo: 'SHA256withRSA', certUrl: 'https://api.paypal.com/cert.pem', transmissionId: 't-1', transmissionSig: sig, transmissionTime: new Date().toISOString() })
  const raw = JSON.stringify({ id: 'WH-EVT-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'ORDER1', purchase_units: [{ custom_id: 'h1' }] } })

  it('asks PayPal to verify each delivery with the webhook id and the event as received', async () => {
    const deps = { client: fake.client(), apiBase: fake.url, webhookId: 'WH-milepost' }
    expect(await verifyPayPalWebhook(deps, headers(VALID_PAYPAL_SIGNATURE), raw)).toBe(true)
    expect(await verifyPayPalWebhook(deps, headers('forged'), raw)).toBe(false)
    const sent = fake.requests.filter((r) => r.path === '/v1/notifications/verify-webhook-signature').at(-1)!
    expect(sent.body).toMatchObject({ webhook_id: 'WH-milepost', transmission_id: 't-1', cert_url: 'https://api.paypal.com/cert.pem', webhook_event: { id: 'WH-EVT-1' } })
  })

  it('reads approvals and captures by the PayPal order they belong to', () => {
    expect(payPalEventOutcome(JSON.parse(raw))).toEqual({ reference: 'ORDER1', transactionHash: 'h1', outcome: 'approved' })
    expect(payPalEventOutcome({ id: 'e2', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP1', custom_id: 'h2', supplementary_data: { related_ids: { order_id: 'ORDER2' } } } })).toEqual({
      reference: 'ORDER2',
      transactionHash: 'h2',
      outcome: 'succeeded',
    })
    expect(
      payPalEventOutcome({
        id: 'e5',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: { amount: { currency_code: 'JPY', value: '2500' }, supplementary_data: { related_ids: { order_id: 'ORDER5' } } },
      }),
    ).toMatchObject({ reference: 'ORDER5', outcome: 'succeeded', paid: money(2500, 'JPY') })
    expect(payPalEventOutcome({ id: 'e3', event_type: 'PAYMENT.CAPTURE.DENIED', resource: { supplementary_data: { related_ids: { order_id: 'ORDER3' } } } })).toMatchObject({ outcome: 'failed' })
    expect(payPalEventOutcome({ id: 'e4', event_type: 'BILLING.PLAN.CREATED', resource: {} })).toBeNull()
  })
})
