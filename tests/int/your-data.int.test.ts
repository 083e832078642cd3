import config from '@payload-config'
import fs from 'node:fs'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GET as myData } from '@/app/actions/milepost/account/my-data/route'
import { POST as deleteAccountRoute } from '@/app/actions/milepost/account/delete-account/route'
import { POST as login } from '@/app/actions/users/login/route'
import { POST as register } from '@/app/actions/users/register/route'
import { GET as getRace } from '@/app/app-api/races/[entryId]/route'
import { POST as logRun } from '@/app/app-api/races/[entryId]/activities/route'
import { PUT as boardRoute } from '@/app/app-api/races/[entryId]/board/route'
import { GET as userInfo } from '@/app/app-api/user/info/route'
import { payloadAccountDataStore } from '@/server/stores/account-data-store'
import { payloadRaceStore } from '@/server/stores/race-store'
import { raceService } from '@/races/service'
import { appTokenFor } from '../support/app-token'
import { restCall } from '../support/payload-api'
import { entrant, raceEvent, raceTeam } from '../support/race-world'
import { visitor } from '../support/cart-api'
import { clockAt, realClock } from '../support/clock'
import { siteRequest } from '../support/requests'

let payload: Payload
const context = { disableRevalidate: true }
const password = 'runner-password-1'
const sv = JSON.parse(fs.readFileSync('messages/sv.json', 'utf8')) as Record<'accountData', Record<string, string>>

type Route = (request: never, ctx: never) => Promise<Response>
const withParams = (entryId: number) => ({ params: Promise.resolve({ entryId: String(entryId) }) }) as never

async function site(route: Route, path: string, cookie: string, options: { method?: string; body?: unknown; locale?: string } = {}) {
  const v = await visitor()
  const headers: Record<string, string> = { cookie: `mp_session=${v.session}; ${cookie}`, 'x-csrf-token': v.csrf, ...(options.locale ? { 'x-milepost-locale': options.locale } : {}) }
  const response = await route(siteRequest(path, { method: options.method ?? 'GET', headers, body: options.body }) as never, undefined as never)
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as any }
}

const order = (n: string, email: string, customerId: number | null, lineEmail: string) => ({
  number: `MP-DATA-${n}`,
  cartNumber: `data${n}`.padEnd(32, '0'),
  accessKey: 'k'.repeat(32),
  status: 'paid',
  email,
  locale: 'en',
  customerId,
  gateway: 'card',
  paymentReference: `pi_data_${n}`,
  lineItems: [
    {
      id: 1,
      purchasableId: 1,
      qty: 1,
      options: { email: lineEmail, firstName: 'Lea', lastName: 'Leaver' },
      description: 'Entry',
      kind: 'entry',
      unitPrice: 1500,
      subtotal: 1500,
      discount: 0,
      total: 1500,
    },
    {
      id: 2,
      purchasableId: 1,
      qty: 1,
      options: { email: 'friend@example.com', firstName: 'Fay', lastName: 'Friend' },
      description: 'Entry',
      kind: 'entry',
      unitPrice: 1500,
      subtotal: 1500,
      discount: 0,
      total: 1500,
    },
  ],
  itemSubtotal: 3000,
  totalDiscount: 0,
  totalShippingCost: 0,
  totalTax: 0,
  totalPrice: 3000,
  billingAddress: { firstName: 'Lea', lastName: 'Leaver', countryCode: 'gb', addressLine1: '1 Quiet Lane', city: 'York', postcode: 'YO1 1AA', phone: '01904 000000' },
  shippingAddress: { firstName: 'Lea', lastName: 'Leaver', countryCode: 'gb', addressLine1: '1 Quiet Lane', city: 'York', postcode: 'YO1 1AA' },
  notes: 'Leave it with the neighbour, Lea',
})

