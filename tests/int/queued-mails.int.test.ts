import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as contact } from '@/app/actions/milepost/default/contact/route'
import { GET as verificationToken } from '@/app/actions/milepost/default/verification-token/route'
import { POST as forgot } from '@/app/actions/users/forgot-password/route'
import { POST as register } from '@/app/actions/users/register/route'
import { POST as updateProfile } from '@/app/actions/users/update-profile/route'
import { runNext } from '@/jobs/queue'
import { env } from '@/lib/env'
import { jobs } from '@/server/jobs/catalogue'
import { jobTasks } from '@/server/jobs/handlers'
import { payloadJobStore } from '@/server/stores/job-store'
import { visitor } from '../support/cart-api'
import { outboxMailsTo } from '../support/outbox'
import { siteRequest } from '../support/requests'

let payload: Payload
const password = 'runner-password-1'
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.updateGlobal({ slug: 'site-settings', data: { contactEmail: 'team@milepost.example', description: 'Milepost' }, context })
})
afterEach(() => {
  vi.restoreAllMocks()
})

const mailsTo = (email: string) => outboxMailsTo(env.DATA_DIR, email).map((m) => m.replace(/&#38;|&amp;/g, '&'))

/** The SMTP server is away: every send fails, as nodemailer's would. */
const smtpDown = () => vi.spyOn(payload, 'sendEmail').mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:587'))

/** The queue's mail jobs, run as a worker would, `laterMs` from now (a retry waits its backoff). */
async function runMailJobs(laterMs = 0) {
  const store = payloadJobStore(payload)
  const mailTask = jobTasks(payload).filter((t) => t.name === jobs.sendMail.name)
  const outcomes: string[] = []
  for (;;) {
    const outcome = await runNext(store, mailTask, 'test-worker', () => new Date(Date.now() + laterMs))
    if (!outcome.ran) return outcomes
    outcomes.push(outcome.outcome)
  }
}

async function post(route: (r: never) => Promise<Response>, path: string, body: unknown, headers: Record<string, string> = {}) {
  const v = await visitor()
  const response = await route(siteRequest(path, { method: 'POST', session: headers.cookie ? undefined : v.session, headers: { 'x-csrf-token': v.csrf, ...headers }, body }) as never)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function customer(email: string) {
  const { id } = await payload.create({ collection: 'customers', data: { email, password, firstName: 'Ann', lastName: 'Runner', _verified: true }, disableVerificationEmail: true, context })
  const { token } = await payload.login({ collection: 'customers', data: { email, password } })
  return { id, cookie: `payload-token=${token}` }
}

describe('account and contact mails leave the request through the job queue: an SMTP outage delays them, never loses them', () => {
  it('sign-up: answers 201 while SMTP is down; the confirmation mail, in the sign-up’s language, goes once the job runs again', async () => {
    const down = smtpDown()
    const made = await post(
      register,
      '/actions/users/register',
      { email: 'queued.signup@example.com', password: 'long-enough-pw', firstName: 'Queued', lastName: 'Runner' },
      { 'x-milepost-locale': 'de', 'x-forwarded-for': '198.51.100.201' },
    )
    expect(made.status).toBe(201)
    expect(await runMailJobs()).toEqual(['retry'])
    expect(mailsTo('queued.signup@example.com')).toEqual([])
    down.mockRestore()
    expect(await runMailJobs(60_000)).toEqual(['done'])
    const [mail, ...more] = mailsTo('queued.signup@example.com')
    expect(more).toEqual([])
    expect(mail).toContain('lang="de"')
    expect(mail).toMatch(/\/account\/verify\?token=[0-9a-f]+&lang=de/)
  })

  it('password reset: the same answer while SMTP is down; the reset link goes once the job runs again', async () => {
    await customer('queued.reset@example.com')
    const down = smtpDown()
    const asked = await post(forgot, '/actions/users/forgot-password', { email: 'queued.reset@example.com' }, { 'x-milepost-locale': 'fr', 'x-forwarded-for': '198.51.100.202' })
    expect(asked.status).toBe(200)
    expect(await runMailJobs()).toEqual(['retry'])
    down.mockRestore()
    expect(await runMailJobs(60_000)).toEqual(['done'])
    const [mail] = mailsTo('queued.reset@example.com')
    expect(mail).toMatch(/\/account\/reset-password\?token=[0-9a-f]+&lang=fr/)
    // An email without an account queues nothing, and answers the same.
    const unknown = await post(forgot, '/actions/users/forgot-password', { email: 'nobody.here@example.com' }, { 'x-milepost-locale': 'fr', 'x-forwarded-for': '198.51.100.202' })
    expect(unknown).toEqual(asked)
    expect(await runMailJobs()).toEqual([])
  })

  it('email change: the link to the new address survives an outage', async () => {
    const ann = await customer('queued.old@example.com')
    const down = smtpDown()
    const v = await visitor()
    const response = await updateProfile(
      siteRequest('/actions/users/update-profile', {
        method: 'POST',
        headers: { cookie: `mp_session=${v.session}; ${ann.cookie}`, 'x-csrf-token': v.csrf, 'x-milepost-locale': 'it' },
        body: { firstName: 'Ann', lastName: 'Runner', email: 'queued.new@example.com', currentPassword: password },
      }),
    )
    expect(response.status).toBe(200)
    expect(await runMailJobs()).toEqual(['retry'])
    down.mockRestore()
    expect(await runMailJobs(60_000)).toEqual(['done'])
    expect(mailsTo('queued.new@example.com')).toEqual([expect.stringMatching(/\/account\/confirm-email\?token=[^&\s"]+&lang=it/)])
  })

  it('contact: the message is accepted while SMTP is down and reaches the team once the job runs again', async () => {
    const down = smtpDown()
    const v = await visitor()
    const { token } = (await (await verificationToken(siteRequest('/actions/milepost/default/verification-token'))).json()) as { token: string }
    const response = await contact(
      siteRequest('/actions/milepost/default/contact', {
        method: 'POST',
        session: v.session,
        headers: { 'x-csrf-token': v.csrf, 'x-forwarded-for': '198.51.100.203' },
        body: { name: 'Queued Ann', email: 'queued.writer@example.com', message: 'Hello from the queue', turnstileToken: token },
      }),
    )
    expect(response.status).toBe(200)
    expect(await runMailJobs()).toEqual(['retry'])
    down.mockRestore()
    expect(await runMailJobs(60_000)).toEqual(['done'])
    const [mail] = mailsTo('team@milepost.example')
    expect(mail).toContain('Hello from the queue')
    expect(mail).toContain('Reply-To: queued.writer@example.com')
  })

  it('a queued mail is sealed: the jobs table shows neither the address nor the link', async () => {
    await customer('sealed.reset@example.com')
    await post(forgot, '/actions/users/forgot-password', { email: 'sealed.reset@example.com' }, { 'x-forwarded-for': '198.51.100.204' })
    const { docs } = await payload.find({ collection: 'jobs', where: { task: { equals: jobs.sendMail.name }, status: { equals: 'queued' } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(JSON.stringify(docs[0]!.input)).not.toMatch(/sealed\.reset|reset-password|token=/)
    await runMailJobs()
    expect(mailsTo('sealed.reset@example.com')).toHaveLength(1)
  })
})
