import config from '@payload-config'
import fs from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import { entriesOfCustomer } from '@/server/stores/entry-store'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as restGet } from '@/app/(payload)/api/[...slug]/route'
import { GET as stripeUrls } from '@/app/actions/milepost/default/stripe-urls/route'
import { GET as eventRoute } from '@/app/actions/milepost/entries/event/route'
import { GET as eventTeams } from '@/app/actions/milepost/entries/event-teams/route'
import { POST as teamEmblem } from '@/app/actions/milepost/entries/team-emblem/route'
import { GET as teamName } from '@/app/actions/milepost/entries/team-name/route'
import { POST as validateEntries } from '@/app/actions/milepost/entries/validate-entries/route'
import { POST as payRoute } from '@/app/actions/milepost/payments/pay/route'
import { SANDBOX_CARDS, SANDBOX_METHOD_PREFIX } from '@/commerce/payments/sandbox'
import { env } from '@/lib/env'
import { SESSION_COOKIE } from '@/lib/security/csrf'
import { NextRequest } from 'next/server'
import { visitor } from '../support/cart-api'
import { siteRequest } from '../support/requests'
import { shipToTheUk, ukDelivery } from '../support/delivery'
import { runDueJobs } from '@/server/jobs/worker'
import { pounds, poundsAndEuros } from '../support/prices'

let payload: Payload
const context = { disableRevalidate: true }
const ids = { relay: 0, solo: 0, adult: 0, child: 0, soloAdult: 0, tee: 0 }
let distances: { ten: string; half: string }
let customers = 0

const en = JSON.parse(fs.readFileSync('messages/en.json', 'utf8')) as { entries: Record<string, string>; validation: Record<string, string>; cart: Record<string, string> }

/** A signed-in customer with a site session and a cart, as the browser has them. */
async function runner(email = `runner${++customers}@example.com`, locale = 'en') {
  const customerId = (
    await payload.create({ collection: 'customers', data: { email, password: 'runner-password-1', firstName: 'Ann', lastName: 'Runner', _verified: true }, disableVerificationEmail: true, context })
  ).id
  const { token } = await payload.login({ collection: 'customers', data: { email, password: 'runner-password-1' } })
  const cookie = `payload-token=${token}`
  const v = await visitor(locale, { cookie })
  const send = async (route: (r: never) => Promise<Response>, pathname: string, options: Parameters<typeof siteRequest>[1] = {}) => {
    const headers = { cookie: `${SESSION_COOKIE}=${v.session}; ${cookie}`, 'x-csrf-token': v.csrf, 'x-milepost-locale': locale, ...options.headers }
    const response = await route(siteRequest(pathname, { ...options, headers }) as never)
    return { status: response.status, body: (await response.json()) as any }
  }
  const pay = async () => {
    const urls = (await (await stripeUrls(siteRequest('/actions/milepost/default/stripe-urls'))).json()) as { redirect: string; cancelUrl: string }
    return send(payRoute, '/actions/milepost/payments/pay', {
      method: 'POST',
      body: { orderNumber: v.cartNumber, gatewayId: 1, paymentMethodId: `${SANDBOX_METHOD_PREFIX}${SANDBOX_CARDS.succeeds}`, ...urls },
    })
  }
  return { email, customerId, cookie, v, send, pay }
}

type Runner = Awaited<ReturnType<typeof runner>>

const entryOptions = (entryId: string, email: string, extra: Record<string, unknown> = {}) => ({
  entryId,
  entryPath: 'individual',
  entryType: 'adult',
  email,
  firstName: 'Ann',
  lastName: 'Runner',
  distance: distances.ten,
  timezone: 'Europe/Paris',
  timeboxedStartDate: '2027-01-20',
  timeboxedStartTime: '07:00',
  ...extra,
})

/** Adds an entry line and gives the cart an email, ready to pay. */
async function enter(r: Runner, options: Record<string, unknown>, purchasableId = ids.adult) {
  const added = await r.v.update({ purchasableId, qty: 1, options })
  if (added.status !== 200) throw new Error(JSON.stringify(added.body))
  await r.v.update({ email: r.email })
  return added
}

const entriesOf = async (where: Record<string, unknown>) => (await payload.find({ collection: 'entries', where: where as never, depth: 0, pagination: false })).docs

