import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { POST as register } from '@/app/actions/users/register/route'
import { SANDBOX_CARDS, SANDBOX_METHOD_PREFIX } from '@/commerce/payments/sandbox'
import { env } from '@/lib/env'
import { addressConfirmed } from '@/server/accounts/confirmed-address'
import { confirmEmail } from '@/server/accounts/session'
import { ordersOfCustomer } from '@/server/stores/order-store'
import { plansOwnedBy } from '@/server/stores/training-store'
import { visitor } from '../support/cart-api'
import { siteRequest } from '../support/requests'
import { lastMailTo as lastDeliveredMail, linkToken } from '../support/outbox'

let payload: Payload
const context = { disableRevalidate: true }
let planVariant: number
let planId: number

/** Pays the visitor's cart with the sandbox card that always succeeds, as the checkout does. */
async function payByCard(v: Awaited<ReturnType<typeof visitor>>, signedIn?: { cookie: string }) {
  const signed = (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls'))).json()) as { redirect: string; cancelUrl: string }
  const response = await payRoute(
    siteRequest('/actions/milepost/payments/pay', {
      method: 'POST',
      headers: { cookie: [`mp_session=${v.session}`, signedIn?.cookie].filter(Boolean).join('; '), 'x-csrf-token': v.csrf },
      body: { orderNumber: v.cartNumber, gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}`, ...signed },
    }),
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { order: { number: string } }).order.number
}

async function guestBuysPlan(email: string, signedIn?: { cookie: string }) {
  const v = await visitor(undefined, signedIn)
  await v.update({ purchasableId: planVariant, qty: 1, email })
  return payByCard(v, signedIn)
}

const lastMailTo = (email: string) => lastDeliveredMail(payload, env.DATA_DIR, email)
const verifyToken = async (email: string) => linkToken(await lastMailTo(email), '/account/verify')

let signUps = 0
async function signUp(email: string) {
  const v = await visitor()
  const response = await register(
    siteRequest('/actions/users/register', {
      method: 'POST',
      session: v.session,
      headers: { 'x-csrf-token': v.csrf, 'x-forwarded-for': `198.51.100.${100 + ++signUps}` },
      body: { email, password: 'long-enough-pw', firstName: 'Late', lastName: 'Comer' },
    }),
  )
  expect(response.status).toBe(201)
  return (await payload.find({ collection: 'customers', where: { email: { equals: email.toLowerCase() } }, depth: 0, overrideAccess: true })).docs[0]!
}

async function confirmedCustomer(email: string) {
  const doc = await payload.create({
    collection: 'customers',
    data: { email, password: 'long-enough-pw', firstName: 'Ann', lastName: 'Owner', _verified: true },
    disableVerificationEmail: true,
    context,
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password: 'long-enough-pw' } })
  return { id: doc.id, cookie: `payload-token=${token}` }
}

const orderNumbersOf = async (customerId: number) => (await ordersOfCustomer(payload, customerId)).map((o) => o.number)

beforeAll(async () => {
  payload = await getPayload({ config })
  const plan = await payload.create({
    collection: 'training-plans',
    data: {
      title: 'Later 10K',
      slug: 'int-later-10k',
      summary: 'One week',
      level: 'beginner',
      weeks: 1,
      pricing: 'paid',
      prices: [{ currency: 'GBP', amount: 1500 }],
      schedule: [{ focus: 'Start', sessions: [{ day: '1', kind: 'easy', distanceKm: 5, notes: 'easy' }] }],
      _status: 'published',
    },
    context,
  })
  planId = plan.id
  planVariant = (await payload.find({ collection: 'variants', where: { trainingPlan: { equals: plan.id } }, depth: 0, overrideAccess: true })).docs[0]!.id
})

describe('guest orders become the account’s once its email is confirmed', () => {
  it('a guest buys a plan, signs up later with that email: nothing shows until the address is confirmed, then the order and the plan do', async () => {
    const number = await guestBuysPlan('later.buyer@example.com')
    const account = await signUp('Later.Buyer@example.com')
    // Signing up proves nothing: someone else could have typed this address.
    expect(await orderNumbersOf(account.id)).toEqual([])
    expect((await plansOwnedBy(payload, account.id)).has(planId)).toBe(false)

    expect(await confirmEmail(payload, await verifyToken('later.buyer@example.com'))).toBe(true)
    expect(await orderNumbersOf(account.id)).toEqual([number])
    expect((await plansOwnedBy(payload, account.id)).has(planId)).toBe(true)

    // Confirmed again (a reset link, an email change back): nothing moves twice.
    await addressConfirmed(payload, { id: account.id, email: 'later.buyer@example.com' })
    expect(await orderNumbersOf(account.id)).toEqual([number])
  })

  it('an account nobody confirmed never sees the guest orders of its email, and another address’s account never does', async () => {
    const number = await guestBuysPlan('victim@example.com')
    const squatter = await signUp('victim@example.com')
    const stranger = await confirmedCustomer('stranger.two@example.com')
    await addressConfirmed(payload, { id: stranger.id, email: 'stranger.two@example.com' })
    expect(await orderNumbersOf(squatter.id)).toEqual([])
    expect(await orderNumbersOf(stranger.id)).toEqual([])
    expect((await payload.find({ collection: 'orders', where: { number: { equals: number } }, depth: 0, overrideAccess: true })).docs[0]!.customerId ?? null).toBeNull()
  })

  it('a guest order with the email of a confirmed account is that account’s at once', async () => {
    const owner = await confirmedCustomer('known.owner@example.com')
    const number = await guestBuysPlan('Known.Owner@example.com')
    expect(await orderNumbersOf(owner.id)).toEqual([number])
    expect((await plansOwnedBy(payload, owner.id)).has(planId)).toBe(true)
  })

  it('an order someone paid for signed in stays theirs when its email is confirmed by another account', async () => {
    const payer = await confirmedCustomer('payer@example.com')
    const number = await guestBuysPlan('gift.receiver@example.com', payer)
    const receiver = await confirmedCustomer('gift.receiver@example.com')
    await addressConfirmed(payload, { id: receiver.id, email: 'gift.receiver@example.com' })
    expect(await orderNumbersOf(payer.id)).toEqual([number])
    expect(await orderNumbersOf(receiver.id)).toEqual([])
  })
})
