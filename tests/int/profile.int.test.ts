import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as userInfo } from '@/app/app-api/user/info/route'
import { GET as getUser } from '@/app/actions/milepost/default/get-user/route'
import { POST as login } from '@/app/actions/users/login/route'
import { POST as updateProfile } from '@/app/actions/users/update-profile/route'
import { confirmEmailChange } from '@/server/accounts/email-change'
import { env } from '@/lib/env'
import { appTokenFor } from '../support/app-token'
import { visitor } from '../support/cart-api'
import { siteRequest } from '../support/requests'
import { runDueJobs } from '@/server/jobs/worker'

let payload: Payload
const context = { disableRevalidate: true }
const password = 'runner-password-1'
const fr = JSON.parse(fs.readFileSync('messages/fr.json', 'utf8')) as Record<'account' | 'validation', Record<string, string>>

async function customer(email: string) {
  const doc = await payload.create({ collection: 'customers', data: { email, password, firstName: 'Ann', lastName: 'Runner', _verified: true }, disableVerificationEmail: true, context })
  const { token } = await payload.login({ collection: 'customers', data: { email, password } })
  return { id: doc.id, token: token!, app: await appTokenFor(doc.id, token!), cookie: `payload-token=${token}` }
}

/** Posts update-profile as the account page does: session cookie, site session and CSRF token. */
async function update(who: { cookie: string } | null, body: unknown, { locale, csrf = true }: { locale?: string; csrf?: boolean } = {}) {
  const v = await visitor()
  const cookie = [`mp_session=${v.session}`, who?.cookie].filter(Boolean).join('; ')
  const headers: Record<string, string> = { cookie, ...(csrf ? { 'x-csrf-token': v.csrf } : {}), ...(locale ? { 'x-milepost-locale': locale } : {}) }
  const response = await updateProfile(siteRequest('/actions/users/update-profile', { method: 'POST', headers, body }))
  return { status: response.status, body: (await response.json()) as any, cookies: response.headers.getSetCookie() }
}

const stored = (id: number) =>
  payload.db.findOne<{ id: number; email: string; firstName: string; lastName: string; loginAttempts?: number | null }>({ collection: 'customers', where: { id: { equals: id } } })
const siteUserOf = async (cookie: string) => (await (await getUser(siteRequest('/actions/milepost/default/get-user', { headers: { cookie } }))).json()) as { user: { email: string } | null }