/** The mails to an address in the offline outbox: headers as written, bodies with quoted-printable decoded. */
const mailsTo = async (email: string) => {
  // Order mails are sent by the job queue, after the order's commit.
  await runDueJobs(payload)
  const dir = path.join(env.DATA_DIR, 'outbox')
  const decode = (raw: string) => {
    const split = raw.indexOf('\r\n\r\n')
    const body = raw
      .slice(split)
      .replace(/=\r?\n/g, '')
      .replace(/(?:=[0-9A-F]{2})+/g, (hex) => Buffer.from(hex.replaceAll('=', ''), 'hex').toString('utf8'))
    return raw.slice(0, split) + body
  }
  const mails = fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => decode(fs.readFileSync(path.join(dir, f), 'utf8'))) : []
  return mails.filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`))
}

/** The text of a mail's attachment, decoded from base64 when nodemailer encoded it so. */
function attachmentText(raw: string, filename: string): string {
  const at = raw.indexOf(`filename=${filename}`)
  if (at < 0) return ''
  const headersEnd = raw.indexOf('\r\n\r\n', at)
  const headers = raw.slice(raw.lastIndexOf('\r\n--', at), headersEnd)
  const body = raw.slice(headersEnd + 4, raw.indexOf('\r\n--', headersEnd))
  return /base64/i.test(headers) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await shipToTheUk(payload)
  const media = await payload.create({ collection: 'media', data: { alt: 'Relay' }, filePath: path.resolve('src/seed/images/catalogue/event-midsummer-relay.jpg'), context })
  const relay = await payload.create({
    collection: 'events',
    data: {
      title: 'Test Relay',
      slug: 'test-relay',
      shortDescription: 'A relay',
      eventStartDate: '2027-01-10T00:00:00.000Z',
      eventEndDate: '2027-02-28T00:00:00.000Z',
      eventType: 'timeboxed',
      image: media.id,
      individual: true,
      team: true,
      includesMedal: true,
      maxTeamSize: 4,
      availableForPurchase: true,
      defaultPrice: 2000,
      entryDistances: [
        { label: '10K', lengthKm: 10 },
        { label: 'Half marathon', lengthKm: 21.1 },
      ],
      groups: [{ label: 'Club runners' }],
      _status: 'published',
    },
    context,
  })
  ids.relay = relay.id
  distances = { ten: String(relay.entryDistances![0]!.id), half: String(relay.entryDistances![1]!.id) }
  const solo = await payload.create({
    collection: 'events',
    data: {
      title: 'Solo 5K',
      slug: 'test-solo',
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
  ids.solo = solo.id
  const variant = (data: Record<string, unknown>) => payload.create({ collection: 'variants', data: { kind: 'entry', isAvailable: true, hasUnlimitedStock: true, ...data } as never, context })
  ids.adult = (await variant({ event: relay.id, title: 'Adult', sku: 'TR-ADULT', prices: poundsAndEuros(2000, 2300), entryType: 'adult' })).id
  ids.child = (await variant({ event: relay.id, title: 'Child', sku: 'TR-CHILD', prices: poundsAndEuros(1000, 1200), entryType: 'child' })).id
  ids.soloAdult = (await variant({ event: solo.id, title: 'Adult', sku: 'TS-ADULT', prices: pounds(1000), entryType: 'adult' })).id
  const section = await payload.create({ collection: 'shop-sections', data: { title: 'Kit', slug: 'entries-kit' }, context })
  const tee = await payload.create({ collection: 'products', data: { title: 'Tee', slug: 'entries-tee', productType: 'simple', section: section.id, _status: 'published' }, context })
  ids.tee = (
    await payload.create({ collection: 'variants', data: { kind: 'merch', product: tee.id, title: 'Tee', sku: 'TR-TEE', prices: poundsAndEuros(1500, 1800), stock: 100, isAvailable: true }, context })
  ).id
})

describe('entries/event answers an event’s type and window, and 404 for an unknown one (E18)', () => {
  it('answers the app event: type TIMEBOXED or OPEN and its window', async () => {
    const answer = await eventRoute(siteRequest(`/actions/milepost/entries/event?eventId=${ids.relay}`))
    expect(await answer.json()).toEqual({ event: { id: ids.relay, type: 'TIMEBOXED', start: '2027-01-10', end: '2027-02-28', timezone: 'Europe/London' } })
    const open = await (await eventRoute(siteRequest(`/actions/milepost/entries/event?eventId=${ids.solo}`))).json()
    expect(open.event.type).toBe('OPEN')
  })

  it('an unknown event is 404 and a malformed id 400', async () => {
    expect((await eventRoute(siteRequest('/actions/milepost/entries/event?eventId=999999'))).status).toBe(404)
    expect((await eventRoute(siteRequest('/actions/milepost/entries/event?eventId=abc'))).status).toBe(400)
    expect((await eventRoute(siteRequest('/actions/milepost/entries/event'))).status).toBe(400)
  })
})

describe('update-cart takes entry lines from signed-in runners only, within the event’s rules (E1 E2 E16)', () => {
  it("a visitor cannot add an entry: 'A user is required to enter an event', and the cart is unchanged", async () => {
    const guest = await visitor()
    const answer = await guest.update({ purchasableId: ids.adult, qty: 1, options: entryOptions('e1', 'guest@example.com') })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('Unable to update cart')
    expect(answer.body.errors).toEqual({ 'lineItems.0.options': [en.entries.userRequired] })
    expect(answer.body.cart!.lineItems).toEqual([])
  })

  it('a signed-in runner adds an entry with its options; the line keeps them', async () => {
    const r = await runner()
    const answer = await r.v.update({ purchasableId: ids.adult, qty: 1, options: entryOptions('e1', r.email) })
    expect(answer.status).toBe(200)
    expect(answer.body.cart!.lineItems[0]).toMatchObject({ purchasableId: ids.adult, qty: 1, kind: 'entry', options: { entryId: 'e1', distance: distances.ten } })
  })

  it('refuses a second event, a date outside the window, an unknown distance, a path the event does not offer and a reused email', async () => {
    const r = await runner()
    await enter(r, entryOptions('e1', r.email))
    const other = await r.v.update({ purchasableId: ids.soloAdult, qty: 1, options: { ...entryOptions('s1', 'x@example.com'), distance: 'whatever' } })
    expect(other.body.errors).toEqual({ 'lineItems.1.options': [en.entries.oneEventAtATime] })

    const late = await r.v.update({ purchasableId: ids.adult, qty: 1, options: entryOptions('e2', 'late@example.com', { timeboxedStartDate: '2027-03-02', distance: 'nope' }) })
    expect(late.body.errors).toEqual({
      'lineItems.1.options.timeboxedStartDate': ['Date must be before 2027-02-28'],
      'lineItems.1.options.distance': [en.entries.unknownDistance],
    })
    const early = await r.v.update({ purchasableId: ids.adult, qty: 1, options: entryOptions('e2', 'early@example.com', { timeboxedStartDate: '2027-01-09' }) })
    expect(early.body.errors).toEqual({ 'lineItems.1.options.timeboxedStartDate': ['Date must be after 2027-01-10'] })

    const twice = await r.v.update({ purchasableId: ids.child, qty: 1, options: entryOptions('e3', r.email.toUpperCase(), { entryType: 'child', entryPath: 'create-team', teamName: 'Twins' }) })
    expect(twice.body.errors).toEqual({ 'lineItems.1.options.email': [en.validation.unique] })

    const soloOnly = await runner()
    const team = await soloOnly.v.update({
      purchasableId: ids.soloAdult,
      qty: 1,
      options: { ...entryOptions('t1', soloOnly.email), entryPath: 'create-team', distance: undefined, timeboxedStartDate: undefined, timeboxedStartTime: undefined },
    })
    expect(team.body.errors).toEqual({ 'lineItems.0.options.entryPath': [en.entries.noEntryTypes] })
    expect((await r.v.getCart()).body.cart!.lineItems).toHaveLength(1)
  })

  it("merch tied to an entry needs that entry: 'No existing entry found'", async () => {
    const r = await runner()
    await enter(r, entryOptions('e1', r.email))
    expect((await r.v.update({ purchasableId: ids.tee, qty: 1, options: { entryId: 'e1' } })).status).toBe(200)
    const orphan = await r.v.update({ purchasableId: ids.tee, qty: 1, options: { entryId: 'ghost' } })
    expect(orphan.body.errors).toEqual({ 'lineItems.2.options.entryId': [en.entries.noExistingEntry] })
  })

  it('refuses options that are not entry options, and more than one place on an entry line', async () => {
    const r = await runner()
    const junk = await r.v.update({ purchasableId: ids.adult, qty: 1, options: { ...entryOptions('e1', r.email), admin: true } })
    expect(junk.body.errors).toEqual({ 'lineItems.0.options': [en.entries.canNotCreateEntry] })
    const two = await r.v.update({ purchasableId: ids.adult, qty: 2, options: entryOptions('e1', r.email) })
    expect(two.body.errors).toEqual({ 'lineItems.0.qty': [en.entries.onePlacePerEntry] })
  })
})

describe('validate-entries tells a signed-in person which of the emails asked may still enter (E13)', () => {
  it('answers, for each email asked and only those, whether it may still enter', async () => {
    const r = await runner()
    await enter(r, entryOptions('e1', r.email))
    expect((await r.pay()).status).toBe(200)
    const other = await runner()
    const answer = await other.send(validateEntries, '/actions/milepost/entries/validate-entries', { method: 'POST', body: { eventId: ids.relay, emails: [r.email.toUpperCase(), 'new@example.com'] } })
    expect(answer).toEqual({ status: 200, body: { [r.email]: false, 'new@example.com': true } })
  })

  it('is for signed-in people only, at most 50 emails, valid ones', async () => {
    const guest = await visitor()
    const anonymous = await validateEntries(
      siteRequest('/actions/milepost/entries/validate-entries', { method: 'POST', session: guest.session, headers: { 'x-csrf-token': guest.csrf }, body: { eventId: ids.relay, emails: ['a@b.co'] } }),
    )
    expect(anonymous.status).toBe(401)
    const r = await runner()
    const tooMany = await r.send(validateEntries, '/actions/milepost/entries/validate-entries', {
      method: 'POST',
      body: { eventId: ids.relay, emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`) },
    })
    expect(tooMany.status).toBe(400)
    const bad = await r.send(validateEntries, '/actions/milepost/entries/validate-entries', { method: 'POST', body: { eventId: ids.relay, emails: ['not an email'] } })
    expect(bad).toMatchObject({ status: 400, body: { errors: { 'emails.0': [en.validation.email] } } })
  })
})

