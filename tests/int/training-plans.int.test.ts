import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as calendarRoute } from '@/app/(site)/[locale]/training-plans/[slug]/calendar/route'
import { GET as printableRoute } from '@/app/(site)/[locale]/training-plans/[slug]/printable/route'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { SANDBOX_CARDS, SANDBOX_METHOD_PREFIX } from '@/commerce/payments/sandbox'
import { env } from '@/lib/env'
import { icsEvents, pdfText } from '../support/pdf-text'
import { visitor } from '../support/cart-api'
import { graphqlCall, restCall } from '../support/payload-api'
import { siteRequest } from '../support/requests'
import { lastMailTo as lastDeliveredMail } from '../support/outbox'

let payload: Payload
const context = { disableRevalidate: true }
let plan: { id: number; slug: string }
let freePlan: { id: number; slug: string }

const session = (day: string, kind: 'easy' | 'long' | 'rest', distanceKm?: number) => ({ day: day as '1', kind, distanceKm, notes: `${kind} notes` })
const schedule = [
  { focus: 'Settle in', sessions: [session('2', 'easy', 5), session('4', 'rest'), session('6', 'long', 8)] },
  { focus: 'Go longer', sessions: [session('2', 'easy', 6), session('7', 'long', 10)] },
]

const variantOf = async (planId: number) => (await payload.find({ collection: 'variants', where: { trainingPlan: { equals: planId } }, depth: 0, overrideAccess: true })).docs[0]

/** Sold in euros as well as pounds: the buyer below reads German and shops in the euro market. */
const planPrices = (euros: number, pounds: number) => [
  { currency: 'EUR', amount: euros },
  { currency: 'GBP', amount: pounds },
]

const lastMailTo = (email: string) => lastDeliveredMail(payload, env.DATA_DIR, email)