/** A runner with everything an account gathers: an address, orders, a team they captain, a run on the board, a cart and the newsletter. */
async function leaverWorld(email: string) {
  clockAt('2026-06-20T12:00:00Z')
  const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
  const team = await raceTeam(payload, event, `Leavers ${email}`)
  const lea = await entrant(payload, event, { email, firstName: 'Lea', lastName: 'Leaver', team })
  const mate = await entrant(payload, event, { email: `mate-${email}`, firstName: 'Max', lastName: 'Mate', team })
  await payload.update({ collection: 'teams', id: team.id, data: { captainEmail: email, captainCustomerId: lea.customerId }, overrideAccess: true, context })
  const log = (who: typeof lea, startedAt: string, distanceMeters: number) =>
    logRun(
      siteRequest(`/app-api/races/${who.entryId}/activities`, { method: 'POST', headers: who.bearer, body: { startedAt, distanceMeters, durationSeconds: 1800, activityType: 'run' } }) as never,
      withParams(who.entryId),
    )
  expect((await log(lea, '2026-06-02T07:00:00Z', 6000)).status).toBe(201)
  expect((await log(mate, '2026-06-03T07:00:00Z', 4000)).status).toBe(201)
  await boardRoute(siteRequest(`/app-api/races/${lea.entryId}/board`, { method: 'PUT', headers: lea.bearer, body: { show: true } }) as never, withParams(lea.entryId))
  await payload.create({
    collection: 'addresses',
    data: { customer: lea.customerId, type: 'shipping', firstName: 'Lea', lastName: 'Leaver', countryCode: 'gb', addressLine1: '1 Quiet Lane', city: 'York', postcode: 'YO1 1AA' },
    overrideAccess: true,
    context,
  })
  const own = await payload.create({ collection: 'orders', data: order(`${lea.customerId}a`, email, lea.customerId, email) as never, context })
  const asGuest = await payload.create({ collection: 'orders', data: order(`${lea.customerId}b`, email.toUpperCase(), null, email) as never, context })
  await payload.create({
    collection: 'carts',
    data: { number: `cart-${lea.customerId}`.padEnd(32, '0'), lineItems: [], email, customerId: lea.customerId, isCompleted: false } as never,
    overrideAccess: true,
    context,
  })
  await payload.create({ collection: 'subscribers', data: { email, name: 'Lea', locale: 'en', status: 'subscribed' }, overrideAccess: true, context })
  realClock()
  // Sessions opened at the race's (past) time have ended by now: sign in again.
  const fresh = async (who: typeof lea, address: string) => {
    const { token } = await payload.login({ collection: 'customers', data: { email: address, password } })
    return { ...who, cookie: { cookie: `payload-token=${token}` }, bearer: { authorization: `Bearer ${await appTokenFor(who.customerId, token!)}` } }
  }
  return { event, team, lea: await fresh(lea, email), mate: await fresh(mate, `mate-${email}`), orders: [own.id, asGuest.id] }
}

beforeAll(async () => {
  payload = await getPayload({ config })
})
afterEach(realClock)

describe('download my data', () => {
  it('is a JSON attachment of the customer’s own account, addresses, orders, entries, runs, team and subscription', async () => {
    const world = await leaverWorld('download@example.com')
    const other = await leaverWorld('bystander@example.com')
    const answer = await site(myData as Route, '/actions/milepost/account/my-data', world.lea.cookie.cookie)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="milepost-my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const data = answer.body
    expect(data).toMatchObject({ format: 'milepost-account-data', version: 1, account: { id: world.lea.customerId, email: 'download@example.com', firstName: 'Lea' } })
    // The language their account's unasked-for mails are written in (decision 0045) is theirs to see too.
    expect(data.account).toHaveProperty('locale')
    expect(data.addresses).toHaveLength(1)
    expect(data.orders.map((o: { id: number }) => o.id).sort()).toEqual([...world.orders].sort())
    expect(data.orders[0].lineItems).toHaveLength(2)
    expect(data.entries.map((e: { id: number }) => e.id)).toEqual([world.lea.entryId])
    expect(data.runs).toHaveLength(1)
    expect(data.runs[0]).toMatchObject({ entry: world.lea.entryId, distanceMeters: 6000 })
    expect(data.teams.map((t: { id: number }) => t.id)).toEqual([world.team.id])
    expect(data.newsletter).toMatchObject({ email: 'download@example.com', status: 'subscribed' })
    // Only theirs, and no secrets.
    expect(answer.text).not.toContain('bystander@example.com')
    expect(answer.text).not.toContain('mate-download@example.com')
    expect(data.entries.map((e: { id: number }) => e.id)).not.toContain(other.lea.entryId)
    expect(answer.text).not.toMatch(/"(hash|salt|accessKey|certificatePdf|resetPasswordToken|_verificationToken|confirmTokenHash)"/)
  })

  it('refuses a visitor and an editor’s session', async () => {
    expect((await site(myData as Route, '/actions/milepost/account/my-data', '')).status).toBe(401)
    const admin = await payload.create({ collection: 'users', data: { email: `data-admin-${Date.now()}@example.com`, password: 'admin-password-1', roles: ['admin'] } })
    const { token } = await payload.login({ collection: 'users', data: { email: admin.email, password: 'admin-password-1' } })
    expect((await site(myData as Route, '/actions/milepost/account/my-data', `payload-token=${token}`)).status).toBe(401)
  })
})