describe('paying for an individual entry records and mails it, and refuses an incomplete or already-entered one before charging (E4 E13)', () => {
  it('records the entry in the order’s transaction and mails the entrant', async () => {
    const r = await runner()
    await enter(r, entryOptions('e1', r.email.toUpperCase(), { groupId: undefined, noMedal: true }))
    await r.v.update({ purchasableId: ids.tee, qty: 1, options: { entryId: 'e1' }, ...ukDelivery })
    const paid = await r.pay()
    expect(paid.status).toBe(200)
    const [entry] = await entriesOf({ orderNumber: { equals: paid.body.order.number } })
    expect(entry).toMatchObject({
      event: ids.relay,
      variant: ids.adult,
      entryPath: 'individual',
      entryType: 'adult',
      email: r.email.toUpperCase(),
      emailKey: r.email,
      distanceLabel: '10K',
      distanceKm: 10,
      timezone: 'Europe/Paris',
      startDate: '2027-01-20',
      startTime: '07:00',
      noMedal: true,
      locale: 'en',
    })
    const mail = (await mailsTo(r.email)).find((m) => m.includes('entered'))
    expect(mail).toContain('Test Relay')
    expect(mail).toContain('Distance: 10K')
    // The window as an invite: from 07:00 on 20 January in Paris, for the event's 24-hour timebox.
    const invite = attachmentText(mail!, 'race-window.ics')
    expect(invite).toContain('DTSTART:20270120T060000Z')
    expect(invite).toContain('DTEND:20270121T060000Z')
  })

  it("an incomplete entry is refused before any money moves; an email that already entered: 'Invalid entry: {email} has already entered the event'", async () => {
    const r = await runner()
    await enter(r, { ...entryOptions('e1', r.email), distance: undefined })
    expect(await r.pay()).toMatchObject({ status: 400, body: { error: en.entries.entriesIncomplete } })

    const first = await runner()
    await enter(first, entryOptions('e1', 'shared@example.com'))
    expect((await first.pay()).status).toBe(200)
    const second = await runner()
    await enter(second, entryOptions('e1', 'Shared@Example.com'))
    expect(await second.pay()).toEqual({ status: 400, body: { error: 'Invalid entry: shared@example.com has already entered the event' } })
    expect(await entriesOf({ emailKey: { equals: 'shared@example.com' } })).toHaveLength(1)
  })
})