const mailsTo = async (email: string) => {
  // Mails leave requests through the job queue: run it as the worker would.
  await runDueJobs(payload)
  const outbox = path.join(env.DATA_DIR, 'outbox')
  const mails = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .sort()
        .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    : []
  return mails.filter((m) => m.includes(`To: ${email}`)).map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
}

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('a signed-in customer changes their names at once and their email only through a confirmed link (U1)', () => {
  it('changes first and last name; the session and its cookies stay as they were', async () => {
    const ann = await customer('ann@example.com')
    const saved = await update(ann, { firstName: ' Annika ', lastName: 'Läufer', email: 'ann@example.com' })
    expect(saved).toMatchObject({ status: 200, body: { user: { id: ann.id, email: 'ann@example.com', customer: { id: ann.id, email: 'ann@example.com' } } } })
    expect(saved.cookies).toEqual([])
    expect(await stored(ann.id)).toMatchObject({ firstName: 'Annika', lastName: 'Läufer', email: 'ann@example.com' })
    const info = await userInfo(siteRequest('/app-api/user/info', { headers: { authorization: `Bearer ${ann.app}` } }))
    expect(await info.json()).toMatchObject({ firstName: 'Annika', lastName: 'Läufer' })
  })

  it('needs the CSRF token and a signed-in customer; bad input gets the field errors and changes nothing', async () => {
    const ben = await customer('ben@example.com')
    expect((await update(ben, { firstName: 'X', lastName: 'Y', email: 'ben@example.com' }, { csrf: false })).body).toEqual({ error: 'Unable to verify your data submission.' })
    expect((await update(null, { firstName: 'X', lastName: 'Y', email: 'ben@example.com' })).status).toBe(401)
    await payload.create({ collection: 'users', data: { email: 'editor@example.com', password, roles: ['editor'] }, context })
    const editor = (await payload.login({ collection: 'users', data: { email: 'editor@example.com', password } })).token
    expect((await update({ cookie: `payload-token=${editor}` }, { firstName: 'X', lastName: 'Y', email: 'editor@example.com' })).status).toBe(401)

    const bad = await update(ben, { firstName: '', lastName: 'x'.repeat(201), email: 'not-an-email' }, { locale: 'fr' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ firstName: [fr.validation.required], lastName: [fr.validation.tooLong], email: [fr.validation.email] })
    expect((await update(ben, '{"firstName":' as never)).status).toBe(400)
    expect(await stored(ben.id)).toMatchObject({ firstName: 'Ann', lastName: 'Runner', email: 'ben@example.com' })
  })

  it('a name longer than the account keeps (101–200 characters) is a field error, never a 500', async () => {
    const gil = await customer('gil@example.com')
    for (const length of [101, 150, 200]) {
      const long = await update(gil, { firstName: 'x'.repeat(length), lastName: 'y'.repeat(length), email: 'gil@example.com' }, { locale: 'fr' })
      expect(long).toMatchObject({ status: 400, body: { errors: { firstName: [fr.validation.tooLong], lastName: [fr.validation.tooLong] } } })
    }
    expect((await update(gil, { firstName: 'x'.repeat(100), lastName: 'Runner', email: 'gil@example.com' })).status).toBe(200)
    expect(await stored(gil.id)).toMatchObject({ firstName: 'x'.repeat(100) })
  })

  it('a new email needs the current password; a wrong one is a field error that locks nothing', async () => {
    const cat = await customer('cat@example.com')
    const change = { firstName: 'Cat', lastName: 'Runner', email: 'cat.new@example.com' }
    const missing = await update(cat, change, { locale: 'fr' })
    expect(missing).toMatchObject({ status: 400, body: { errors: { currentPassword: [fr.account.passwordToChangeEmail] } } })
    for (let i = 0; i < 6; i++) {
      const wrong = await update(cat, { ...change, currentPassword: 'not-my-password' }, { locale: 'fr' })
      expect(wrong).toMatchObject({ status: 400, body: { error: fr.account.wrongPassword, errors: { currentPassword: [fr.account.wrongPassword] } } })
    }
    expect(await stored(cat.id)).toMatchObject({ email: 'cat@example.com', firstName: 'Ann' })
    expect((await stored(cat.id))?.loginAttempts ?? 0).toBe(0)
    // Six wrong passwords here would have locked the account had they been sign-ins.
    const v = await visitor()
    const signIn = await login(
      siteRequest('/actions/users/login', { method: 'POST', session: v.session, headers: { 'x-csrf-token': v.csrf, 'x-forwarded-for': '203.0.113.5' }, body: { email: 'cat@example.com', password } }),
    )
    expect(signIn.status).toBe(200)
  })

  it('an email that belongs to another account (in any case) is refused on the field', async () => {
    await customer('taken@example.com')
    const dan = await customer('dan@example.com')
    const refused = await update(dan, { firstName: 'Dan', lastName: 'Runner', email: 'Taken@Example.com', currentPassword: password }, { locale: 'fr' })
    expect(refused).toMatchObject({ status: 400, body: { errors: { email: [fr.account.emailTaken] } } })
    expect(await stored(dan.id)).toMatchObject({ email: 'dan@example.com', firstName: 'Ann' })
    expect(await mailsTo('dan@example.com')).toEqual([])
  })

  it('a new email waits for the link mailed to it (in the customer’s language); confirmed, it is the account’s, the session stays and the old address is told', async () => {
    const eve = await customer('eve@example.com')
    const asked = await update(eve, { firstName: 'Eve', lastName: 'Runner', email: 'Eve.New@Example.com', currentPassword: password }, { locale: 'fr' })
    expect(asked).toMatchObject({ status: 200, body: { user: { id: eve.id, email: 'eve@example.com' }, emailChangePending: 'eve.new@example.com' } })
    expect(asked.cookies).toEqual([])
    expect(await stored(eve.id)).toMatchObject({ email: 'eve@example.com', firstName: 'Eve' })
    expect((await siteUserOf(eve.cookie)).user?.email).toBe('eve@example.com')
    expect(await mailsTo('eve@example.com')).toEqual([])

    const [link, ...more] = await mailsTo('eve.new@example.com')
    expect(more).toEqual([])
    expect(link).toMatch(/^Subject: .+/m)
    expect(link).toContain('lang="fr"')
    const token = new URL(/(http:\/\/localhost:3000\/account\/confirm-email\?[^"\s]+)/.exec(link!)![1]!.replace(/&amp;|&#38;/g, '&')).searchParams.get('token')!
    expect((await confirmEmailChange(payload, token, 'fr')).outcome).toBe('changed')

    // The session signed before the change lives on, now with the new email; so does its app token.
    expect(await stored(eve.id)).toMatchObject({ email: 'eve.new@example.com' })
    expect((await siteUserOf(eve.cookie)).user?.email).toBe('eve.new@example.com')
    const info = await userInfo(siteRequest('/app-api/user/info', { headers: { authorization: `Bearer ${eve.app}` } }))
    expect(await info.json()).toMatchObject({ email: 'eve.new@example.com' })

    const [notice, ...others] = await mailsTo('eve@example.com')
    expect(others).toEqual([])
    expect(notice).toMatch(/^Subject: .+/m)
    expect(notice).toContain('lang="fr"')
    expect(notice).toContain('eve.new@example.com')
    expect(notice).toContain('http://localhost:3000/fr/contact')

    const v = await visitor()
    const signIn = (email: string) =>
      login(siteRequest('/actions/users/login', { method: 'POST', session: v.session, headers: { 'x-csrf-token': v.csrf, 'x-forwarded-for': '203.0.113.6' }, body: { email, password } }))
    expect((await signIn('eve.new@example.com')).status).toBe(200)
    expect((await signIn('eve@example.com')).status).toBe(400)
  })

  it('ten email changes an hour per customer, then 429', async () => {
    const fay = await customer('fay@example.com')
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await update(fay, { firstName: 'Fay', lastName: 'R', email: `fay${i}@example.com`, currentPassword: 'wrong-password' })).status)
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect((await update(fay, { firstName: 'Fay', lastName: 'R', email: 'fay@example.com' })).status).toBe(200)
  })
})