describe('delete my account', () => {
  it('needs the password; a wrong one is a translated field error and deletes nothing', async () => {
    const world = await leaverWorld('careful@example.com')
    const wrong = await site(deleteAccountRoute as Route, '/actions/milepost/account/delete-account', world.lea.cookie.cookie, { method: 'POST', body: { password: 'not-my-password' }, locale: 'sv' })
    expect(wrong).toMatchObject({ status: 400, body: { errors: { password: [sv.accountData.wrongPassword] } } })
    expect((await payload.count({ collection: 'customers', where: { id: { equals: world.lea.customerId } }, overrideAccess: true })).totalDocs).toBe(1)
    expect((await site(deleteAccountRoute as Route, '/actions/milepost/account/delete-account', world.lea.cookie.cookie, { method: 'POST', body: {} })).status).toBe(400)
    expect((await site(deleteAccountRoute as Route, '/actions/milepost/account/delete-account', '', { method: 'POST', body: { password } })).status).toBe(401)
  })

  it('deletes the account, keeps orders and runs without the person, and leaves the boards, the admin and the race working', async () => {
    const email = 'leaver@example.com'
    const world = await leaverWorld(email)
    // Coupon uses counted against the person, as a buyer and as a signed-in customer, and someone else's.
    for (const holder of [`email:${email}`, `customer:${world.lea.customerId}`, 'email:someone.else@example.com'])
      await payload.create({ collection: 'coupon-claims', data: { couponCode: 'FIRSTRUN', holder, slot: 1, orderNumber: 'MP-LEAV-ER01' }, overrideAccess: true, context })
    const deleted = await site(deleteAccountRoute as Route, '/actions/milepost/account/delete-account', world.lea.cookie.cookie, { method: 'POST', body: { password } })
    expect(deleted.status).toBe(200)
    expect(deleted.headers.getSetCookie().some((c) => /^payload-token=;/.test(c) || /payload-token=.*Max-Age=0|Expires=Thu, 01 Jan 1970/.test(c))).toBe(true)

    // The account, its sessions and tokens, addresses, open cart and subscription are gone.
    const count = async (collection: string, where: Record<string, unknown>) => (await payload.count({ collection: collection as never, where: where as never, overrideAccess: true })).totalDocs
    expect(await count('customers', { id: { equals: world.lea.customerId } })).toBe(0)
    expect(await count('addresses', { customer: { equals: world.lea.customerId } })).toBe(0)
    expect(await count('carts', { customerId: { equals: world.lea.customerId } })).toBe(0)
    expect(await count('subscribers', { email: { equals: email } })).toBe(0)
    // Coupon uses still count against the coupon, naming nobody; another buyer's stays theirs.
    const holders = (await payload.find({ collection: 'coupon-claims', where: { orderNumber: { equals: 'MP-LEAV-ER01' } }, sort: 'id', overrideAccess: true })).docs.map((c) => c.holder)
    expect(holders).toEqual([expect.stringMatching(/^erased:\d+$/), expect.stringMatching(/^erased:\d+$/), 'email:someone.else@example.com'])
    expect((await site(myData as Route, '/actions/milepost/account/my-data', world.lea.cookie.cookie)).status).toBe(401)
    expect((await userInfo(siteRequest('/app-api/user/info', { headers: world.lea.bearer }) as never)).status).toBe(401)

    // Orders stay, without the person; a friend's entry line stays as bought.
    for (const id of world.orders) {
      const kept = await payload.findByID({ collection: 'orders', id, overrideAccess: true, depth: 2 })
      expect(kept.customerId ?? null).toBeNull()
      expect(kept.email).toBe(`deleted-order-${id}@anonymised.invalid`)
      expect(kept.notes ?? null).toBeNull()
      expect(kept.billingAddress).toMatchObject({ firstName: 'Anonymised', countryCode: 'gb', addressLine1: null, postcode: null, phone: null })
      expect(JSON.stringify(kept)).not.toMatch(/Lea|Leaver|leaver@|Quiet Lane/i)
      expect((kept.lineItems as { options: { email: string } }[])[1]!.options.email).toBe('friend@example.com')
      expect(kept.totalPrice).toBe(3000)
    }

    // The entry and its run stay; the boards show an anonymous runner, the team keeps its name.
    const entry = await payload.findByID({ collection: 'entries', id: world.lea.entryId, overrideAccess: true, depth: 2 })
    expect(entry).toMatchObject({ firstName: 'Anonymised', lastName: 'Anonymised', email: `deleted-entry-${world.lea.entryId}@anonymised.invalid`, countedMeters: 6000 })
    expect(entry.entrantCustomerId ?? null).toBeNull()
    expect(entry.anonymisedAt).toBeTruthy()
    const service = raceService(payloadRaceStore(payload))
    const board = await service.board(world.event.id)
    expect(board.runners).toEqual([{ id: world.lea.entryId, name: null, meters: 6000, targetMeters: 10000, distanceLabel: '10K', finished: false }])
    expect(board.teams[0]).toMatchObject({ id: world.team.id, name: world.team && expect.stringMatching(/^Leavers /), members: 2, meters: 10000 })
    expect(await service.teamContributions(world.mate.customerId, world.mate.entryId, 'en')).toEqual([
      { id: world.lea.entryId, name: null, meters: 6000 },
      { id: world.mate.entryId, name: 'Max Mate', meters: 4000 },
    ])
    const team = await payload.findByID({ collection: 'teams', id: world.team.id, overrideAccess: true })
    expect(team.captainEmail).toBe(`deleted-team-${world.team.id}@anonymised.invalid`)
    // The teammate's race still loads; so do the order and the entry in the admin's REST API.
    expect((await getRace(siteRequest(`/app-api/races/${world.mate.entryId}`, { headers: world.mate.bearer }) as never, withParams(world.mate.entryId))).status).toBe(200)
    const admin = await payload.create({ collection: 'users', data: { email: `leaver-admin-${Date.now()}@example.com`, password: 'admin-password-1', roles: ['admin'] } })
    const { token } = await payload.login({ collection: 'users', data: { email: admin.email, password: 'admin-password-1' } })
    for (const path of [
      `/api/orders/${world.orders[0]}?depth=2`,
      `/api/entries/${world.lea.entryId}?depth=2`,
      `/api/teams/${world.team.id}?depth=2`,
      '/api/orders?depth=1',
      '/api/activities?depth=2',
    ]) {
      expect((await restCall('GET', path, { headers: { authorization: `JWT ${token}` } })).status, path).toBe(200)
    }

    // Erasing again changes nothing; the email is free to sign up again.
    await payloadAccountDataStore(payload).erase({ id: world.lea.customerId, email })
    expect((await payload.findByID({ collection: 'entries', id: world.lea.entryId, overrideAccess: true })).email).toBe(entry.email)
    const v = await visitor()
    const again = await register(
      siteRequest('/actions/users/register', {
        method: 'POST',
        session: v.session,
        headers: { 'x-csrf-token': v.csrf },
        body: { email, password: 'a-new-password-1', firstName: 'Lea', lastName: 'Again' },
      }) as never,
    )
    expect(again.status).toBe(201)
    expect(await count('customers', { email: { equals: email } })).toBe(1)
    const oldPassword = await login(
      siteRequest('/actions/users/login', { method: 'POST', session: v.session, headers: { 'x-csrf-token': v.csrf, 'x-forwarded-for': '198.51.100.77' }, body: { email, password } }) as never,
    )
    expect(oldPassword.status).toBe(400)
  })
})