describe('a captain’s order creates the team, which others find and join while it has room (E5 E11)', () => {
  const teamFields = (name: string, extra: Record<string, unknown> = {}) => ({
    entryPath: 'create-team',
    teamName: name,
    teamDistance: distances.half,
    teamTimezone: 'Europe/London',
    teamTimeboxedStartDate: '2027-01-12',
    teamTimeboxedStartTime: '09:00',
    teamEmblem: 'bolt',
    ...extra,
  })

  it('a captain’s order creates the team, its named entries and bulk places, and mails the captain the summary', async () => {
    const r = await runner()
    await enter(r, entryOptions('a', r.email, teamFields('Les Gazelles de Montréal')))
    await r.v.update({ purchasableId: ids.child, qty: 1, options: entryOptions('b', 'kid@example.com', { ...teamFields('Les Gazelles de Montréal'), entryType: 'child', firstName: 'Kid' }) })
    const bulk = await r.v.update({ purchasableId: ids.adult, qty: 1, options: { ...teamFields('Les Gazelles de Montréal'), bulkAdult: true } })
    expect(bulk.status).toBe(200)
    const paid = await r.pay()
    expect(paid.status).toBe(200)
    const [team] = (await payload.find({ collection: 'teams', where: { orderNumber: { equals: paid.body.order.number } }, depth: 0 })).docs
    expect(team).toMatchObject({
      name: 'Les Gazelles de Montréal',
      nameKey: 'les gazelles de montreal',
      event: ids.relay,
      captainEmail: r.email,
      adultEntries: 1,
      childEntries: 0,
      emblem: 'bolt',
      distanceLabel: 'Half marathon',
      startDate: '2027-01-12',
    })
    const members = await entriesOf({ team: { equals: team!.id } })
    expect(members.map((m) => [m.firstName, m.entryType]).sort()).toEqual([
      ['Ann', 'adult'],
      ['Kid', 'child'],
    ])
    const captain = (await mailsTo(r.email)).find((m) => m.includes('Here is who is running'))
    expect(captain).toContain('Kid Runner (10K)')
    // In the captain's account, only their own entry is the captain's.
    const listed = (await entriesOfCustomer(payload, { id: r.customerId }, 'en')).filter((e) => e.orderNumber === paid.body.order.number)
    expect(listed.map((e) => [e.firstName, e.captain]).sort()).toEqual([
      ['Ann', true],
      ['Kid', false],
    ])
    expect(await mailsTo('kid@example.com')).toHaveLength(1)
  })

  it('bulk places count toward the cart’s 999 units: saving both bulk lines in one request is refused whole', async () => {
    const r = await runner()
    await enter(r, entryOptions('a', r.email, teamFields('Big Team')))
    const adults = await r.v.update({ purchasableId: ids.adult, qty: 600, options: { ...teamFields('Big Team'), bulkAdult: true } })
    expect(adults.status).toBe(200)
    const bulk = adults.body.cart!.lineItems[1]!.id
    const tooMany = en.cart.cartQtyTooHigh!.replace('{max}', '999')
    // The flow's save of the team: the adult bulk line changed and the child bulk line added together.
    const refused = await r.v.update({ lineItems: { [bulk]: { qty: 700 } }, purchasableId: ids.child, qty: 300, options: { ...teamFields('Big Team'), bulkChild: true } })
    expect(refused).toMatchObject({ status: 400, body: { errors: { 'lineItems.1.qty': [tooMany], 'lineItems.2.qty': [tooMany] } } })
    expect((await r.v.getCart()).body.cart!.lineItems.map((l) => l.qty)).toEqual([1, 600])
    expect((await r.v.update({ lineItems: { [bulk]: { qty: 500 } }, purchasableId: ids.child, qty: 300, options: { ...teamFields('Big Team'), bulkChild: true } })).status).toBe(200)
  })

  it('team search ignores case and accents; a taken name is refused before paying', async () => {
    const found = await (await eventTeams(siteRequest(`/actions/milepost/entries/event-teams?eventId=${ids.relay}&q=GAZELLES de montreal`))).json()
    expect(found.teams).toEqual([
      {
        id: expect.any(Number),
        name: 'Les Gazelles de Montréal',
        emblem: 'bolt',
        emblemUrl: null,
        distance: 'Half marathon',
        memberCount: 3,
        // What a joiner starts from: the event's distance id, the team's zone and start.
        settings: { distance: distances.half, timezone: 'Europe/London', timeboxedStartDate: '2027-01-12', timeboxedStartTime: '09:00' },
      },
    ])
    // One team by its id (a joiner's, read again after a reload).
    const one = await (await eventTeams(siteRequest(`/actions/milepost/entries/event-teams?eventId=${ids.relay}&teamId=${found.teams[0].id}`))).json()
    expect(one.teams).toEqual(found.teams)
    expect((await (await eventTeams(siteRequest(`/actions/milepost/entries/event-teams?eventId=${ids.solo}&teamId=${found.teams[0].id}`))).json()).teams).toEqual([])
    expect((await (await eventTeams(siteRequest(`/actions/milepost/entries/event-teams?eventId=${ids.relay}&q=zebras`))).json()).teams).toEqual([])
    expect((await eventTeams(siteRequest(`/actions/milepost/entries/event-teams?eventId=x`))).status).toBe(400)
    // A word inside the name, a prefix, and wildcards taken literally.
    const names = async (q: string) =>
      ((await (await eventTeams(siteRequest(`/actions/milepost/entries/event-teams?eventId=${ids.relay}&q=${encodeURIComponent(q)}`))).json()).teams as { name: string }[]).map((t) => t.name)
    expect(await names('montreal')).toEqual(['Les Gazelles de Montréal'])
    expect(await names('LES gaz')).toEqual(['Les Gazelles de Montréal'])
    for (const wildcard of ['%', '_', '*', '?', '[', 'l%s', 'l*s']) expect(await names(wildcard), wildcard).toEqual([])

    const copycat = await runner()
    await enter(copycat, entryOptions('a', copycat.email, teamFields('les gazelles de MONTREAL')))
    expect(await copycat.pay()).toEqual({ status: 400, body: { error: en.entries.teamNameTaken } })
  })

  it('a runner joins a team with room; once the team is full, paying answers Could not join team (E17)', async () => {
    const [team] = (await payload.find({ collection: 'teams', where: { name: { equals: 'Les Gazelles de Montréal' } }, depth: 0 })).docs
    const joiner = await runner()
    await enter(joiner, entryOptions('j', joiner.email, { entryPath: 'join-team', teamToJoin: team!.id }))
    expect((await joiner.pay()).status).toBe(200)
    expect(await entriesOf({ team: { equals: team!.id } })).toHaveLength(3)

    const late = await runner()
    await enter(late, entryOptions('j', late.email, { entryPath: 'join-team', teamToJoin: team!.id }))
    expect(await late.pay()).toEqual({ status: 400, body: { error: en.entries.couldNotJoinTeam } })
  })
})

