/**
 * Fees for changes to a booking, paid through the normal checkout (issue 28, decision 0059): an
 * event's transfer fee holds the offer, unmailed, until it is paid; its deferral fee (the price
 * difference) moves the entry once it is paid. Only the entrant pays their own change's fee, once;
 * a change that can no longer be made is refused before any money moves.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { DELETE as takeBack, GET as transferState, POST as offer } from '@/app/app-api/races/[entryId]/transfer/route'
import { GET as deferralChoices, POST as deferTo } from '@/app/app-api/races/[entryId]/deferral/route'
import { POST as claim } from '@/app/app-api/transfers/claim/route'
import { SANDBOX_CARDS, SANDBOX_METHOD_PREFIX } from '@/commerce/payments/sandbox'
import { env } from '@/lib/env'
import { SESSION_COOKIE } from '@/lib/security/csrf'
import { runDueJobs } from '@/server/jobs/worker'
import { visitor } from '../support/cart-api'
import { clockAt, realClock } from '../support/clock'
import { outboxMailsTo } from '../support/outbox-files'
import { entrant, raceEvent } from '../support/race-world'
import { siteRequest } from '../support/requests'

let payload: Payload
beforeAll(async () => {
  payload = await getPayload({ config })
})
afterEach(realClock)

type Route = (request: never, ctx: never) => Promise<Response>
type Runner = Awaited<ReturnType<typeof entrant>>
// biome-ignore lint/suspicious/noExplicitAny: answers are read as the contract documents them
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as any })
const call = async (route: Route, path: string, options: Parameters<typeof siteRequest>[1], entryId: number) =>
  answer(await route(siteRequest(path, options) as never, { params: Promise.resolve({ entryId: String(entryId) }) } as never))
const context = { disableRevalidate: true }
const entryOf = (id: number) => payload.findByID({ collection: 'entries', id, depth: 0, overrideAccess: true })

let people = 0
const person = (name: string) => `${name}.fee${++people}.${Date.now()}@example.com`

type Visitor = Awaited<ReturnType<typeof visitor>>

/** The runner's basket, signed in: the fee line added, their email given, then paid with the sandbox card. */
async function payFee(runner: Runner, email: string, line: { purchasableId: number; options: Record<string, unknown> }) {
  const v = await visitor('en', runner.cookie)
  const added = await v.update({ purchasableId: line.purchasableId, qty: 1, options: line.options })
  if (added.status !== 200) return { added }
  return { added, paid: await payBasket(v, runner, email) }
}

