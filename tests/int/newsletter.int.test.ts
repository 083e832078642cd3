import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as joinMailingList } from '@/app/actions/milepost/default/join-mailing-list/route'
import { GET as unsubscribeGet, POST as unsubscribePost } from '@/app/actions/milepost/newsletter/unsubscribe/route'
import { runNext } from '@/jobs/queue'
import { env } from '@/lib/env'
import { confirmSubscription, NEWSLETTER_LIMITS } from '@/newsletter/subscribe'
import { jobs } from '@/server/jobs/catalogue'
import { jobTasks } from '@/server/jobs/handlers'
import { payloadJobStore } from '@/server/stores/job-store'
import { payloadSubscriberStore } from '@/server/stores/subscriber-store'
import { visitor } from '../support/cart-api'
import { outboxMailsTo } from '../support/outbox'
import { siteRequest } from '../support/requests'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const fr = (await import('../../messages/fr.json')).default
const en = (await import('../../messages/en.json')).default

let ip = 0
/** Each test signs up from an address of its own, so that the per-address limit counts only its own calls. */
const newAddress = () => `198.51.100.${++ip}`

async function join(body: { name: string; email: string }, options: { locale?: string; address?: string } = {}) {
  const v = await visitor(options.locale)
  const response = await joinMailingList(
    siteRequest('/actions/milepost/default/join-mailing-list', {
      method: 'POST',
      session: v.session,
      headers: { 'x-csrf-token': v.csrf, 'x-forwarded-for': options.address ?? newAddress(), ...(options.locale ? { 'x-milepost-locale': options.locale } : {}) },
      body,
    }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const row = async (email: string) =>
  (await payload.db.findOne<{ id: number; status: string; name: string; locale: string; confirmTokenHash?: string | null }>({ collection: 'subscribers', where: { email: { equals: email } } }))!

/** The mail jobs, run as a worker would, `laterMs` from now. */
async function runMailJobs(laterMs = 0) {
  const outcomes: string[] = []
  for (;;) {
    const outcome = await runNext(
      payloadJobStore(payload),
      jobTasks(payload).filter((t) => t.name === jobs.sendMail.name),
      'test-worker',
      () => new Date(Date.now() + laterMs),
    )
    if (!outcome.ran) return outcomes
    outcomes.push(outcome.outcome)
  }
}

const mailsTo = async (email: string) => {
  await runMailJobs()
  return outboxMailsTo(env.DATA_DIR, email).map((m) => m.replace(/&#38;|&amp;/g, '&'))
}

const confirmLink = (mail: string) => new URL(/(http:\/\/localhost:3000\/[\w-]*\/?newsletter\/confirm\?token=[\w-]+)/.exec(mail)![1]!)
const header = (mail: string, name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(mail)?.[1]
const store = () => payloadSubscriberStore(payload)

describe('newsletter sign-ups need the mailed link (double opt-in)', () => {
  it('a sign-up is pending, and mails a link in the request’s language; only following it subscribes', async () => {
    const answer = await join({ name: 'Amélie', email: 'Amelie@Example.com' }, { locale: 'fr' })
    expect(answer).toEqual({ status: 200, body: {} })
    expect(await row('amelie@example.com')).toMatchObject({ status: 'pending', locale: 'fr' })

    const [mail, ...more] = await mailsTo('amelie@example.com')
    expect(more).toEqual([])
    expect(mail).toContain(fr.newsletterLinks.mailButton)
    expect(mail).toContain('lang="fr"')
    const link = confirmLink(mail!)
    expect(link.pathname).toBe('/fr/newsletter/confirm')
    const token = link.searchParams.get('token')!
    // Only a hash of the token is kept.
    expect(JSON.stringify(await row('amelie@example.com'))).not.toContain(token)

    expect(await confirmSubscription(store(), token)).toMatchObject({ outcome: 'confirmed' })
    expect(await row('amelie@example.com')).toMatchObject({ status: 'subscribed' })
    // A mail client's preview and then the person's click: both read "confirmed".
    expect(await confirmSubscription(store(), token)).toMatchObject({ outcome: 'confirmed' })
    expect(await confirmSubscription(store(), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toEqual({ outcome: 'invalid' })
    expect(await confirmSubscription(store(), 'not-a-token')).toEqual({ outcome: 'invalid' })
  })

  it('a link is good for 7 days', async () => {
    await join({ name: 'Late', email: 'late@example.com' })
    const token = confirmLink((await mailsTo('late@example.com'))[0]!).searchParams.get('token')!
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 7 * 24 * 60 * 60_000 + 1000)
    expect(await confirmSubscription(store(), token)).toEqual({ outcome: 'expired' })
    expect(await row('late@example.com')).toMatchObject({ status: 'pending' })
  })

  it('every newsletter mail carries List-Unsubscribe (one-click, RFC 8058) and an unsubscribe link', async () => {
    await join({ name: 'Hedda', email: 'hedda@example.com' }, { locale: 'sv' })
    const [mail] = await mailsTo('hedda@example.com')
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const oneClick = /^<(http:\/\/localhost:3000\/actions\/milepost\/newsletter\/unsubscribe\?[^>]+)>$/.exec(header(mail!, 'List-Unsubscribe') ?? '')
    expect(oneClick).not.toBeNull()
    const url = new URL(oneClick![1]!)
    expect(url.searchParams.get('lang')).toBe('sv')
    expect(mail).toContain(`http://localhost:3000/sv/newsletter/unsubscribe?id=${url.searchParams.get('id')}&token=${url.searchParams.get('token')}`)
  })

  it('an address already subscribed gets the same answer and no mail; its row stays as it is', async () => {
    await join({ name: 'Sub', email: 'sub@example.com' })
    const token = confirmLink((await mailsTo('sub@example.com'))[0]!).searchParams.get('token')!
    await confirmSubscription(store(), token)
    const again = await join({ name: 'Someone else', email: 'sub@example.com' }, { locale: 'de' })
    const fresh = await join({ name: 'Fresh', email: 'fresh.sub@example.com' }, { locale: 'de' })
    expect(again).toEqual(fresh)
    expect(await mailsTo('sub@example.com')).toHaveLength(1)
    expect(await row('sub@example.com')).toMatchObject({ status: 'subscribed', name: 'Sub', locale: 'en' })
  })

  it('a pending address signed up again gets a new link (the last one works), at most 3 mails a day, always the same answer', async () => {
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await join({ name: 'Pat', email: 'pat@example.com' }))
    expect(answers).toEqual(Array(5).fill({ status: 200, body: {} }))
    const mails = await mailsTo('pat@example.com')
    expect(mails).toHaveLength(NEWSLETTER_LIMITS.mailsPerEmail.attempts)
    const tokens = mails.map((m) => confirmLink(m).searchParams.get('token')!)
    expect(new Set(tokens).size).toBe(3)
    expect(await confirmSubscription(store(), tokens[0]!)).toEqual({ outcome: 'invalid' })
    expect(await confirmSubscription(store(), tokens[2]!)).toMatchObject({ outcome: 'confirmed' })
  })

  it('sign-ups are limited per client address: the 11th in an hour answers 429', async () => {
    const address = newAddress()
    const statuses = []
    for (let i = 0; i < NEWSLETTER_LIMITS.signUpsPerAddress.attempts; i++) statuses.push((await join({ name: 'Flood', email: `flood${i}@example.com` }, { address })).status)
    expect(statuses.every((s) => s === 200)).toBe(true)
    const refused = await join({ name: 'Flood', email: 'flood-last@example.com' }, { address })
    expect(refused).toEqual({ status: 429, body: { error: en.newsletterLinks.tooManyRequests } })
    expect(await payload.count({ collection: 'subscribers', where: { email: { equals: 'flood-last@example.com' } } })).toMatchObject({ totalDocs: 0 })
    expect((await join({ name: 'Other', email: 'other.place@example.com' })).status).toBe(200)
  })

  it('the sign-up answers while SMTP is down; the confirmation goes once the mail job runs again', async () => {
    await runMailJobs()
    const down = vi.spyOn(payload, 'sendEmail').mockRejectedValue(new Error('connect ECONNREFUSED'))
    expect(await join({ name: 'Outage', email: 'outage@example.com' }, { locale: 'it' })).toEqual({ status: 200, body: {} })
    expect(await runMailJobs()).toEqual(['retry'])
    expect(outboxMailsTo(env.DATA_DIR, 'outage@example.com')).toEqual([])
    down.mockRestore()
    expect(await runMailJobs(60_000)).toEqual(['done'])
    expect(outboxMailsTo(env.DATA_DIR, 'outage@example.com')).toHaveLength(1)
  })
})

describe('unsubscribing: one click (RFC 8058) without cookies, or the page’s button; opening the link changes nothing', () => {
  async function subscribed(email: string, locale = 'de') {
    await join({ name: 'Uli', email }, { locale })
    const [mail] = await mailsTo(email)
    await confirmSubscription(store(), confirmLink(mail!).searchParams.get('token')!)
    return new URL(/^<([^>]+)>$/.exec(header(mail!, 'List-Unsubscribe')!)![1]!)
  }
  const call = (route: typeof unsubscribePost, url: URL | string, init: { method: string; body?: string; headers?: Record<string, string> }) =>
    route(siteRequest(typeof url === 'string' ? url : `${url.pathname}${url.search}`, { method: init.method, rawBody: init.body, headers: init.headers }))

  it('a GET shows the page in the subscriber’s language and unsubscribes nobody', async () => {
    const url = await subscribed('look@example.com')
    const response = await call(unsubscribeGet, url, { method: 'GET' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/de/newsletter/unsubscribe?id=${url.searchParams.get('id')}&token=${url.searchParams.get('token')}`)
    expect(await row('look@example.com')).toMatchObject({ status: 'subscribed' })
  })

  it('the one-click POST unsubscribes with the URL’s token alone, and again answers the same', async () => {
    const url = await subscribed('click@example.com')
    const oneClick = { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
    const response = await call(unsubscribePost, url, oneClick)
    expect(response.status).toBe(200)
    expect(await row('click@example.com')).toMatchObject({ status: 'unsubscribed', confirmTokenHash: null })
    expect((await call(unsubscribePost, url, oneClick)).status).toBe(200)
  })

  it('a wrong token changes nothing (400); the page’s button comes back to the page, which says it is done', async () => {
    const url = await subscribed('button@example.com', 'nl')
    const forged = new URL(url)
    forged.searchParams.set('token', 'A'.repeat(43))
    const refused = await call(unsubscribePost, forged, { method: 'POST' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ error: en.newsletterLinks.unsubscribeInvalidText })
    const other = new URL(url)
    other.searchParams.set('id', String(Number(url.searchParams.get('id')) + 1000))
    expect((await call(unsubscribePost, other, { method: 'POST' })).status).toBe(400)
    expect((await call(unsubscribePost, '/actions/milepost/newsletter/unsubscribe?id=x', { method: 'POST' })).status).toBe(400)
    expect(await row('button@example.com')).toMatchObject({ status: 'subscribed' })

    const fromPage = new URL(url)
    fromPage.searchParams.set('from', 'page')
    const response = await call(unsubscribePost, fromPage, { method: 'POST' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/nl/newsletter/unsubscribe?done=1')
    expect(await row('button@example.com')).toMatchObject({ status: 'unsubscribed' })
  })

  it('an address that unsubscribed can sign up again, through a new link; its old link no longer subscribes it', async () => {
    await join({ name: 'Back', email: 'back@example.com' })
    const [first] = await mailsTo('back@example.com')
    const oldToken = confirmLink(first!).searchParams.get('token')!
    await confirmSubscription(store(), oldToken)
    await call(unsubscribePost, new URL(/^<([^>]+)>$/.exec(header(first!, 'List-Unsubscribe')!)![1]!), { method: 'POST' })
    expect(await confirmSubscription(store(), oldToken)).toEqual({ outcome: 'invalid' })
    expect(await row('back@example.com')).toMatchObject({ status: 'unsubscribed' })
    await join({ name: 'Back', email: 'back@example.com' })
    const mails = await mailsTo('back@example.com')
    expect(mails).toHaveLength(2)
    expect(await row('back@example.com')).toMatchObject({ status: 'pending' })
    expect(await confirmSubscription(store(), confirmLink(mails[1]!).searchParams.get('token')!)).toMatchObject({ outcome: 'confirmed' })
  })
})