describe('joining a team: the team kept on the joiner’s line, a lost one refused clearly, the captain told in their language (Y5)', () => {
  const de = JSON.parse(fs.readFileSync('messages/de.json', 'utf8')) as { entries: Record<string, string> }
  const started = async (name: string, locale: string) => {
    const captain = await runner(undefined, locale)
    await enter(
      captain,
      entryOptions('a', captain.email, {
        entryPath: 'create-team',
        teamName: name,
        teamDistance: distances.half,
        teamTimezone: 'Europe/Berlin',
        teamTimeboxedStartDate: '2027-01-16',
        teamTimeboxedStartTime: '07:30',
      }),
    )
    expect((await captain.pay()).status).toBe(200)
    const [team] = (await payload.find({ collection: 'teams', where: { name: { equals: name } }, depth: 0 })).docs
    return { captain, team: team! }
  }

  it('update-cart keeps the joined team and its name on the line, and refuses a team of another event or a name not the team’s', async () => {
    const { team } = await started('Die Eulen', 'de')
    const joiner = await runner()
    const join = (extra: Record<string, unknown>) => joiner.v.update({ purchasableId: ids.adult, qty: 1, options: entryOptions('j', joiner.email, { entryPath: 'join-team', ...extra }) })
    expect((await join({ teamToJoin: team.id, teamName: 'Someone else' })).status).toBe(400)
    expect((await join({ teamToJoin: 999_999, teamName: 'Die Eulen' })).status).toBe(400)
    const kept = await join({ teamToJoin: team.id, teamName: 'Die Eulen' })
    expect(kept.status).toBe(200)
    // What a reload reads back: the line, with the team on it.
    expect((await joiner.v.getCart()).body.cart!.lineItems[0]!.options).toMatchObject({ entryPath: 'join-team', teamToJoin: team.id, teamName: 'Die Eulen' })
  })

  it('a captain who started the team in German hears in German, through the mail queue, who joined', async () => {
    const { captain, team } = await started('Die Uhus', 'de')
    const joiner = await runner(undefined, 'fr')
    await enter(joiner, entryOptions('j', joiner.email, { entryPath: 'join-team', teamToJoin: team.id, teamName: 'Die Uhus', distance: distances.half }))
    expect((await joiner.pay()).status).toBe(200)
    const notice = (await mailsTo(captain.email)).find((m) => m.includes('ist deinem Team Die Uhus bei'))
    expect(notice).toBeDefined()
    expect(notice).toContain(de.entries.joinedCount!.replace('{count, plural, one {# Mitglied} other {# Mitglieder}}', '2 Mitglieder'))
    // The joiner's distance in the captain's language; the queue sent it once.
    expect(notice).toContain('Ann Runner (Half marathon)')
    expect((await mailsTo(captain.email)).filter((m) => m.includes('ist deinem Team Die Uhus bei'))).toHaveLength(1)
  })

  it('a joiner’s line without its team is refused before paying with a way back, never a 500', async () => {
    const r = await runner()
    await enter(r, entryOptions('j', r.email, { entryPath: 'join-team' }))
    expect(await r.pay()).toEqual({ status: 400, body: { error: en.entries.teamToJoinLost } })
  })
})

