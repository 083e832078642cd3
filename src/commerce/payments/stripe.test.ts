import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedStripeEvent, STRIPE_TEST_METHODS, startFakeStripe } from '../../../tests/support/fake-stripe'
import { type Money, money } from '../money'
import type { ChargeRequest } from './gateway'
import { createStripeGateway, stripeEventOutcome } from './stripe'

let fake: Awaited<ReturnType<typeof startFakeStripe>>
let stripe: Stripe
let gateway: ReturnType<typeof createStripeGateway>

const charge = (paymentMethodId: string, idempotencyKey = `key_${Math.random()}`, amount: Money = money(3450, 'GBP')): ChargeRequest => ({
  amount,
  paymentMethodId,
  returnUrl: 'http://localhost:3000/actions/milepost/payments/complete-payment?commerceTransactionHash=abc',
  cancelUrl: 'http://localhost:3000/actions/milepost/payments/complete-payment?commerceTransactionHash=abc',
  idempotencyKey,
  description: 'Milepost cart',
  email: 'runner@example.com',
})

beforeAll(async () => {
  fake = await startFakeStripe()
  stripe = new Stripe('sk_test_milepost', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 })
  gateway = createStripeGateway(stripe, { declined: 'Your card was declined.' })
})
afterAll(() => fake.close())

describe('Stripe gateway against a local fake of the Payment Intents API', () => {
  it('confirms a payment intent on the server with the amount, currency, return URL, metadata and idempotency key', async () => {
    const result = await gateway.charge(charge(STRIPE_TEST_METHODS.visa, 'hash-visa'))
    expect(result).toEqual({ status: 'succeeded', reference: expect.stringMatching(/^pi_/) })
    const sent = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.headers['idempotency-key'] === 'hash-visa')!
    expect(sent.method).toBe('POST')
    expect(Object.fromEntries(sent.form)).toMatchObject({
      amount: '3450',
      currency: 'gbp',
      payment_method: STRIPE_TEST_METHODS.visa,
      confirm: 'true',
      'allowed_payment_method_types[0]': 'card',
      return_url: expect.stringContaining('/complete-payment?commerceTransactionHash=abc'),
      receipt_email: 'runner@example.com',
      'metadata[transactionHash]': 'hash-visa',
    })
    expect(sent.headers['stripe-version']).toBeTruthy()
  })

  it('the same idempotency key is the same payment intent', async () => {
    const first = await gateway.charge(charge(STRIPE_TEST_METHODS.visa, 'hash-twice'))
    const second = await gateway.charge(charge(STRIPE_TEST_METHODS.visa, 'hash-twice'))
    expect(second).toEqual(first)
  })

  it('a decline answers Stripe’s own text', async () => {
    expect(await gateway.charge(charge(STRIPE_TEST_METHODS.declined))).toEqual({ status: 'declined', message: 'Your card was declined.' })
  })

  it('a payment method Stripe does not know is declined, not an outage', async () => {
    expect(await gateway.charge(charge('pm_forged_by_someone'))).toEqual({ status: 'declined', message: 'Your card was declined.' })
  })

  it('refuses anything that is not a Stripe payment method without calling Stripe', async () => {
    const before = fake.requests.length
    expect(await gateway.charge(charge('pm_sandbox_4242424242424242'.replace('pm_', 'x')))).toEqual({ status: 'declined', message: 'Your card was declined.' })
    expect(fake.requests.length).toBe(before)
  })

  it('3-D Secure: a redirect to the bank, pending until authenticated, then succeeded', async () => {
    const result = await gateway.charge(charge(STRIPE_TEST_METHODS.threeDSecure))
    expect(result).toMatchObject({ status: 'requires-approval', approvalUrl: expect.stringMatching(/^https:\/\/hooks\.stripe\.test\/3d_secure\/pi_/) })
    const reference = (result as { reference: string }).reference
    expect(await gateway.confirm(reference)).toEqual({ status: 'pending' })
    fake.authenticate(reference)
    expect(await gateway.confirm(reference)).toEqual({ status: 'succeeded' })
  })

  it('3-D Secure failed: the confirmation fails with Stripe’s text', async () => {
    const result = (await gateway.charge(charge(STRIPE_TEST_METHODS.threeDSecure))) as { reference: string }
    fake.authenticate(result.reference, false)
    expect(await gateway.confirm(result.reference)).toEqual({ status: 'failed', message: 'We are unable to authenticate your payment method.' })
  })

  it('refunds a taken payment once (idempotent) and voids one still waiting for 3-D Secure', async () => {
    const paid = (await gateway.charge(charge(STRIPE_TEST_METHODS.visa))) as { reference: string }
    await gateway.refund(paid.reference, money(3450, 'GBP'))
    await gateway.refund(paid.reference, money(3450, 'GBP'))
    expect(fake.refunds.filter((r) => r.payment_intent === paid.reference)).toEqual([{ payment_intent: paid.reference, amount: 3450, currency: 'gbp' }])
    const waiting = (await gateway.charge(charge(STRIPE_TEST_METHODS.threeDSecure))) as { reference: string }
    await gateway.refund(waiting.reference, money(3450, 'GBP'))
    expect(fake.intent(waiting.reference)!.status).toBe('canceled')
  })

  it.each([
    ['25,00 €', money(2500, 'EUR'), { amount: '2500', currency: 'eur' }],
    ['149 kr', money(14900, 'SEK'), { amount: '14900', currency: 'sek' }],
    ['¥2500 (no minor unit)', money(2500, 'JPY'), { amount: '2500', currency: 'jpy' }],
  ])('charges %s in the cart’s currency and its minor units', async (_, amount, sent) => {
    const key = `hash-${amount.currency}`
    expect(await gateway.charge(charge(STRIPE_TEST_METHODS.visa, key, amount))).toMatchObject({ status: 'succeeded' })
    const request = fake.requests.find((r) => r.path === '/v1/payment_intents' && r.headers['idempotency-key'] === key)
    expect(Object.fromEntries(request?.form ?? [])).toMatchObject(sent)
  })

  it('refunds a euro payment in euros, and refuses a refund in another currency than the payment’s', async () => {
    const paid = (await gateway.charge(charge(STRIPE_TEST_METHODS.visa, undefined, money(2500, 'EUR')))) as { reference: string }
    await expect(gateway.refund(paid.reference, money(2500, 'GBP'))).rejects.toThrow(/taken in eur, not gbp/)
    await gateway.refund(paid.reference, money(2500, 'EUR'))
    expect(fake.refunds.filter((r) => r.payment_intent === paid.reference)).toEqual([{ payment_intent: paid.reference, amount: 2500, currency: 'eur' }])
  })

  it('refuses a currency Stripe reads differently from us (ISK) before calling Stripe', async () => {
    const before = fake.requests.length
    await expect(gateway.charge(charge(STRIPE_TEST_METHODS.visa, undefined, money(5000, 'ISK')))).rejects.toThrow(/Stripe cannot be asked for ISK/)
    await expect(gateway.refund('pi_any', money(5000, 'ISK'))).rejects.toThrow(/Stripe cannot be asked for ISK/)
    expect(fake.requests.length).toBe(before)
  })

  it('a Stripe outage is an error for the caller, not a decline', async () => {
    fake.failNext(1)
    await expect(gateway.charge(charge(STRIPE_TEST_METHODS.visa))).rejects.toThrow()
  })
})

