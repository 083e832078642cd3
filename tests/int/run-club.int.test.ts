import fs from 'node:fs'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as accessRunClub } from '@/app/actions/milepost/default/access-run-club/route'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { POST as register } from '@/app/actions/users/register/route'
import { confirmEmail } from '@/server/accounts/session'
import { SANDBOX_CARDS, SANDBOX_METHOD_PREFIX } from '@/commerce/payments/sandbox'
import { listMemberDiscounts } from '@/server/content/discounts'
import { env } from '@/lib/env'
import { visitor } from '../support/cart-api'
import { siteRequest } from '../support/requests'
import { shipToTheUk, ukDelivery } from '../support/delivery'
import { lastMailTo as lastDeliveredMail, linkToken } from '../support/outbox'
import { pounds } from '../support/prices'

let payload: Payload
const context = { disableRevalidate: true }
const password = 'runner-password-1'
const fr = JSON.parse(fs.readFileSync('messages/fr.json', 'utf8')) as { cart: Record<string, string> & { couponWhy: Record<string, string> } }
let membershipId: number
let capId: number

async function customer(email: string, runClubMember = false) {
  const doc = await payload.create({
    collection: 'customers',
    data: { email, password, firstName: 'Ann', lastName: 'Runner', _verified: true, runClubMember },
    disableVerificationEmail: true,
    context,
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password } })
  return { id: doc.id, cookie: `payload-token=${token}` }
}

const isMember = async (id: number) => (await payload.findByID({ collection: 'customers', id, depth: 0 })).runClubMember === true
const memberByEmail = async (email: string) => (await payload.find({ collection: 'customers', where: { email: { equals: email } }, depth: 0 })).docs[0]?.runClubMember ?? null

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
  return { status: response.status, body: (await response.json()) as { order?: { number: string; totalPrice: number }; error?: string } }
}

const lastMailTo = (email: string) => lastDeliveredMail(payload, env.DATA_DIR, email)
const verifyToken = async (email: string) => linkToken(await lastMailTo(email), '/account/verify')

beforeAll(async () => {
  payload = await getPayload({ config })
  await shipToTheUk(payload)
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Club', slug: 'club-section' }, context })
  const product = (slug: string, extra: Record<string, unknown> = {}) =>
    payload.create({ collection: 'products', data: { title: slug, slug, productType: 'simple', section: section.id, _status: 'published', ...extra }, context })
  const variant = async (productId: number, sku: string, price: number) =>
    (await payload.create({ collection: 'variants', data: { kind: 'merch', product: productId, title: sku, sku, prices: pounds(price), hasUnlimitedStock: true, isAvailable: true }, context })).id
  membershipId = await variant((await product('club-membership', { grantsRunClubMembership: true })).id, 'CLUB-YEAR', 3000)
  capId = await variant((await product('club-cap')).id, 'CLUB-CAP', 2000)
  await payload.create({ collection: 'coupons', data: { code: 'CLUB15', kind: 'percentage', amount: 15, scope: 'merch', enabled: true, membersOnly: true }, context })
})

describe('members-only coupons', () => {
  it('a guest’s and a non-member’s basket refuse the code with the coupon message and stay as they were', async () => {
    const guest = await visitor()
    await guest.update({ purchasableId: capId, qty: 1 })
    const refused = await guest.update({ orderNumber: guest.cartNumber, couponCode: 'club15' })
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Unable to update cart', errors: { couponCode: ['Coupon not valid.', 'This coupon is for run-club members.'] }, cart: { couponCode: null, totalPrice: 20 } },
    })

    const runner = await customer('runner@example.com')
    const signedIn = await visitor('fr', runner)
    await signedIn.update({ purchasableId: capId, qty: 1 })
    const french = await signedIn.update({ orderNumber: signedIn.cartNumber, couponCode: 'CLUB15' })
    expect(french).toMatchObject({ status: 400, body: { errors: { couponCode: [fr.cart.couponNotValid, fr.cart.couponWhy.membersOnly] }, cart: { couponCode: null } } })
  })

  it('a member’s basket takes it, and a membership granted after signing in counts at once (read from the account, not the token)', async () => {
    const member = await customer('member@example.com', true)
    const v = await visitor(undefined, member)
    await v.update({ purchasableId: capId, qty: 2 })
    const applied = await v.update({ orderNumber: v.cartNumber, couponCode: 'club15' })
    expect(applied).toMatchObject({ status: 200, body: { cart: { couponCode: 'CLUB15', totalDiscount: 6, totalPrice: 34 } } })

    const late = await customer('late@example.com')
    const lateCart = await visitor(undefined, late)
    await lateCart.update({ purchasableId: capId, qty: 1 })
    expect((await lateCart.update({ orderNumber: lateCart.cartNumber, couponCode: 'CLUB15' })).status).toBe(400)
    await payload.update({ collection: 'customers', id: late.id, data: { runClubMember: true }, context })
    expect((await lateCart.update({ orderNumber: lateCart.cartNumber, couponCode: 'CLUB15' })).body.cart).toMatchObject({ couponCode: 'CLUB15', totalDiscount: 3 })
  })

  it('is priced again at payment: a membership that ended since charges the full price', async () => {
    const member = await customer('lapsed@example.com', true)
    const v = await visitor(undefined, member)
    await v.update({ purchasableId: capId, qty: 1, email: 'lapsed@example.com', ...ukDelivery })
    expect((await v.update({ orderNumber: v.cartNumber, couponCode: 'CLUB15' })).body.cart).toMatchObject({ totalPrice: 17 })
    await payload.update({ collection: 'customers', id: member.id, data: { runClubMember: false }, context })
    const cart = (await v.getCart({ orderNumber: v.cartNumber })).body.cart!
    expect(cart).toMatchObject({ couponCode: 'CLUB15', totalDiscount: 0, totalPrice: 20, notices: [{ field: 'couponCode', message: 'Coupon not valid. This coupon is for run-club members.' }] })
    const paid = await payByCard(v, member)
    expect(paid).toMatchObject({ status: 200, body: { order: { totalPrice: 20 } } })
    const order = (await payload.find({ collection: 'orders', where: { number: { equals: paid.body.order!.number } }, depth: 0 })).docs[0]!
    expect(order).toMatchObject({ totalDiscount: 0, couponCode: null })
  })
})

