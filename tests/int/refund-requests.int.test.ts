/**
 * Refund requests (issue 28, decision 0056): an entrant whose event's policy gives nothing back asks
 * the organisers from the app API; an editor approves it (POST /api/refund-requests/:id/decide),
 * which refunds the entry's line once through the order's gateway and cancels the entry, or declines
 * it; the entrant is mailed the answer in the language they asked in.
 */
import config from '@payload-config'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { GET as refundView } from '@/app/app-api/races/[entryId]/refund/route'
import { POST as askRoute } from '@/app/app-api/races/[entryId]/refund-request/route'
import { SANDBOX_CARDS, SANDBOX_METHOD_PREFIX } from '@/commerce/payments/sandbox'
import { env } from '@/lib/env'
import { SESSION_COOKIE } from '@/lib/security/csrf'
import { appTokenFor } from '../support/app-token'
import { visitor } from '../support/cart-api'
import { shipToTheUk, ukDelivery } from '../support/delivery'
import { deliveredMailsTo, lastMailTo } from '../support/outbox'
import { restCall } from '../support/payload-api'
import { pounds } from '../support/prices'
import { siteRequest } from '../support/requests'

let payload: Payload
let editor: Record<string, string>
const context = { disableRevalidate: true }
const ids = { adult: 0 }
let distance = ''
let runners = 0

// biome-ignore lint/suspicious/noExplicitAny: answers are read as the contract documents them
type Answer = { status: number; body: Record<string, any> }
const answer = async (response: Response): Promise<Answer> => ({ status: response.status, body: (await response.json()) as Answer['body'] })

/** A signed-up runner who enters the event and pays with the sandbox card, through the site API: the entry and the app's bearer. */
async function paidEntry() {
  const email = `request-runner${++runners}.${Date.now()}@example.com`
  const password = 'runner-password-1'
  await payload.create({ collection: 'customers', data: { email, password, firstName: 'Ann', lastName: 'Runner', _verified: true }, disableVerificationEmail: true, context })
  const { token, user } = await payload.login({ collection: 'customers', data: { email, password } })
  const v = await visitor('en', { cookie: `payload-token=${token}` })
  const options = { entryId: 'e1', entryPath: 'individual', entryType: 'adult', email, firstName: 'Ann', lastName: 'Runner', distance, timezone: 'Europe/London' }
  expect((await v.update({ purchasableId: ids.adult, qty: 1, options })).status).toBe(200)
  expect((await v.update({ email, ...ukDelivery })).status).toBe(200)
  const urls = (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls'))).json()) as Record<string, string>
  const paid = await payRoute(
    siteRequest('/actions/milepost/payments/pay', {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${v.session}; payload-token=${token}`, 'x-csrf-token': v.csrf, 'x-milepost-locale': 'en' },
      body: { orderNumber: v.cartNumber, gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}`, ...urls },
    }) as never,
  )
  const number = ((await paid.json()) as { order?: { number: string } }).order?.number
  expect(number).toBeDefined()
  const order = (await payload.find({ collection: 'orders', where: { number: { equals: number } }, depth: 0 })).docs[0]!
  const entry = (await payload.find({ collection: 'entries', where: { orderNumber: { equals: number } }, depth: 0 })).docs[0]!
  return { email, order, entry, bearer: { authorization: `Bearer ${await appTokenFor(Number(user!.id), token!)}` } }
}

const ask = async (entryId: number, bearer: Record<string, string>, message: unknown = 'My knee needs surgery.', locale = 'en') =>
  answer(
    await askRoute(
      siteRequest(`/app-api/races/${entryId}/refund-request`, { method: 'POST', headers: { ...bearer, 'x-milepost-locale': locale }, body: { message } }) as never,
      {
        params: Promise.resolve({ entryId: String(entryId) }),
      } as never,
    ),
  )
const policyOf = async (entryId: number, bearer: Record<string, string>) =>
  answer(await refundView(siteRequest(`/app-api/races/${entryId}/refund`, { headers: bearer }) as never, { params: Promise.resolve({ entryId: String(entryId) }) } as never))
const decide = (requestId: number, body: Record<string, unknown>, headers = editor) => restCall('POST', `/api/refund-requests/${requestId}/decide`, { headers, body })
const requestsOf = async (entryId: number) => (await payload.find({ collection: 'refund-requests', where: { entry: { equals: entryId } }, depth: 0, sort: 'createdAt' })).docs
const refundsOf = async (orderId: number) => (await payload.find({ collection: 'refunds', where: { order: { equals: orderId } }, depth: 0 })).docs
const entryOf = (id: number) => payload.findByID({ collection: 'entries', id, depth: 0 })

