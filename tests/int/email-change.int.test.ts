import fs from 'node:fs'
import path from 'node:path'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { POST as login } from '@/app/actions/users/login/route'
import { POST as register } from '@/app/actions/users/register/route'
import { POST as updateProfile } from '@/app/actions/users/update-profile/route'
import { confirmEmailChange } from '@/server/accounts/email-change'
import { confirmEmail } from '@/server/accounts/session'
import { SANDBOX_CARDS, SANDBOX_METHOD_PREFIX } from '@/commerce/payments/sandbox'
import { entriesOfCustomer } from '@/server/stores/entry-store'
import { env } from '@/lib/env'
import { SESSION_COOKIE } from '@/lib/security/csrf'
import { visitor } from '../support/cart-api'
import { siteRequest } from '../support/requests'
import { runDueJobs } from '@/server/jobs/worker'
import { pounds } from '../support/prices'

/**
 * Finding: changing one's email to someone else's address at once showed the entries others had
 * bought for that address. A new email now counts only once confirmed from that address, and
 * entries are a customer's by a confirmed identity only (the payer's account, or the entrant's
 * confirmed email when the link was made), never by a bare email match.
 */
let payload: Payload
const context = { disableRevalidate: true }
const password = 'runner-password-1'
const ids = { event: 0, variant: 0 }
let distance = ''
let ips = 0

const fr = JSON.parse(fs.readFileSync('messages/fr.json', 'utf8')) as Record<'account' | 'accountEmail', Record<string, string>>

/** The mails to an address in the offline outbox, quoted-printable undone enough to read links. */
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
  return mails
    .filter((m) => m.includes(`To: ${email}`))
    .map((m) =>
      m
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
        .replace(/&amp;|&#38;/g, '&'),
    )
}
const linkIn = (mail: string | undefined, page: string) => new URL(new RegExp(`(http://localhost:3000/account/${page}\\?[^"\\s<]+)`).exec(mail ?? '')![1]!)

async function account(email: string, verified = true) {
  const doc = await payload.create({ collection: 'customers', data: { email, password, firstName: 'Ann', lastName: 'Runner', _verified: verified }, disableVerificationEmail: true, context })
  const token = verified ? (await payload.login({ collection: 'customers', data: { email, password } })).token! : ''
  return { id: doc.id, email, cookie: `payload-token=${token}` }
}

/** One paid order of the signed-in payer: an entry of the event for `entrant`. */
async function buyEntry(payer: { cookie: string; email: string }, entrant: string) {
  const v = await visitor('en', { cookie: payer.cookie })
  const options = { entryId: 'e1', entryPath: 'individual', entryType: 'adult', email: entrant, firstName: 'Kim', lastName: 'Runner', distance, timezone: 'Europe/Paris' }
  const added = await v.update({ purchasableId: ids.variant, qty: 1, options })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  await v.update({ email: payer.email })
  const urls = (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls'))).json()) as { redirect: string; cancelUrl: string }
  const paid = await payRoute(
    siteRequest('/actions/milepost/payments/pay', {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${v.session}; ${payer.cookie}`, 'x-csrf-token': v.csrf },
      body: { orderNumber: v.cartNumber, gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}`, ...urls },
    }),
  )
  expect(paid.status).toBe(200)
  return ((await paid.json()) as { order: { number: string } }).order.number
}

const entryNumbers = async (customerId: number) => (await entriesOfCustomer(payload, { id: customerId }, 'en')).map((e) => e.orderNumber).sort()

/** update-profile as the account page posts it. */
async function update(who: { cookie: string }, body: Record<string, unknown>, locale?: string) {
  const v = await visitor()
  const response = await updateProfile(
    siteRequest('/actions/users/update-profile', {
      method: 'POST',
      headers: { cookie: `mp_session=${v.session}; ${who.cookie}`, 'x-csrf-token': v.csrf, ...(locale ? { 'x-milepost-locale': locale } : {}) },
      body,
    }),
  )
  return { status: response.status, body: (await response.json()) as any, cookies: response.headers.getSetCookie() }
}

