import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as userInfo } from '@/app/app-api/user/info/route'
import { GET as getUser } from '@/app/actions/milepost/default/get-user/route'
import { POST as login } from '@/app/actions/users/login/route'
import { POST as updateProfile } from '@/app/actions/users/update-profile/route'
import { env } from '@/lib/env'
import { visitor } from '../support/cart-api'
import { siteRequest } from '../support/requests'

let payload: Payload
const context = { disableRevalidate: true }
const password = 'runner-password-1'
const fr = JSON.parse(fs.readFileSync('messages/fr.json', 'utf8')) as Record<'account' | 'validation', Record<string, string>>

async function customer(email: string) {
  const doc = await payload.create({ collection: 'customers', data: { email, password, firstName: 'Ann', lastName: 'Runner', _verified: true }, disableVerificationEmail: true, context })
  const { token } = await payload.login({ collection: 'customers', data: { email, password } })
  return { id: doc.id, token: token!, cookie: `payload-token=${token}` }
}

/** Posts update-profile as the account page does: session cookie, site session and CSRF token. */
async function update(who: { cookie: string } | null, body: unknown, { locale, csrf = true }: { locale?: string; csrf?: boolean } = {}) {
  const v = await visitor()
  const cookie = [`mp_session=${v.session}`, who?.cookie].filter(Boolean).join('; ')
  const headers: Record<string, string> = { cookie, ...(csrf ? { 'x-csrf-token': v.csrf } : {}), ...(locale ? { 'x-milepost-locale': locale } : {}) }
  const response = await updateProfile(siteRequest('/actions/users/update-profile', { method: 'POST', headers, body }))
  return { status: response.status, body: (await response.json()) as any, cookies: response.headers.getSetCookie() }
}

const stored = (id: number) => payload.db.findOne<{ id: number; email: string; firstName: string; lastName: string; loginAttempts?: number | null }>({ collection: 'customers', where: { id: { equals: id } } })
const siteUserOf = async (cookie: string) => (await (await getUser(siteRequest('/actions/milepost/default/get-user', { headers: { cookie } }))).json()) as { user: { email: string } | null }

const mailsTo = (email: string) => {
  const outbox = path.join(env.DATA_DIR, 'outbox')
  const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')) : []
  return mails.filter((m) => m.includes(`To: ${email}`)).map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
}

beforeAll(async () => {
  payload = await getPayload({ config })
})

describe('U1 the customer edits their own details', () => {
  it('changes first and last name; the session and its cookies stay as they were', async () => {
    const ann = await customer('ann@example.com')
    const saved = await update(ann, { firstName: ' Annika ', lastName: 'Läufer', email: 'ann@example.com' })
    expect(saved).toMatchObject({ status: 200, body: { user: { id: ann.id, email: 'ann@example.com', customer: { id: ann.id, email: 'ann@example.com' } } } })
    expect(saved.cookies).toEqual([])
    expect(await stored(ann.id)).toMatchObject({ firstName: 'Annika', lastName: 'Läufer', email: 'ann@example.com' })
    const info = await userInfo(siteRequest('/app-api/user/info', { headers: { authorization: `Bearer ${ann.token}` } }))
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
    const signIn = await login(siteRequest('/actions/users/login', { method: 'POST', session: v.session, headers: { 'x-csrf-token': v.csrf, 'x-forwarded-for': '203.0.113.5' }, body: { email: 'cat@example.com', password } }))
    expect(signIn.status).toBe(200)
  })

  it('an email that belongs to another account (in any case) is refused on the field', async () => {
    await customer('taken@example.com')
    const dan = await customer('dan@example.com')
    const refused = await update(dan, { firstName: 'Dan', lastName: 'Runner', email: 'Taken@Example.com', currentPassword: password }, { locale: 'fr' })
    expect(refused).toMatchObject({ status: 400, body: { errors: { email: [fr.account.emailTaken] } } })
    expect(await stored(dan.id)).toMatchObject({ email: 'dan@example.com', firstName: 'Ann' })
    expect(mailsTo('dan@example.com')).toEqual([])
  })

  it('a new email keeps the session, re-issues both cookies and tells the old address in the customer’s language', async () => {
    const eve = await customer('eve@example.com')
    const changed = await update(eve, { firstName: 'Eve', lastName: 'Runner', email: 'Eve.New@Example.com', currentPassword: password }, { locale: 'fr' })
    expect(changed).toMatchObject({ status: 200, body: { user: { id: eve.id, email: 'eve.new@example.com' } } })
    expect(await stored(eve.id)).toMatchObject({ email: 'eve.new@example.com', firstName: 'Eve' })

    // The token signed before the change still names a live session, which now has the new email.
    expect((await siteUserOf(eve.cookie)).user?.email).toBe('eve.new@example.com')
    const session = changed.cookies.find((c) => c.startsWith('payload-token='))!
    expect(session).toMatch(/HttpOnly/)
    const access = changed.cookies.find((c) => c.startsWith('access-token='))!
    const token = (JSON.parse(decodeURIComponent(access.split(';')[0]!.slice('access-token='.length))) as { accessToken: string }).accessToken
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toMatchObject({ email: 'eve.new@example.com', id: eve.id })
    const info = await userInfo(siteRequest('/app-api/user/info', { headers: { authorization: `Bearer ${token}` } }))
    expect(await info.json()).toMatchObject({ email: 'eve.new@example.com' })

    const [notice, ...more] = mailsTo('eve@example.com')
    expect(more).toEqual([])
    expect(notice).toMatch(/^Subject: .+/m)
    expect(notice).toContain('lang="fr"')
    expect(notice).toContain('eve.new@example.com')
    expect(notice).toContain('http://localhost:3000/fr/contact')
    expect(mailsTo('eve.new@example.com')).toEqual([])

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