beforeAll(async () => {
  payload = await getPayload({ config })
  await shipToTheUk(payload)
  await payload.create({ collection: 'users', data: { email: 'request-editor@milepost.test', password: 'editor-password-1', roles: ['editor'] }, context })
  editor = { authorization: `JWT ${(await payload.login({ collection: 'users', data: { email: 'request-editor@milepost.test', password: 'editor-password-1' } })).token}` }
  const media = await payload.create({ collection: 'media', data: { alt: 'Event' }, filePath: path.resolve('src/seed/images/catalogue/event-midsummer-relay.jpg'), context })
  // No refund policy: cancelling gives nothing back, so the organisers are the only way.
  const event = await payload.create({
    collection: 'events',
    data: {
      title: 'Request 10K',
      slug: 'request-10k',
      shortDescription: 'A 10K',
      eventStartDate: '2031-03-01T00:00:00.000Z',
      eventEndDate: '2031-03-31T00:00:00.000Z',
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
  distance = String(event.entryDistances![0]!.id)
  ids.adult = (
    await payload.create({
      collection: 'variants',
      data: { kind: 'entry', event: event.id, title: 'Adult', sku: 'RQ-ADULT', prices: pounds(2000), entryType: 'adult', isAvailable: true, hasUnlimitedStock: true } as never,
      context,
    })
  ).id
})

describe('an entrant asks the organisers', () => {
  it('when the policy refuses: the request is pending and shown with the policy; a second one is refused while it is open', async () => {
    const { entry, bearer } = await paidEntry()
    expect((await policyOf(entry.id, bearer)).body.refund).toMatchObject({ amount: null, refusal: 'booking.noRefundNow', request: null })
    const asked = await ask(entry.id, bearer)
    expect(asked.status, JSON.stringify(asked.body)).toBe(201)
    expect(asked.body.request).toMatchObject({ status: 'pending' })
    expect((await policyOf(entry.id, bearer)).body.refund.request).toMatchObject({ status: 'pending', createdAt: expect.any(String) })
    expect(await ask(entry.id, bearer, 'Please?', 'fr')).toMatchObject({
      status: 409,
      body: { error: 'Vous avez déjà fait une demande pour cette inscription : les organisateurs y répondront d’abord.' },
    })
    const [request] = await requestsOf(entry.id)
    expect(await requestsOf(entry.id)).toHaveLength(1)
    expect(request).toMatchObject({ status: 'pending', openKey: entry.id, message: 'My knee needs surgery.', orderNumber: entry.orderNumber, locale: 'en' })
    const history = await payload.find({ collection: 'audit-events', where: { entry: { equals: entry.id } }, depth: 0 })
    expect(history.docs.map((d) => d.action)).toEqual(['entry.refund-requested'])
  })

  it('ten asks at once leave one open request; a reason is required and at most 1000 characters; another’s entry is not found', async () => {
    const { entry, bearer } = await paidEntry()
    expect((await ask(entry.id, bearer, '   ')).status).toBe(400)
    expect((await ask(entry.id, bearer, 'x'.repeat(1001))).status).toBe(400)
    expect((await ask(entry.id, bearer, 42)).status).toBe(400)
    const stranger = await paidEntry()
    expect((await ask(entry.id, stranger.bearer)).status).toBe(404)
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(entry.id, bearer)))
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)])
    expect(await requestsOf(entry.id)).toHaveLength(1)
  })
})