describe('entries/team-name says whether a team name is taken, for signed-in people, within limits', () => {
  it('answers taken for the name in any case and accents, free otherwise; validated with zod; 401 for visitors; rate-limited', async () => {
    const r = await runner()
    const ask = (query: string) => r.send(teamName, `/actions/milepost/entries/team-name?${query}`)
    expect(await ask(`eventId=${ids.relay}&name=${encodeURIComponent('LES GAZELLES de montreal')}`)).toEqual({ status: 200, body: { taken: true } })
    expect(await ask(`eventId=${ids.relay}&name=Brand%20new`)).toEqual({ status: 200, body: { taken: false } })
    expect((await ask(`eventId=${ids.relay}&name=`)).status).toBe(400)
    expect((await ask(`eventId=x&name=a`)).status).toBe(400)
    expect((await ask(`eventId=${ids.relay}&name=${'a'.repeat(61)}`)).status).toBe(400)
    const guest = await visitor()
    expect((await teamName(siteRequest(`/actions/milepost/entries/team-name?eventId=${ids.relay}&name=a`, { session: guest.session }))).status).toBe(401)
    const answers = []
    for (let i = 0; i < 60; i++) answers.push((await ask(`eventId=${ids.relay}&name=n${i}`)).status)
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(0)
  })
})

