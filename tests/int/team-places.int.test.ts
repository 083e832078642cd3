/**
 * A captain's bulk places and invitations on the app API (issue 28, decision 0057): places held for
 * named people who claim them from mails in their own language; a joiner with the team's code (and
 * password) on a free place, one place for one joiner however many ask at once; and the captain
 * removing members, a freed place or a refund under the event's policy.
 */
import config from '@payload-config'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { GET as eventTeams } from '@/app/actions/milepost/entries/event-teams/route'
import { GET as teamOfCaptain } from '@/app/app-api/teams/[teamId]/route'
import { POST as holdPlace } from '@/app/app-api/teams/[teamId]/places/route'
import { DELETE as releasePlace } from '@/app/app-api/teams/[teamId]/places/[placeId]/route'
import { DELETE as clearPassword, PUT as setPassword } from '@/app/app-api/teams/[teamId]/password/route'
import { DELETE as removeMember } from '@/app/app-api/teams/[teamId]/members/[entryId]/route'
import { POST as claimPlace } from '@/app/app-api/places/claim/route'
import { POST as joinTeam } from '@/app/app-api/teams/join/route'
import { SANDBOX_CARDS, SANDBOX_METHOD_PREFIX } from '@/commerce/payments/sandbox'
import { env } from '@/lib/env'
import { SESSION_COOKIE } from '@/lib/security/csrf'
import { runDueJobs } from '@/server/jobs/worker'
import { payloadRefundRequestStore } from '@/server/stores/refund-request-store'
import { appTokenFor } from '../support/app-token'
import { visitor } from '../support/cart-api'
import { clockAt, realClock } from '../support/clock'
import { lastOutboxMailTo, outboxMailsTo } from '../support/outbox-files'
import { pounds } from '../support/prices'
import { siteRequest } from '../support/requests'

let payload: Payload
const context = { disableRevalidate: true }
const ids = { event: 0, adult: 0, child: 0 }
let distance = ''
let people = 0
const person = (name: string) => `${name}.${++people}.${Date.now()}@example.com`

type Account = { customerId: number; email: string; cookie: string; bearer: Record<string, string> }
type Route = (request: never, ctx: never) => Promise<Response>
// biome-ignore lint/suspicious/noExplicitAny: answers are read as the contract documents them
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as any })
const call = async (route: Route, url: string, who: Account, init: { method?: string; body?: unknown; locale?: string } = {}, params: Record<string, string> = {}) =>
  answer(
    await route(
      siteRequest(url, { method: init.method, body: init.body, headers: { ...who.bearer, 'x-milepost-locale': init.locale ?? 'en' } }) as never,
      { params: Promise.resolve(params) } as never,
    ),
  )

async function account(email: string, firstName = 'Ann'): Promise<Account> {
  const customer = await payload.create({
    collection: 'customers',
    data: { email, password: 'runner-password-1', firstName, lastName: 'Runner', _verified: true },
    disableVerificationEmail: true,
    context,
  })
  const { token } = await payload.login({ collection: 'customers', data: { email, password: 'runner-password-1' } })
  return { customerId: customer.id, email, cookie: `payload-token=${token}`, bearer: { authorization: `Bearer ${await appTokenFor(customer.id, token!)}` } }
}

const entryLine = (entryId: string, email: string, firstName: string, teamName: string) => ({
  entryId,
  entryPath: 'create-team',
  entryType: 'adult',
  email,
  firstName,
  lastName: 'Runner',
  distance,
  timezone: 'Europe/London',
  teamName,
  teamDistance: distance,
  teamTimezone: 'Europe/London',
  teamEmblem: 'bolt',
})