describe('an editor decides', () => {
  it('20 approvals at once make one refund of the amount approved; the entry is cancelled and the entrant told once, in their language', async () => {
    const { email, order, entry, bearer } = await paidEntry()
    expect((await ask(entry.id, bearer, 'Ich habe mir das Bein gebrochen.', 'de')).status).toBe(201)
    const [request] = await requestsOf(entry.id)
    const form = await restCall('GET', `/api/refund-requests/${request!.id}/decision`, { headers: editor })
    expect(form.body).toMatchObject({ status: 'pending', currency: 'GBP', left: 2000, policyPercent: 0, suggested: 2000, refund: null })
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(request!.id, { decision: 'approve', amount: 1500, reply: 'Gute Besserung!' })))
    // Each is told the request is approved: done (200), or being refunded by another approval (202).
    expect(
      answers.every((a) => (a.status === 200 || a.status === 202) && a.body.status === 'approved'),
      JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 202)),
    ).toBe(true)
    expect(answers.some((a) => a.status === 200)).toBe(true)
    const refunds = await refundsOf(order.id)
    expect(refunds.map((r) => [r.key, r.amount, r.state, r.actorKind, r.actor])).toEqual([[`refund-request-${request!.id}`, 1500, 'succeeded', 'editor', 'request-editor@milepost.test']])
    expect((await entryOf(entry.id)).cancelledAt).toEqual(expect.any(String))
    expect(await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })).toMatchObject({ status: 'partially-refunded', refundedTotal: 1500 })
    expect((await requestsOf(entry.id))[0]).toMatchObject({ status: 'approved', amount: 1500, currency: 'GBP', decidedBy: 'request-editor@milepost.test', openKey: null, reply: 'Gute Besserung!' })
    const answered = (await deliveredMailsTo(payload, env.DATA_DIR, email)).filter((mail) => mail.includes('Erstattungsanfrage'))
    expect(answered).toHaveLength(1)
    expect(answered[0]).toContain('Request 10K: Deine Erstattungsanfrage ist genehmigt')
    expect(answered[0]).toMatch(/15,00\s£/)
    expect(answered[0]).toContain('Gute Besserung!')
    const history = await payload.find({ collection: 'audit-events', where: { entry: { equals: entry.id } }, depth: 0, sort: 'createdAt' })
    expect(history.docs.map((d) => d.action)).toEqual(['entry.refund-requested', 'entry.refund-approved', 'entry.cancelled'])
    // Decided: declining now changes nothing.
    expect((await decide(request!.id, { decision: 'decline' })).status).toBe(409)
  })

  it('an approval of nothing cancels the entry without money', async () => {
    const { order, entry, bearer } = await paidEntry()
    expect((await ask(entry.id, bearer)).status).toBe(201)
    const [request] = await requestsOf(entry.id)
    expect((await decide(request!.id, { decision: 'approve', amount: 2001 })).status).toBe(400)
    expect((await decide(request!.id, { decision: 'approve', amount: 0 })).status).toBe(200)
    expect((await refundsOf(order.id)).map((r) => [r.amount, r.state])).toEqual([[0, 'succeeded']])
    expect((await entryOf(entry.id)).cancelledAt).toEqual(expect.any(String))
    expect((await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })).refundedTotal).toBe(0)
  })

  it('a decline mails the entrant in their language with the note; the entry stays, and they may ask again', async () => {
    const { email, order, entry, bearer } = await paidEntry()
    expect((await ask(entry.id, bearer, 'Je suis blessée.', 'fr')).status).toBe(201)
    const [request] = await requestsOf(entry.id)
    const declined = await decide(request!.id, { decision: 'decline', reply: 'Nous ne remboursons pas si près du départ.' })
    expect(declined).toMatchObject({ status: 200, body: { status: 'declined' } })
    const mail = await lastMailTo(payload, env.DATA_DIR, email)
    expect(mail).toContain('Request 10K : la réponse à votre demande de remboursement')
    expect(mail).toContain('Votre place reste la vôtre.')
    expect(mail).toContain('Nous ne remboursons pas si près du départ.')
    expect(mail).toContain('lang=fr')
    expect((await entryOf(entry.id)).cancelledAt).toBeNull()
    expect(await refundsOf(order.id)).toHaveLength(0)
    expect((await decide(request!.id, { decision: 'approve', amount: 100 })).status).toBe(409)
    expect((await ask(entry.id, bearer, 'Et maintenant ?', 'fr')).status).toBe(201)
  })

  it('only editors decide, with a body of the right shape', async () => {
    const { entry, bearer } = await paidEntry()
    expect((await ask(entry.id, bearer)).status).toBe(201)
    const [request] = await requestsOf(entry.id)
    expect((await decide(request!.id, { decision: 'approve', amount: 100 }, {})).status).toBe(403)
    expect((await decide(request!.id, { decision: 'approve', amount: 100 }, bearer)).status).toBe(403)
    expect((await decide(request!.id, { decision: 'maybe' })).status).toBe(400)
    expect((await decide(request!.id, { decision: 'decline', extra: true })).status).toBe(400)
    expect((await decide(999_999, { decision: 'decline' })).status).toBe(404)
    expect((await requestsOf(entry.id))[0]!.status).toBe('pending')
  })
})