describe('Stripe webhook events', () => {
  const secret = 'whsec_test'
  const verify = (body: string, header: string) => stripe.webhooks.constructEvent(body, header, secret, 300)

  it('a signed payment_intent.succeeded settles that intent, with our hash from its metadata', () => {
    const { body, header } = signedStripeEvent(secret, 'payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', metadata: { transactionHash: 'h1' } })
    expect(stripeEventOutcome(verify(body, header))).toEqual({ reference: 'pi_1', transactionHash: 'h1', outcome: 'succeeded' })
  })

  it('a succeeded intent says what was taken, in its currency', () => {
    const { body, header } = signedStripeEvent(secret, 'payment_intent.succeeded', { id: 'pi_5', object: 'payment_intent', amount: 2500, currency: 'jpy', metadata: {} })
    expect(stripeEventOutcome(verify(body, header))).toEqual({ reference: 'pi_5', transactionHash: undefined, outcome: 'succeeded', paid: money(2500, 'JPY') })
  })

  it('payment_failed is a failure; other events are none of ours', () => {
    const failed = signedStripeEvent(secret, 'payment_intent.payment_failed', { id: 'pi_2', metadata: {}, last_payment_error: { message: 'No' } })
    expect(stripeEventOutcome(verify(failed.body, failed.header))).toEqual({ reference: 'pi_2', transactionHash: undefined, outcome: 'failed', message: 'No' })
    const other = signedStripeEvent(secret, 'customer.created', { id: 'cus_1' })
    expect(stripeEventOutcome(verify(other.body, other.header))).toBeNull()
  })

  it('a wrong secret, a changed body or a delivery older than 300 s is refused', () => {
    const { body, header } = signedStripeEvent('whsec_other', 'payment_intent.succeeded', { id: 'pi_3' })
    expect(() => verify(body, header)).toThrow()
    const good = signedStripeEvent(secret, 'payment_intent.succeeded', { id: 'pi_3' })
    expect(() => verify(good.body.replace('pi_3', 'pi_4'), good.header)).toThrow()
    const old = signedStripeEvent(secret, 'payment_intent.succeeded', { id: 'pi_3' }, { timestamp: Math.floor(Date.now() / 1000) - 301 })
    expect(() => verify(old.body, old.header)).toThrow()
  })
})