async function buyPlan(email: string) {
  const v = await visitor('de')
  const added = await v.update({ purchasableId: (await variantOf(plan.id))!.id, qty: 1, email })
  const orderNumber = added.body.cart!.number
  const urls = (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls', { headers: { 'x-milepost-locale': 'de' } }))).json()) as Record<string, string>
  const response = await payRoute(
    siteRequest('/actions/milepost/payments/pay', {
      method: 'POST',
      session: v.session,
      headers: { 'x-csrf-token': v.csrf, 'x-milepost-locale': 'de' },
      body: { orderNumber, ...urls, gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}`, total: 1900 },
    }),
  )
  return { v, added, status: response.status, body: (await response.json()) as { order?: { number: string; totalPrice: number }; error?: string } }
}

const download = (route: typeof calendarRoute, slug: string, query: string, locale = 'de') =>
  route(siteRequest(`/${locale}/training-plans/${slug}/calendar?${query}`), { params: Promise.resolve({ locale, slug }) })

beforeAll(async () => {
  payload = await getPayload({ config })
  const doc = await payload.create({
    collection: 'training-plans',
    data: { title: 'Quick 10K', slug: 'int-quick-10k', summary: 'Two weeks', level: 'intermediate', weeks: 1, pricing: 'paid', prices: planPrices(1900, 1600), schedule, _status: 'published' },
    context,
  })
  plan = { id: doc.id, slug: doc.slug }
  const free = await payload.create({
    collection: 'training-plans',
    data: { title: 'Free 5K', slug: 'int-free-5k', summary: 'Free', level: 'beginner', weeks: 1, pricing: 'free', schedule, _status: 'published' },
    context,
  })
  freePlan = { id: free.id, slug: free.slug }
})

describe('a paid plan is a purchasable', () => {
  it('gets a variant that follows its prices, taxed as digital, with no stock limit; its weeks count from the schedule', async () => {
    expect(await variantOf(plan.id)).toMatchObject({ kind: 'plan', prices: planPrices(1900, 1600), taxClass: 'digital', hasUnlimitedStock: true, isAvailable: true, sku: `plan-${plan.id}` })
    expect((await payload.findByID({ collection: 'training-plans', id: plan.id })).weeks).toBe(2)
    expect(await variantOf(freePlan.id)).toBeUndefined()
    await payload.update({ collection: 'training-plans', id: plan.id, data: { prices: planPrices(2100, 1800) }, context })
    expect(await variantOf(plan.id)).toMatchObject({ prices: planPrices(2100, 1800), isAvailable: true })
    await payload.update({ collection: 'training-plans', id: plan.id, data: { pricing: 'free' }, context })
    expect(await variantOf(plan.id)).toMatchObject({ isAvailable: false })
    await payload.update({ collection: 'training-plans', id: plan.id, data: { pricing: 'paid', prices: planPrices(1900, 1600) }, context })
    expect(await variantOf(plan.id)).toMatchObject({ prices: planPrices(1900, 1600), isAvailable: true })
  })

  it('keeps a paid plan’s sessions from the APIs; a free plan’s are public', async () => {
    const paid = await restCall('GET', `/api/training-plans/${plan.id}`)
    expect(paid.status).toBe(200)
    expect(paid.body.title).toBe('Quick 10K')
    expect(paid.body.schedule ?? []).toEqual([])
    expect((await restCall('GET', `/api/training-plans/${freePlan.id}`)).body.schedule).toHaveLength(2)
    const query = `{ TrainingPlans(where: { slug: { in: ["${plan.slug}", "${freePlan.slug}"] } }) { docs { slug schedule { sessions { notes } } } } }`
    const docs = (await graphqlCall(query)).body.data.TrainingPlans.docs as { slug: string; schedule: unknown[] | null }[]
    expect(docs.find((d) => d.slug === plan.slug)!.schedule ?? []).toEqual([])
    expect(docs.find((d) => d.slug === freePlan.slug)!.schedule).toHaveLength(2)
  })

  it('keeps them when a request leaves the pricing out (select, populate) or asks about them (where, sort)', async () => {
    const hidden = (body: unknown) => !JSON.stringify(body).includes('easy notes')
    for (const path of [
      `/api/training-plans/${plan.id}?select[schedule]=true`,
      `/api/training-plans/${plan.id}?select[schedule]=true&locale=all`,
      `/api/training-plans?select[slug]=true&select[schedule]=true&where[pricing][equals]=paid`,
      `/api/variants?where[trainingPlan][equals]=${plan.id}&depth=1&populate[training-plans][schedule]=true&select[trainingPlan]=true`,
    ]) {
      const answer = await restCall('GET', path)
      expect([path, answer.status < 500, hidden(answer.body)]).toEqual([path, true, true])
    }
    // No yes-or-no oracle on the sessions' contents: the same answer whatever is asked.
    const asked = async (notes: string) => restCall('GET', `/api/training-plans?where[id][equals]=${plan.id}&where[schedule.sessions.notes][like]=${notes}&select[slug]=true`)
    const [right, wrong] = await Promise.all([asked('easy'), asked('NOPE')])
    expect([right.status, right.body.docs?.length ?? 0]).toEqual([wrong.status, wrong.body.docs?.length ?? 0])
  })
})

describe('a basket of digital goods', () => {
  it('asks for no address, costs no shipping, and a plan is bought once', async () => {
    const v = await visitor()
    const { body } = await v.update({ purchasableId: (await variantOf(plan.id))!.id, qty: 1, email: 'plans@example.com' })
    expect(body.cart).toMatchObject({ totalShippingCost: 0, totalPrice: 16, totalQty: 1 })
    expect(body.cart!.lineItems[0]).toMatchObject({ kind: 'plan', snapshot: { path: `/training-plans/${plan.slug}`, attributes: { planWeeks: 2 } } })
    const again = await v.update({ purchasableId: (await variantOf(plan.id))!.id, qty: 1 })
    expect(again.status).toBe(400)
    expect(again.body.errors).toEqual({ 'lineItems.0.qty': ['A training plan is bought once: it is already in your basket.'] })
  })

  it('is paid for without a delivery address, and the guest’s mail links to the plan, which opens it and nothing else', async () => {
    const bought = await buyPlan('guest-plan@example.com')
    expect(bought.status).toBe(200)
    expect(bought.body.order).toMatchObject({ totalPrice: 19 })
    const orderNumber = bought.body.order!.number
    const mail = await lastMailTo('guest-plan@example.com')
    const link = new RegExp(`/de/training-plans/${plan.slug}\\?order=${orderNumber}&access=([\\w-]+)`).exec(mail)
    expect(link, 'the confirmation mail links to the plan').not.toBeNull()
    const access = link![1]!

    const calendar = await download(calendarRoute, plan.slug, `order=${orderNumber}&access=${access}&start=2027-01-04`)
    expect(calendar.status).toBe(200)
    expect(calendar.headers.get('content-type')).toContain('text/calendar')
    const events = icsEvents(await calendar.text())
    expect(events.map((e) => e.start)).toEqual(['20270105', '20270109', '20270112', '20270117'])
    expect(events[0]!.summary).toBe('Lockerer Lauf · 5 km — Quick 10K')

    const pdf = await download(printableRoute, plan.slug, `order=${orderNumber}&access=${access}&start=2027-01-04`)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join('\n')
    expect(text).toContain('Quick 10K')
    expect(text).toContain('Woche 1 — Settle in')

    // Someone else's code, another plan, or no code at all: nothing.
    expect((await download(calendarRoute, plan.slug, `order=${orderNumber}&access=${access.slice(0, -2)}xx`)).status).toBe(404)
    expect((await download(calendarRoute, plan.slug, `order=MP-NOPE&access=${access}`)).status).toBe(404)
    expect((await download(calendarRoute, plan.slug, '')).status).toBe(404)
    // A free plan is everyone's.
    expect((await download(calendarRoute, freePlan.slug, 'start=2027-01-04')).status).toBe(200)
    // A day that does not exist is a clear 400.
    const bad = await download(calendarRoute, freePlan.slug, 'start=2027-02-30')
    expect(bad.status).toBe(400)
    expect(await bad.text()).toBe('Wähle ein gültiges Datum innerhalb der nächsten zwei Jahre.')
  })
})