/** The captain buys their own entry, a named member's and bulk places (3 adult, 1 child) with the sandbox card. */
async function captainsTeam() {
  const captain = await account(person('cap'), 'Cap')
  const teamName = `Places ${Date.now()} ${people}`
  const moEmail = person('mo')
  const v = await visitor('en', { cookie: captain.cookie })
  const lines = [
    { purchasableId: ids.adult, qty: 1, options: entryLine('a', captain.email, 'Cap', teamName) },
    { purchasableId: ids.adult, qty: 1, options: entryLine('b', moEmail, 'Mo', teamName) },
    { purchasableId: ids.adult, qty: 3, options: { ...entryLine('x', captain.email, 'Cap', teamName), entryId: undefined, email: undefined, firstName: undefined, bulkAdult: true } },
    {
      purchasableId: ids.child,
      qty: 1,
      options: { ...entryLine('y', captain.email, 'Cap', teamName), entryId: undefined, email: undefined, firstName: undefined, entryType: 'child', bulkChild: true },
    },
  ]
  for (const line of lines) {
    const options = Object.fromEntries(Object.entries(line.options).filter(([, value]) => value !== undefined))
    const added = await v.update({ purchasableId: line.purchasableId, qty: line.qty, options })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
  }
  expect((await v.update({ email: captain.email })).status).toBe(200)
  const urls = (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls'))).json()) as Record<string, string>
  const paid = await answer(
    await payRoute(
      siteRequest('/actions/milepost/payments/pay', {
        method: 'POST',
        headers: { cookie: `${SESSION_COOKIE}=${v.session}; ${captain.cookie}`, 'x-csrf-token': v.csrf, 'x-milepost-locale': 'en' },
        body: { orderNumber: v.cartNumber, gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}`, ...urls },
      }) as never,
    ),
  )
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
  const [team] = (await payload.find({ collection: 'teams', where: { orderNumber: { equals: paid.body.order.number } }, depth: 0 })).docs
  expect(team).toMatchObject({ adultEntries: 3, childEntries: 1 })
  const members = (await payload.find({ collection: 'entries', where: { team: { equals: team!.id } }, depth: 0 })).docs
  return { captain, team: team!, orderNumber: String(paid.body.order.number), mo: members.find((m) => m.firstName === 'Mo')!, moEmail }
}

const teamPath = (teamId: number, rest = '') => `/app-api/teams/${teamId}${rest}`
const teamOf = async (teamId: number) => payload.findByID({ collection: 'teams', id: teamId, depth: 0 })

/** The claim token of the newest place mail to an address (the worker sends the queued mail first). */
async function placeMail(email: string) {
  await runDueJobs(payload)
  const mail = lastOutboxMailTo(env.DATA_DIR, email)
  const token = /claim-place\?[^\s"]*token=([\w-]+)/.exec(mail)?.[1]
  expect(token, mail).toBeDefined()
  return { token: token!, mail }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  const media = await payload.create({ collection: 'media', data: { alt: 'Event' }, filePath: path.resolve('src/seed/images/catalogue/event-midsummer-relay.jpg'), context })
  const event = await payload.create({
    collection: 'events',
    data: {
      title: 'Places Relay',
      slug: `places-relay-${Date.now()}`,
      shortDescription: 'A relay',
      eventStartDate: '2027-05-01T00:00:00.000Z',
      eventEndDate: '2027-05-31T00:00:00.000Z',
      eventType: 'open',
      image: media.id,
      individual: true,
      team: true,
      maxTeamSize: 20,
      includesMedal: true,
      availableForPurchase: true,
      defaultPrice: 2000,
      entryDistances: [{ label: '10K', lengthKm: 10 }],
      refundFullDays: 14,
      _status: 'published',
    } as never,
    context,
  })
  ids.event = event.id
  distance = String(event.entryDistances![0]!.id)
  const variant = (title: string, entryType: string, price: number) =>
    payload.create({
      collection: 'variants',
      data: { kind: 'entry', event: event.id, title, sku: `PL-${title}-${Date.now()}`, prices: pounds(price), entryType, isAvailable: true, hasUnlimitedStock: true } as never,
      context,
    })
  ids.adult = (await variant('Adult', 'adult', 2000)).id
  ids.child = (await variant('Child', 'child', 1000)).id
})
afterEach(realClock)

describe("a captain's bulk places", () => {
  it('are held for named people, who claim them from mails in their own language; a place is held once per person', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const { captain, team, orderNumber } = await captainsTeam()
    const seen = await call(teamOfCaptain, teamPath(team.id), captain, {}, { teamId: String(team.id) })
    expect(seen.status, JSON.stringify(seen.body)).toBe(200)
    expect(seen.body.team.places).toMatchObject({ free: { adult: 3, child: 1 }, offers: [], hasPassword: false, code: expect.stringMatching(/^[A-Z2-9]{8}$/) })

    const kimEmail = person('kim')
    const luEmail = person('lu')
    const hold = (body: Record<string, unknown>, who = captain) => call(holdPlace, teamPath(team.id, '/places'), who, { method: 'POST', body }, { teamId: String(team.id) })
    expect((await hold({ kind: 'adult', email: kimEmail, firstName: 'Kim', lastName: 'Lee', locale: 'fr' })).status).toBe(201)
    expect(await hold({ kind: 'adult', email: kimEmail.toUpperCase(), firstName: 'Kim', lastName: 'Lee', locale: 'fr' })).toMatchObject({ status: 409 })
    expect((await hold({ kind: 'child', email: luEmail, firstName: 'Lu', lastName: 'Lee', locale: 'de' })).status).toBe(201)
    expect(await hold({ kind: 'child', email: person('nope'), firstName: 'No', lastName: 'Place', locale: 'en' })).toMatchObject({ status: 409, body: { error: 'The team has no free place left.' } })
    const stranger = await account(person('stranger'))
    expect((await hold({ kind: 'adult', email: person('x'), firstName: 'X', lastName: 'Y', locale: 'en' }, stranger)).status).toBe(404)

    const kimMail = await placeMail(kimEmail)
    expect(kimMail.mail).toMatch(/Subject: .*Places/)
    expect(kimMail.mail).toMatch(/\/account\/claim-place\?token=[\w-]+&lang=fr/)
    const luMail = await placeMail(luEmail)
    expect(luMail.mail).toMatch(/\/account\/claim-place\?token=[\w-]+&lang=de/)

    const kim = await account(kimEmail, 'Kim')
    const claim = (who: Account, token: string, waiver: boolean) =>
      call(claimPlace, '/app-api/places/claim', who, { method: 'POST', body: { token, firstName: who === kim ? 'Kim' : 'Lu', lastName: 'Lee', waiver } })
    expect((await claim(kim, kimMail.token, false)).status).toBe(400)
    const claimed = await claim(kim, kimMail.token, true)
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200)
    expect(await payload.findByID({ collection: 'entries', id: claimed.body.entryId, depth: 0 })).toMatchObject({
      team: team.id,
      entryType: 'adult',
      entryPath: 'join-team',
      orderNumber,
      customerId: captain.customerId,
      entrantCustomerId: kim.customerId,
      distanceKm: 10,
    })
    expect((await claim(kim, kimMail.token, true)).status).toBe(404)
    // A claimed place is paid by the captain's bulk line: no refund request approves money from it for the place-holder.
    expect(await payloadRefundRequestStore(payload).entryLine(claimed.body.entryId)).toBeNull()

    const lu = await account(luEmail, 'Lu')
    expect((await claim(lu, luMail.token, true)).status).toBe(200)
    expect(await teamOf(team.id)).toMatchObject({ adultEntries: 2, childEntries: 0 })
    const after = await call(teamOfCaptain, teamPath(team.id), captain, {}, { teamId: String(team.id) })
    expect(after.body.team.places.free).toEqual({ adult: 2, child: 0 })
    expect(after.body.team.members.map((m: { firstName: string }) => m.firstName).sort()).toEqual(['Cap', 'Kim', 'Lu', 'Mo'])
  })

  it('a held place taken back frees it and spends the link; someone entered already cannot claim one', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const { captain, team, moEmail } = await captainsTeam()
    const zoEmail = person('zo')
    const held = await call(
      holdPlace,
      teamPath(team.id, '/places'),
      captain,
      { method: 'POST', body: { kind: 'adult', email: zoEmail, firstName: 'Zo', lastName: 'Ra', locale: 'en' } },
      { teamId: String(team.id) },
    )
    const { token } = await placeMail(zoEmail)
    const released = await call(releasePlace, teamPath(team.id, `/places/${held.body.placeId}`), captain, { method: 'DELETE' }, { teamId: String(team.id), placeId: String(held.body.placeId) })
    expect(released.status).toBe(200)
    const zo = await account(zoEmail)
    expect((await call(claimPlace, '/app-api/places/claim', zo, { method: 'POST', body: { token, firstName: 'Zo', lastName: 'Ra', waiver: true } })).status).toBe(404)

    expect(
      await call(
        holdPlace,
        teamPath(team.id, '/places'),
        captain,
        { method: 'POST', body: { kind: 'adult', email: moEmail, firstName: 'Mo', lastName: 'Runner', locale: 'en' } },
        { teamId: String(team.id) },
      ),
    ).toMatchObject({ status: 409, body: { error: `Invalid entry: ${moEmail} has already entered the event` } })
    const other = await account(person('other'))
    await call(
      holdPlace,
      teamPath(team.id, '/places'),
      captain,
      { method: 'POST', body: { kind: 'adult', email: other.email, firstName: 'O', lastName: 'T', locale: 'en' } },
      { teamId: String(team.id) },
    )
    const otherToken = (await placeMail(other.email)).token
    // Entered meanwhile (another team's place, bought for themselves): the claim is refused and the place stays held.
    await payload.create({
      collection: 'entries',
      data: {
        event: ids.event,
        variant: ids.adult,
        entryPath: 'individual',
        entryType: 'adult',
        firstName: 'O',
        lastName: 'T',
        email: other.email,
        emailKey: other.email,
        distanceLabel: '10K',
        distanceKm: 10,
        timezone: 'Europe/London',
        orderNumber: 'ELSEWHERE',
        customerId: other.customerId,
        entrantCustomerId: other.customerId,
        locale: 'en',
      } as never,
      context,
    })
    expect(await call(claimPlace, '/app-api/places/claim', other, { method: 'POST', body: { token: otherToken, firstName: 'O', lastName: 'T', waiver: true } })).toMatchObject({
      status: 409,
      body: { error: 'User has already entered event' },
    })
    expect(await teamOf(team.id)).toMatchObject({ adultEntries: 3 })
  })
})

describe("a team's code and password", () => {
  it('one free place goes to one joiner, however many join at once; a password keeps the team private', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const { captain, team } = await captainsTeam()
    const code = (await call(teamOfCaptain, teamPath(team.id), captain, {}, { teamId: String(team.id) })).body.team.places.code as string
    const join = (who: Account, password: string | null = null, typed = code) =>
      call(joinTeam, '/app-api/teams/join', who, { method: 'POST', body: { code: typed, password, firstName: 'Jo', lastName: 'In', waiver: true } })

    const search = async () => answer(await eventTeams(siteRequest(`/actions/milepost/entries/event-teams?eventId=${ids.event}&q=${encodeURIComponent(team.name.slice(0, 6))}`) as never))
    // The search lists the team, but never its code: the captain's places are for the people they invite.
    const listed = (await search()).body.teams.find((t: { id: number }) => t.id === team.id)
    expect(JSON.stringify(listed)).not.toContain(code)
    const first = await account(person('first'))
    expect((await join(first, null, `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`)).status).toBe(200)
    expect(await join(await account(person('bad')), null, 'ZZZZZZZZ')).toMatchObject({ status: 404, body: { error: 'No team has this code. Check it with your captain.' } })

    const put = await call(setPassword, teamPath(team.id, '/password'), captain, { method: 'PUT', body: { password: 'blue door' } }, { teamId: String(team.id) })
    expect(put).toMatchObject({ status: 200, body: { hasPassword: true } })
    const stored = (await payload.find({ collection: 'teams', where: { id: { equals: team.id } }, depth: 0, overrideAccess: true, showHiddenFields: true })).docs[0] as { joinPasswordHash?: string }
    expect(stored.joinPasswordHash ?? '').not.toContain('blue door')
    const hidden = await search()
    expect(hidden.body.teams.map((t: { id: number }) => t.id)).not.toContain(team.id)
    const second = await account(person('second'))
    expect(await join(second)).toMatchObject({ status: 403, body: { error: 'That is not the team’s password.' } })
    expect((await join(second, 'red door')).status).toBe(403)
    expect((await join(second, 'blue door')).status).toBe(200)

    // One adult place is left: ten joiners at once, one place taken, nine told there is none.
    const crowd = await Promise.all(Array.from({ length: 10 }, (_, n) => account(person(`crowd${n}`))))
    const answers = await Promise.all(crowd.map((who) => join(who, 'blue door')))
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)])
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error === 'The team has no free place left.')).toBe(true)
    expect(await teamOf(team.id)).toMatchObject({ adultEntries: 0, childEntries: 1 })
    const members = await payload.find({ collection: 'entries', where: { team: { equals: team.id } }, depth: 0 })
    expect(members.totalDocs).toBe(5)

    // Wrong guesses count against the code, whoever makes them from wherever: once 30 are counted
    // (the full team's refusals above among them), even the right password waits.
    const guessers = await Promise.all([1, 2].map((n) => account(person(`guesser${n}`))))
    const guess = async (n: number, password: string) =>
      answer(
        await joinTeam(
          siteRequest('/app-api/teams/join', {
            method: 'POST',
            body: { code, password, firstName: 'Gus', lastName: 'Guess', waiver: true },
            headers: { ...guessers[n % 2]!.bearer, 'x-forwarded-for': `10.77.${n}.1` },
          }) as never,
          {} as never,
        ),
      )
    const guesses: number[] = []
    for (let n = 0; n < 30; n++) guesses.push((await guess(n, `wrong door ${n}`)).status)
    expect(guesses).toContain(429)
    expect(guesses.slice(0, guesses.indexOf(429)).every((status) => status === 403)).toBe(true)
    expect(await guess(31, 'blue door')).toMatchObject({ status: 429 })

    expect((await call(clearPassword, teamPath(team.id, '/password'), captain, { method: 'DELETE' }, { teamId: String(team.id) })).body).toEqual({ hasPassword: false })
    expect((await call(setPassword, teamPath(team.id, '/password'), first, { method: 'PUT', body: { password: 'mine mine' } }, { teamId: String(team.id) })).status).toBe(404)
  })
})

describe('a captain removing members', () => {
  it('a place-holder leaves and the place is free again; a paid member is refunded to the payer under the policy, once', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const { captain, team, mo, orderNumber } = await captainsTeam()
    const code = (await call(teamOfCaptain, teamPath(team.id), captain, {}, { teamId: String(team.id) })).body.team.places.code as string
    const joiner = await account(person('joiner'))
    const joined = await call(joinTeam, '/app-api/teams/join', joiner, { method: 'POST', body: { code, firstName: 'Jo', lastName: 'In', waiver: true } })
    const remove = (entryId: number, who = captain) => call(removeMember, teamPath(team.id, `/members/${entryId}`), who, { method: 'DELETE' }, { teamId: String(team.id), entryId: String(entryId) })

    expect((await remove(joined.body.entryId, joiner)).status).toBe(404)
    expect(await remove(joined.body.entryId)).toMatchObject({ status: 200, body: { removed: true, refunded: null } })
    expect(await teamOf(team.id)).toMatchObject({ adultEntries: 3 })
    expect(await payload.findByID({ collection: 'entries', id: joined.body.entryId, depth: 0 })).toMatchObject({ team: null, cancelledAt: expect.any(String) })

    const removals = await Promise.all(Array.from({ length: 6 }, () => remove(mo.id)))
    // Each asks once; whichever answers first, the money goes back once and the entry is cancelled once.
    expect(removals.every((r) => [200, 404].includes(r.status))).toBe(true)
    expect(removals.some((r) => r.body.refunded?.amount === 2000)).toBe(true)
    const [order] = (await payload.find({ collection: 'orders', where: { number: { equals: orderNumber } }, depth: 0 })).docs
    expect(order).toMatchObject({ status: 'partially-refunded', refundedTotal: 2000 })
    const refunds = await payload.find({ collection: 'refunds', where: { order: { equals: order!.id } }, depth: 0 })
    expect(refunds.docs.map((r) => [r.key, r.state])).toEqual([[`team-remove-${mo.id}`, 'succeeded']])
    expect(await payload.findByID({ collection: 'entries', id: mo.id, depth: 0 })).toMatchObject({ cancelledAt: expect.any(String), team: null })
    await runDueJobs(payload)
    // The clock stands still here: of the mails to Mo (the entry's, then this), the one that says so.
    const told = outboxMailsTo(env.DATA_DIR, mo.email).find((mail) => mail.includes('Subject: You are no longer in team')) ?? ''
    expect(told).toContain(`Subject: You are no longer in team ${team.name}`)
    expect(told).toContain('£20.00 goes back to the card or account that paid for your place.')

    const own = (await payload.find({ collection: 'entries', where: { and: [{ team: { equals: team.id } }, { firstName: { equals: 'Cap' } }] }, depth: 0 })).docs[0]!
    expect(await remove(own.id)).toMatchObject({ status: 409, body: { error: expect.stringMatching(/hand the captaincy over/) } })
    const history = await payload.find({ collection: 'audit-events', where: { team: { equals: team.id } }, depth: 0, sort: 'createdAt' })
    expect(history.docs.map((d) => d.action)).toEqual(expect.arrayContaining(['team.place-claimed', 'team.member-removed']))
    // Both removals are in the team's history, the refunded one once, with its amount.
    const removed = history.docs.filter((d) => d.action === 'team.member-removed')
    expect(removed.map((d) => d.entry)).toEqual([joined.body.entryId, mo.id])
    expect(removed[1]?.detail).toMatchObject({ refunded: { amount: 2000, currency: 'GBP' } })
  })
})