describe('membership products', () => {
  it('a signed-in customer who buys the membership with the sandbox card becomes a member', async () => {
    const buyer = await customer('joiner@example.com')
    const v = await visitor(undefined, buyer)
    await v.update({ purchasableId: membershipId, qty: 1, email: 'joiner@example.com' })
    expect(await isMember(buyer.id)).toBe(false)
    const paid = await payByCard(v, buyer)
    expect(paid).toMatchObject({ status: 200, body: { order: { totalPrice: 30 } } })
    expect(await isMember(buyer.id)).toBe(true)
    // The session signed in before the purchase sees the membership at once.
    const access = await accessRunClub(siteRequest('/actions/milepost/default/access-run-club', { headers: { cookie: buyer.cookie } }))
    expect(await access.json()).toEqual({ access: true })
  })

  it('a guest paying with an account’s email (any case) makes that account a member; other goods make nobody one', async () => {
    const owner = await customer('owner@example.com')
    const plain = await visitor()
    await plain.update({ purchasableId: capId, qty: 1, email: 'owner@example.com', ...ukDelivery })
    expect((await payByCard(plain)).status).toBe(200)
    expect(await isMember(owner.id)).toBe(false)

    const guest = await visitor()
    await guest.update({ purchasableId: membershipId, qty: 1, email: 'Owner@Example.COM' })
    expect((await payByCard(guest)).status).toBe(200)
    expect(await isMember(owner.id)).toBe(true)
  })

  it('a guest paying with the email of an account nobody confirmed makes it no member until that address is confirmed', async () => {
    await payload.create({ collection: 'customers', data: { email: 'squatted@example.com', password, firstName: 'Sq', lastName: 'Uat' }, context })
    const token = await verifyToken('squatted@example.com')
    const guest = await visitor()
    await guest.update({ purchasableId: membershipId, qty: 1, email: 'squatted@example.com' })
    expect((await payByCard(guest)).status).toBe(200)
    expect(await memberByEmail('squatted@example.com')).toBe(false)
    expect(await confirmEmail(payload, token)).toBe(true)
    expect(await memberByEmail('squatted@example.com')).toBe(true)
  })

  it('a guest who buys it, then signs up with that email, becomes a member when the email is confirmed', async () => {
    const guest = await visitor()
    await guest.update({ purchasableId: membershipId, qty: 1, email: 'newcomer@example.com' })
    expect((await payByCard(guest)).status).toBe(200)
    expect(await memberByEmail('newcomer@example.com')).toBeNull()

    const signUp = async (email: string, ip: string) => {
      const v = await visitor()
      const response = await register(
        siteRequest('/actions/users/register', {
          method: 'POST',
          session: v.session,
          headers: { 'x-csrf-token': v.csrf, 'x-forwarded-for': ip },
          body: { email, password: 'long-enough-pw', firstName: 'New', lastName: 'Comer' },
        }),
      )
      expect(response.status).toBe(201)
    }
    await signUp('NewComer@example.com', '198.51.100.20')
    // Signing up alone proves nothing about the address: no membership until it is confirmed.
    expect(await memberByEmail('newcomer@example.com')).toBe(false)
    expect(await confirmEmail(payload, await verifyToken('newcomer@example.com'))).toBe(true)
    expect(await memberByEmail('newcomer@example.com')).toBe(true)

    await signUp('stranger@example.com', '198.51.100.21')
    expect(await confirmEmail(payload, await verifyToken('stranger@example.com'))).toBe(true)
    expect(await memberByEmail('stranger@example.com')).toBe(false)
  })
})

describe('the members’ discounts page', () => {
  it('lists the members-only codes usable today, showing nothing but code, kind, amount off, scope and end', async () => {
    const coupon = (code: string, data: Record<string, unknown> = {}) =>
      payload.create({ collection: 'coupons', data: { code, description: 'editors only', kind: 'percentage', amount: 10, scope: 'all', enabled: true, membersOnly: true, ...data }, context })
    await coupon('CLUBFIVE', { kind: 'fixed', amount: null, amounts: pounds(500), scope: 'entries', endsAt: '2099-12-31T23:59:59.000Z', usageLimit: 50, timesUsed: 3 })
    await coupon('CLUBOFF', { enabled: false })
    await coupon('EVERYONE', { membersOnly: false })
    await coupon('CLUBOLD', { endsAt: '2020-01-01T00:00:00.000Z' })
    await coupon('CLUBSOON', { startsAt: '2099-01-01T00:00:00.000Z' })
    await coupon('CLUBGONE', { usageLimit: 2, timesUsed: 2 })
    expect(await listMemberDiscounts()).toEqual([
      { code: 'CLUB15', kind: 'percentage', percent: 15, amounts: [], scope: 'merch', endsAt: null },
      { code: 'CLUBFIVE', kind: 'fixed', percent: 0, amounts: [{ amount: 500, currency: 'GBP' }], scope: 'entries', endsAt: '2099-12-31T23:59:59.000Z' },
    ])
  })
})