const stored = (id: number) => payload.db.findOne<{ id: number } & Record<string, any>>({ collection: 'customers', where: { id: { equals: id } } })
const signIn = async (email: string) => {
  const v = await visitor()
  return (
    await login(siteRequest('/actions/users/login', { method: 'POST', session: v.session, headers: { 'x-csrf-token': v.csrf, 'x-forwarded-for': `203.0.113.${++ips}` }, body: { email, password } }))
  ).status
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const media = await payload.create({ collection: 'media', data: { alt: 'Run' }, filePath: path.resolve('src/seed/images/catalogue/event-midsummer-relay.jpg'), context })
  const event = await payload.create({
    collection: 'events',
    data: {
      title: 'Links 5K',
      slug: 'links-5k',
      shortDescription: 'Solo',
      eventStartDate: '2027-03-01T00:00:00.000Z',
      eventEndDate: '2027-03-31T00:00:00.000Z',
      eventType: 'open',
      image: media.id,
      individual: true,
      team: false,
      availableForPurchase: true,
      defaultPrice: 1000,
      entryDistances: [{ label: '5K', lengthKm: 5 }],
      _status: 'published',
    },
    context,
  })
  ids.event = event.id
  distance = String(event.entryDistances![0]!.id)
  ids.variant = (
    await payload.create({
      collection: 'variants',
      data: { kind: 'entry', isAvailable: true, hasUnlimitedStock: true, event: event.id, title: 'Adult', sku: 'LINKS-ADULT', prices: pounds(1000), entryType: 'adult' } as never,
      context,
    })
  ).id
})
afterEach(() => {
  vi.useRealTimers()
})

describe('entries are a customer’s by a confirmed identity, never by a bare email', () => {
  it('the payer sees what they paid for; an entrant sees theirs once their email is confirmed, not before', async () => {
    const payer = await account('payer@example.com')
    const friend = await account('friend@example.com')
    const unconfirmed = await account('unconfirmed@example.com', false)
    const forFriend = await buyEntry(payer, 'Friend@Example.com')
    const forLater = await buyEntry(payer, 'later@example.com')
    const forUnconfirmed = await buyEntry(payer, 'unconfirmed@example.com')

    expect(await entryNumbers(payer.id)).toEqual([forFriend, forLater, forUnconfirmed].sort())
    expect(await entryNumbers(friend.id)).toEqual([forFriend])
    // An account whose email nobody confirmed is not the entrant's.
    expect(await entryNumbers(unconfirmed.id)).toEqual([])

    // Signing up with the entrant's email links the entry once the address is confirmed.
    const v = await visitor()
    await register(
      siteRequest('/actions/users/register', {
        method: 'POST',
        session: v.session,
        headers: { 'x-csrf-token': v.csrf, 'x-forwarded-for': '203.0.113.200' },
        body: { email: 'later@example.com', password, firstName: 'La', lastName: 'Ter' },
      }),
    )
    const later = (await payload.find({ collection: 'customers', where: { email: { equals: 'later@example.com' } }, overrideAccess: true })).docs[0]!
    expect(await entryNumbers(later.id)).toEqual([])
    expect(await confirmEmail(payload, linkIn((await mailsTo('later@example.com')).at(-1), 'verify').searchParams.get('token')!)).toBe(true)
    expect(await entryNumbers(later.id)).toEqual([forLater])
  })
})