describe('nothing doubled', () => {
  it('one email entered in 20 parallel checkouts for one event gives exactly one entry; the other payments are refunded', async () => {
    // The buyers sign up one after another (what runs at once is the checkouts, not the sign-ups).
    const buyers: Runner[] = []
    for (let i = 0; i < 20; i++) buyers.push(await runner())
    for (const b of buyers) await enter(b, entryOptions('e1', 'racer@example.com'))
    const results = await Promise.all(buyers.map((b) => b.pay()))
    expect(results.filter((r) => r.status === 200)).toHaveLength(1)
    expect(results.filter((r) => r.status === 400).map((r) => r.body.error)).toEqual(Array(19).fill(en.entries.alreadyInEvent))
    expect(await entriesOf({ emailKey: { equals: 'racer@example.com' } })).toHaveLength(1)
    const charges = (await payload.find({ collection: 'sandbox-charges', where: { amount: { equals: 2000 } }, pagination: false })).docs
    const refunded = (await payload.find({ collection: 'payments', where: { status: { equals: 'refunded' } }, pagination: false })).docs
    expect(refunded.length).toBeGreaterThanOrEqual(19)
    expect(charges.filter((c) => c.status === 'refunded').length).toBeGreaterThanOrEqual(19)
    // Twenty accounts, carts and payments: minutes on a loaded CI machine, and no figure of speed.
  }, 180_000)
})