async function payBasket(v: Visitor, runner: Runner, email: string) {
  expect((await v.update({ email })).status).toBe(200)
  const urls = (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls'))).json()) as Record<string, string>
  const paid = await answer(
    await payRoute(
      siteRequest('/actions/milepost/payments/pay', {
        method: 'POST',
        headers: { cookie: `${SESSION_COOKIE}=${v.session}; ${runner.cookie.cookie}`, 'x-csrf-token': v.csrf, 'x-milepost-locale': 'en' },
        body: { orderNumber: v.cartNumber, gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}`, ...urls },
      }) as never,
    ),
  )
  return paid
}

async function setFees(eventId: number, data: Record<string, unknown>) {
  await payload.update({ collection: 'events', id: eventId, data, context })
}

describe('a transfer fee', () => {
  it('holds the offer until it is paid at the checkout; then the friend is mailed and can claim', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31', title: 'Fee Trail' })
    await setFees(event.id, { transferFee: [{ currency: 'GBP', amount: 500 }] })
    const annEmail = person('ann')
    const ann = await entrant(payload, event, { email: annEmail })
    const boEmail = person('bo')
    const bo = await entrant(payload, await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' }), { email: boEmail })

    const before = await call(transferState, `/app-api/races/${ann.entryId}/transfer`, { headers: ann.bearer }, ann.entryId)
    expect(before.body.transfer.fee).toMatchObject({ price: { amount: 500, currency: 'GBP' } })
    const offered = await call(offer, `/app-api/races/${ann.entryId}/transfer`, { method: 'POST', headers: ann.bearer, body: { email: boEmail, locale: 'nl' } }, ann.entryId)
    expect(offered.status, JSON.stringify(offered.body)).toBe(201)
    const line = offered.body.transfer.pending.awaitingFee
    expect(line).toEqual({ purchasableId: before.body.transfer.fee.purchasableId, options: { transfer: expect.any(Number) } })
    await runDueJobs(payload)
    expect(outboxMailsTo(env.DATA_DIR, boEmail)).toEqual([])

    // Someone else cannot pay (or learn anything of) Ann's offer.
    const { added: stranger } = await payFee(bo, boEmail, line)
    expect(stranger.status).toBe(400)
    expect(JSON.stringify(stranger.body.errors)).toContain('can no longer be made')

    const { paid } = await payFee(ann, annEmail, line)
    expect(paid?.body.order, JSON.stringify(paid?.body)).toBeDefined()
    const [transfer] = (await payload.find({ collection: 'entry-transfers', where: { entry: { equals: ann.entryId } }, depth: 0, overrideAccess: true })).docs
    expect(transfer).toMatchObject({ state: 'pending' })
    await runDueJobs(payload)
    const mail = outboxMailsTo(env.DATA_DIR, boEmail).find((m) => m.includes('claim-entry'))
    const token = /claim-entry\?[^\s"]*token=([\w-]+)/.exec(mail ?? '')?.[1]
    expect(mail).toMatch(/lang=nl/)
    const claimed = await answer(
      await claim(
        siteRequest('/app-api/transfers/claim', { method: 'POST', headers: { ...bo.bearer, 'x-milepost-locale': 'nl' }, body: { token, firstName: 'Bo', lastName: 'Lind' } }) as never,
        undefined as never,
      ),
    )
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200)
    expect(await entryOf(ann.entryId)).toMatchObject({ entrantCustomerId: bo.customerId })
    const order = (await payload.find({ collection: 'orders', where: { number: { equals: paid!.body.order.number } }, depth: 0 })).docs[0]!
    expect(order.lineItems).toMatchObject([{ kind: 'fee', qty: 1 }])
    const history = await payload.find({ collection: 'audit-events', where: { entry: { equals: ann.entryId } }, depth: 0, sort: 'createdAt' })
    expect(history.docs.map((d) => d.action)).toEqual(['entry.transfer-offered', 'entry.transfer-fee-paid', 'entry.transfer-claimed'])
  })

  it('taken back before it is paid: the checkout refuses it and no money moves', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' })
    await setFees(event.id, { transferFee: [{ currency: 'GBP', amount: 500 }] })
    const annEmail = person('ann')
    const ann = await entrant(payload, event, { email: annEmail })
    const offered = await call(offer, `/app-api/races/${ann.entryId}/transfer`, { method: 'POST', headers: ann.bearer, body: { email: person('bo'), locale: 'en' } }, ann.entryId)
    const line = offered.body.transfer.pending.awaitingFee
    const v = await visitor('en', ann.cookie)
    expect((await v.update({ purchasableId: line.purchasableId, qty: 1, options: line.options })).status).toBe(200)
    expect((await call(takeBack, `/app-api/races/${ann.entryId}/transfer`, { method: 'DELETE', headers: ann.bearer }, ann.entryId)).status).toBe(200)
    const paid = await payBasket(v, ann, annEmail)
    expect(paid.status).toBe(400)
    expect(paid.body.error).toContain('can no longer be made')
    expect((await payload.find({ collection: 'orders', where: { email: { equals: annEmail } }, depth: 0 })).totalDocs).toBe(0)
  })

  it('an event without a fee in the shopper’s currency mails the friend at once', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' })
    await setFees(event.id, { transferFee: [{ currency: 'SEK', amount: 5000 }] })
    const ann = await entrant(payload, event, { email: person('ann') })
    const boEmail = person('bo')
    const offered = await call(offer, `/app-api/races/${ann.entryId}/transfer`, { method: 'POST', headers: ann.bearer, body: { email: boEmail, locale: 'en' } }, ann.entryId)
    expect(offered.body.transfer).toMatchObject({ fee: null, pending: { awaitingFee: null } })
    await runDueJobs(payload)
    expect(outboxMailsTo(env.DATA_DIR, boEmail).some((m) => m.includes('claim-entry'))).toBe(true)
  })
})

describe('a deferral’s price difference', () => {
  it('moves the entry once it is paid, taking a place of the later event; refused before paying when none is left', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const spring = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31', title: 'Spring Fee Ten' })
    const autumn = await raceEvent(payload, { startDay: '2027-09-01', endDay: '2027-09-30', title: 'Autumn Fee Ten' })
    await setFees(spring.id, { deferTo: [autumn.id], deferralFee: [{ currency: 'GBP', amount: 1500 }] })
    await payload.update({ collection: 'variants', id: autumn.variantId, data: { hasUnlimitedStock: false, stock: 1 } as never, context })
    const annEmail = person('ann')
    const ann = await entrant(payload, spring, { email: annEmail })
    const choices = await call(deferralChoices, `/app-api/races/${ann.entryId}/deferral`, { headers: ann.bearer }, ann.entryId)
    expect(choices.body.deferral).toMatchObject({ refusal: null, fee: { amount: 1500, currency: 'GBP' }, targets: [{ eventId: autumn.id }] })

    const asked = await call(deferTo, `/app-api/races/${ann.entryId}/deferral`, { method: 'POST', headers: ann.bearer, body: { eventId: autumn.id } }, ann.entryId)
    expect(asked.status, JSON.stringify(asked.body)).toBe(200)
    expect(asked.body.awaitingFee).toMatchObject({ options: { deferEntry: ann.entryId, toEvent: autumn.id }, price: { amount: 1500 } })
    // Nothing moves until it is paid.
    expect(await entryOf(ann.entryId)).toMatchObject({ event: spring.id })

    const { paid } = await payFee(ann, annEmail, asked.body.awaitingFee)
    expect(paid?.body.order, JSON.stringify(paid?.body)).toBeDefined()
    expect(await entryOf(ann.entryId)).toMatchObject({ event: autumn.id, variant: autumn.variantId })
    expect((await payload.findByID({ collection: 'variants', id: autumn.variantId, depth: 0 })).stock).toBe(0)
    const history = await payload.find({ collection: 'audit-events', where: { and: [{ entry: { equals: ann.entryId } }, { action: { equals: 'entry.deferred' } }] }, depth: 0 })
    expect(history.docs[0]?.detail).toMatchObject({ from: spring.id, to: autumn.id, order: paid!.body.order.number })

    // The place is gone: the next entrant's fee is refused before any money moves.
    const danEmail = person('dan')
    const dan = await entrant(payload, spring, { email: danEmail })
    const line = { purchasableId: asked.body.awaitingFee.purchasableId, options: { deferEntry: dan.entryId, toEvent: autumn.id } }
    const { added } = await payFee(dan, danEmail, line)
    expect(added.status).toBe(400)
    expect(await entryOf(dan.entryId)).toMatchObject({ event: spring.id })
  })
})