describe('a new email counts only once confirmed from that address', () => {
  it('asking keeps the old email and its entries, and mails a link to the new address (not the old one)', async () => {
    const buyer = await account('buyer@example.com')
    const forTarget = await buyEntry(buyer, 'target@example.com')
    const mallory = await account('mallory@example.com')

    const asked = await update(mallory, { firstName: 'Mal', lastName: 'Lory', email: 'Target@Example.com', currentPassword: password }, 'fr')
    expect(asked).toMatchObject({ status: 200, body: { user: { id: mallory.id, email: 'mallory@example.com' }, emailChangePending: 'target@example.com' } })
    expect(asked.cookies).toEqual([])
    expect(await stored(mallory.id)).toMatchObject({ email: 'mallory@example.com', firstName: 'Mal', pendingEmail: 'target@example.com' })
    // The entries bought for that address stay out of reach until it is confirmed.
    expect(await entryNumbers(mallory.id)).toEqual([])
    expect(await signIn('mallory@example.com')).toBe(200)
    expect(await signIn('target@example.com')).toBe(400)

    // (The other mail to that address is the entry's, to the entrant.)
    const [mail, ...more] = (await mailsTo('target@example.com')).filter((m) => m.includes('/account/confirm-email'))
    expect(more).toEqual([])
    expect(mail).toContain('lang="fr"')
    expect(mail).toContain(`Subject: ${fr.accountEmail.confirmEmailSubject}`)
    expect(mail).toContain('Mal')
    const link = linkIn(mail, 'confirm-email')
    expect(link.searchParams.get('lang')).toBe('fr')
    expect(await mailsTo('mallory@example.com')).toEqual([])
    expect(forTarget).toMatch(/^MP-/)
  })

  it('confirming switches the email once, tells the old address in the language of the confirmation, and links the entries of the new address', async () => {
    const buyer = await account('buyer2@example.com')
    const forNew = await buyEntry(buyer, 'nora.new@example.com')
    const nora = await account('nora@example.com')
    await update(nora, { firstName: 'Nora', lastName: 'Runner', email: 'nora.new@example.com', currentPassword: password })
    const token = linkIn((await mailsTo('nora.new@example.com')).at(-1), 'confirm-email').searchParams.get('token')!

    expect((await confirmEmailChange(payload, token, 'de')).outcome).toBe('changed')
    expect(await stored(nora.id)).toMatchObject({ email: 'nora.new@example.com', pendingEmail: null })
    expect(await entryNumbers(nora.id)).toEqual([forNew])
    expect(await signIn('nora.new@example.com')).toBe(200)
    expect(await signIn('nora@example.com')).toBe(400)
    const [notice] = await mailsTo('nora@example.com')
    expect(notice).toContain('lang="de"')
    expect(notice).toContain('nora.new@example.com')
    // Single use.
    expect((await confirmEmailChange(payload, token, 'de')).outcome).toBe('invalid')
    expect(await mailsTo('nora@example.com')).toHaveLength(1)
  })

  it('a link expires after 24 hours, dies when a newer one is asked for, and cannot be forged', async () => {
    const olga = await account('olga@example.com')
    await update(olga, { firstName: 'Olga', lastName: 'R', email: 'olga.one@example.com', currentPassword: password })
    const first = linkIn((await mailsTo('olga.one@example.com')).at(-1), 'confirm-email').searchParams.get('token')!
    await update(olga, { firstName: 'Olga', lastName: 'R', email: 'olga.two@example.com', currentPassword: password })
    const second = linkIn((await mailsTo('olga.two@example.com')).at(-1), 'confirm-email').searchParams.get('token')!
    expect((await confirmEmailChange(payload, first, 'en')).outcome).toBe('invalid')
    const [id, exp, nonce, signature] = second.split('.') as [string, string, string, string]
    expect((await confirmEmailChange(payload, `${id}.${Number(exp) + 86_400}.${nonce}.${signature}`, 'en')).outcome).toBe('invalid')
    // One character changed, whatever the signature was (a fixed suffix is sometimes the signature's own).
    const forged = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    expect((await confirmEmailChange(payload, `${id}.${exp}.${nonce}.${forged}`, 'en')).outcome).toBe('invalid')
    expect((await confirmEmailChange(payload, 'not-a-token', 'en')).outcome).toBe('invalid')

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000)
    expect((await confirmEmailChange(payload, second, 'en')).outcome).toBe('invalid')
    vi.useRealTimers()
    expect(await stored(olga.id)).toMatchObject({ email: 'olga@example.com' })
  })

  it('is refused when another account took the address meanwhile', async () => {
    const pia = await account('pia@example.com')
    await update(pia, { firstName: 'Pia', lastName: 'R', email: 'contested@example.com', currentPassword: password })
    const token = linkIn((await mailsTo('contested@example.com')).at(-1), 'confirm-email').searchParams.get('token')!
    const other = await account('contested@example.com')
    expect((await confirmEmailChange(payload, token, 'en')).outcome).toBe('taken')
    expect(await stored(pia.id)).toMatchObject({ email: 'pia@example.com', pendingEmail: null })
    expect(await stored(other.id)).toMatchObject({ email: 'contested@example.com' })
    expect(await mailsTo('pia@example.com')).toEqual([])
  })
})