describe('team emblems', () => {
  it('a signed-in captain uploads an image; text, oversized files and visitors are refused', async () => {
    const r = await runner()
    const jpeg = fs.readFileSync(path.resolve('src/seed/images/catalogue/medal-hanger.jpg'))
    const post = async (bytes: Uint8Array, signedIn = true) => {
      const form = new FormData()
      form.set('file', new File([Buffer.from(bytes)], 'emblem.jpg', { type: 'image/jpeg' }))
      const cookie = `${SESSION_COOKIE}=${r.v.session}${signedIn ? `; ${r.cookie}` : ''}`
      const response = await teamEmblem(new NextRequest('http://localhost:3000/actions/milepost/entries/team-emblem', { method: 'POST', body: form, headers: { cookie, 'x-csrf-token': r.v.csrf } }))
      return { status: response.status, body: (await response.json()) as any }
    }
    expect(await post(jpeg)).toMatchObject({ status: 200, body: { emblem: expect.stringMatching(/^upload:\d+$/), url: expect.stringContaining('/api/team-emblems/file/') } })
    expect(await post(new TextEncoder().encode('hello, not an image'))).toMatchObject({ status: 400, body: { error: en.entries.emblemType } })
    expect((await post(new Uint8Array(1024 * 1024 + 10).fill(0xff))).status).toBe(413)
    expect((await post(jpeg, false)).status).toBe(401)
  })

  it('a team carries its captain’s own upload; another customer’s upload named in the cart is not published', async () => {
    const jpeg = fs.readFileSync(path.resolve('src/seed/images/catalogue/medal-hanger.jpg'))
    const upload = async (r: Awaited<ReturnType<typeof runner>>) => {
      const form = new FormData()
      form.set('file', new File([Buffer.from(jpeg)], 'emblem.jpg', { type: 'image/jpeg' }))
      const cookie = `${SESSION_COOKIE}=${r.v.session}; ${r.cookie}`
      const response = await teamEmblem(new NextRequest('http://localhost:3000/actions/milepost/entries/team-emblem', { method: 'POST', body: form, headers: { cookie, 'x-csrf-token': r.v.csrf } }))
      return ((await response.json()) as { emblem: string }).emblem
    }
    const teamOf = async (r: Awaited<ReturnType<typeof runner>>, name: string, emblem: string) => {
      await enter(
        r,
        entryOptions('a', r.email, {
          entryPath: 'create-team',
          teamName: name,
          teamDistance: distances.half,
          teamTimezone: 'Europe/London',
          teamTimeboxedStartDate: '2027-01-12',
          teamTimeboxedStartTime: '09:00',
          teamEmblem: emblem,
        }),
      )
      const paid = await r.pay()
      expect(paid.status).toBe(200)
      return (await payload.find({ collection: 'teams', where: { orderNumber: { equals: paid.body.order.number } }, depth: 0 })).docs[0]!
    }
    const owner = await runner()
    const own = await upload(owner)
    expect((await teamOf(owner, 'Own Emblem Runners', own)).emblemImage).toBe(Number(own.slice('upload:'.length)))
    const stranger = await upload(await runner())
    const borrower = await runner()
    expect((await teamOf(borrower, 'Borrowed Emblem Runners', stranger)).emblemImage ?? null).toBeNull()
  })
})

describe('entries and teams in the admin', () => {
  const exportCsv = async (collection: 'entries' | 'teams', query: string, token?: string) => {
    const response = await restGet(siteRequest(`/api/${collection}/export.csv${query}`, { headers: token ? { authorization: `JWT ${token}` } : {} }), {
      params: Promise.resolve({ slug: [collection, 'export.csv'] }),
    })
    return { status: response.status, lines: (await response.text()).trim().split('\r\n') }
  }

  it('exports an event’s entries with entrant, email, distance, timezone, start, team, medal and order reference; editors only', async () => {
    await payload.create({ collection: 'users', data: { email: 'entries.editor@milepost.test', password: 'editor-password-1', roles: ['editor'] }, context })
    const token = (await payload.login({ collection: 'users', data: { email: 'entries.editor@milepost.test', password: 'editor-password-1' } })).token!
    expect((await exportCsv('entries', '')).status).toBe(403)

    const csv = await exportCsv('entries', `?where[event][equals]=${ids.relay}&where[team][exists]=true`, token)
    expect(csv.status).toBe(200)
    expect(csv.lines[0]).toBe(
      'entrant,email,event,entry_type,entry_path,distance,distance_km,timezone,group,start,team,medal,order_reference,entered_at,race_status,counted_km,finished_at,finish_time,locale,site_id',
    )
    const kid = csv.lines.find((l) => l.startsWith('Kid Runner,'))!
    expect(kid.split(',').slice(0, 13)).toEqual([
      'Kid Runner',
      'kid@example.com',
      'Test Relay',
      'child',
      'create-team',
      '10K',
      '10',
      'Europe/Paris',
      '',
      '2027-01-20 07:00',
      'Les Gazelles de Montréal',
      'yes',
      expect.stringMatching(/^MP-/),
    ])
    expect(csv.lines.slice(1).every((l) => /Les Gazelles de Montréal|Own Emblem Runners|Borrowed Emblem Runners|Die Eulen|Die Uhus/.test(l))).toBe(true)

    const teams = await exportCsv('teams', `?where[event][equals]=${ids.relay}`, token)
    expect(teams.lines[0]).toBe('team,event,captain_email,distance,timezone,start,adult_places,child_places,order_reference,created_at')
    expect(teams.lines.find((l) => l.startsWith('Les Gazelles de Montréal,'))).toMatch(
      /^Les Gazelles de Montréal,Test Relay,runner\d+@example.com,Half marathon,Europe\/London,2027-01-12 09:00,1,0,MP-/,
    )
  })
})
