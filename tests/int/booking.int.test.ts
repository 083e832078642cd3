/**
 * Entrants managing their own booking on the app API (issue 28, decision 0055). Transfers: an
 * entrant offers their entry to a friend's email; the friend claims it from the mailed link with
 * their own account, and the entry, its runs and its medal become theirs. One owner, whatever the
 * number of claims at once; a friend entered already is refused with the spec's words; the entrant
 * can take a pending offer back. Changes: distance, clock, group and start, within the event's rules.
 */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DELETE as takeBack, GET as transferState, POST as offer } from '@/app/app-api/races/[entryId]/transfer/route'
import { POST as claim } from '@/app/app-api/transfers/claim/route'
import { GET as listRaces } from '@/app/app-api/races/route'
import { POST as logRun } from '@/app/app-api/races/[entryId]/activities/route'
import { GET as entryChoices, PATCH as changeEntry } from '@/app/app-api/races/[entryId]/entry/route'
import { GET as teamOfCaptain, PATCH as renameTeam } from '@/app/app-api/teams/[teamId]/route'
import { POST as handOver } from '@/app/app-api/teams/[teamId]/captain/route'
import { GET as deferralChoices, POST as deferTo } from '@/app/app-api/races/[entryId]/deferral/route'
import { env } from '@/lib/env'
import { runDueJobs } from '@/server/jobs/worker'
import { clockAt, realClock } from '../support/clock'
import { lastOutboxMailTo } from '../support/outbox-files'
import { entrant, raceEvent, raceTeam } from '../support/race-world'
import { restCall } from '../support/payload-api'
import { siteRequest } from '../support/requests'

let payload: Payload
beforeAll(async () => {
  payload = await getPayload({ config })
})
afterEach(realClock)

type Route = (request: never, ctx: never) => Promise<Response>
type Who = { entryId: number; bearer: Record<string, string> }
// biome-ignore lint/suspicious/noExplicitAny: answers are read as the contract documents them
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as any })
const call = async (route: Route, path: string, options: Parameters<typeof siteRequest>[1], entryId?: number) =>
  answer(await route(siteRequest(path, options) as never, (entryId === undefined ? undefined : { params: Promise.resolve({ entryId: String(entryId) }) }) as never))
const offerTo = (who: Who, email: string, locale = 'en', requestLocale = 'en') =>
  call(offer, `/app-api/races/${who.entryId}/transfer`, { method: 'POST', headers: { ...who.bearer, 'x-milepost-locale': requestLocale }, body: { email, locale } }, who.entryId)
const claimAs = (bearer: Record<string, string>, token: string, locale = 'en', names = { firstName: 'Bo', lastName: 'Lind' }) =>
  call(claim, '/app-api/transfers/claim', { method: 'POST', headers: { ...bearer, 'x-milepost-locale': locale }, body: { token, ...names } })
const entryOf = (id: number) => payload.findByID({ collection: 'entries', id, depth: 0, overrideAccess: true })

/** The claim token of the newest transfer mail to an address (the worker sends the queued mail first). */
async function claimToken(email: string) {
  await runDueJobs(payload)
  const mail = lastOutboxMailTo(env.DATA_DIR, email)
  const token = /claim-entry\?[^\s"]*token=([\w-]+)/.exec(mail)?.[1]
  expect(token, mail).toBeDefined()
  return { token: token!, mail }
}

let people = 0
const person = (name: string) => `${name}.${++people}.${Date.now()}@example.com`

describe('transferring an entry to a friend', () => {
  it('mails the friend in their language; the claim moves the entry and its runs; the entrant is told in theirs', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2027-04-01', endDay: '2027-06-30', title: 'Transfer Trail' })
    const ann = await entrant(payload, event, { email: person('ann'), locale: 'de' })
    const boEmail = person('bo')
    const bo = await entrant(payload, await raceEvent(payload, { startDay: '2027-04-01', endDay: '2027-05-01' }), { email: boEmail })
    expect(
      (
        await call(
          logRun,
          `/app-api/races/${ann.entryId}/activities`,
          { method: 'POST', headers: ann.bearer, body: { startedAt: '2027-04-01T08:00:00Z', distanceMeters: 5000, durationSeconds: 1800, activityType: 'run' } },
          ann.entryId,
        )
      ).status,
    ).toBe(201)

    const offered = await offerTo(ann, boEmail, 'fr', 'de')
    expect(offered.status, JSON.stringify(offered.body)).toBe(201)
    expect(offered.body.transfer.pending).toMatchObject({ toEmail: boEmail, locale: 'fr' })
    const { token, mail } = await claimToken(boEmail)
    expect(mail).toContain('vous cède sa place')
    expect(mail).toMatch(/\/account\/claim-entry\?token=[\w-]+&lang=fr/)

    const claimed = await claimAs(bo.bearer, token, 'fr')
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200)
    expect(claimed.body).toEqual({ entryId: ann.entryId })
    expect(await entryOf(ann.entryId)).toMatchObject({ email: boEmail, emailKey: boEmail, firstName: 'Bo', lastName: 'Lind', entrantCustomerId: bo.customerId, locale: 'fr' })
    const boRaces = await call(listRaces, '/app-api/races', { headers: bo.bearer })
    expect(boRaces.body.races.find((r: { entryId: number }) => r.entryId === ann.entryId)).toMatchObject({ progress: { distanceMeters: 5000 } })
    expect((await call(listRaces, '/app-api/races', { headers: ann.bearer })).body.races).toEqual([])

    await runDueJobs(payload)
    expect(lastOutboxMailTo(env.DATA_DIR, (await payload.findByID({ collection: 'customers', id: ann.customerId, depth: 0 })).email)).toContain('gehört jetzt Bo Lind')
    const history = await payload.find({ collection: 'audit-events', where: { entry: { equals: ann.entryId } }, depth: 0, sort: 'createdAt' })
    expect(history.docs.map((d) => d.action)).toEqual(['entry.transfer-offered', 'entry.transfer-claimed'])
    // The link is spent.
    expect((await claimAs(bo.bearer, token)).status).toBe(404)
  })

  it('a transfer claimed by several friends at once has one owner', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' })
    const ann = await entrant(payload, event, { email: person('ann') })
    const other = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' })
    const friends = await Promise.all([1, 2, 3, 4, 5].map((n) => entrant(payload, other, { email: person(`friend${n}`) })))
    expect((await offerTo(ann, 'someone@example.com')).status).toBe(201)
    const { token } = await claimToken('someone@example.com')
    const answers = await Promise.all(friends.map((f) => claimAs(f.bearer, token)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404, 404, 404])
    const winner = friends[answers.findIndex((a) => a.status === 200)]!
    expect((await entryOf(ann.entryId)).entrantCustomerId).toBe(winner.customerId)
    const settled = await payload.find({ collection: 'entry-transfers', where: { entry: { equals: ann.entryId } }, depth: 0, overrideAccess: true })
    expect(settled.docs.map((d) => [d.state, d.claimedByCustomerId])).toEqual([['claimed', winner.customerId]])
  })

  it('a friend already entered in the event cannot claim: the spec’s words, and nothing changes', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' })
    const ann = await entrant(payload, event, { email: person('ann') })
    const cyEmail = person('cy')
    const cy = await entrant(payload, event, { email: cyEmail })
    expect((await offerTo(ann, cyEmail)).status).toBe(201)
    const { token } = await claimToken(cyEmail)
    const refused = await claimAs(cy.bearer, token)
    expect(refused).toMatchObject({ status: 409, body: { error: 'User has already entered event' } })
    expect((await entryOf(ann.entryId)).entrantCustomerId).toBe(ann.customerId)
    expect((await call(transferState, `/app-api/races/${ann.entryId}/transfer`, { headers: ann.bearer }, ann.entryId)).body.transfer.pending).toMatchObject({ toEmail: cyEmail })
  })

  it('one open offer per entry, even asked twice at once; taking it back spends the link', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' })
    const ann = await entrant(payload, event, { email: person('ann') })
    const both = await Promise.all([offerTo(ann, 'one@example.com'), offerTo(ann, 'two@example.com')])
    expect(both.map((a) => a.status).sort()).toEqual([201, 409])
    const open = await payload.find({ collection: 'entry-transfers', where: { entry: { equals: ann.entryId }, state: { equals: 'pending' } }, depth: 0, overrideAccess: true })
    expect(open.totalDocs).toBe(1)
    const to = open.docs[0]!.toEmail
    const { token } = await claimToken(to)
    const back = await call(takeBack, `/app-api/races/${ann.entryId}/transfer`, { method: 'DELETE', headers: ann.bearer }, ann.entryId)
    expect(back).toMatchObject({ status: 200, body: { transfer: { pending: null, allowed: true } } })
    const friend = await entrant(payload, await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' }), { email: person('late') })
    expect((await claimAs(friend.bearer, token)).status).toBe(404)
    expect((await call(takeBack, `/app-api/races/${ann.entryId}/transfer`, { method: 'DELETE', headers: ann.bearer }, ann.entryId)).status).toBe(409)
  })

  it('closes at the event’s cut-off, and nobody handles another’s entry', async () => {
    clockAt('2027-05-30T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' })
    const ann = await entrant(payload, event, { email: person('ann') })
    const ben = await entrant(payload, event, { email: person('ben') })
    expect(await offerTo(ann, 'late@example.com')).toMatchObject({ status: 409, body: { error: 'Changes to this entry have closed.' } })
    expect((await call(transferState, `/app-api/races/${ann.entryId}/transfer`, { headers: ann.bearer }, ann.entryId)).body.transfer).toMatchObject({
      allowed: false,
      closesAt: '2027-05-29T00:00:00.000Z',
    })
    expect((await offerTo({ entryId: ann.entryId, bearer: ben.bearer }, 'x@example.com')).status).toBe(404)
    expect((await call(transferState, `/app-api/races/${ann.entryId}/transfer`, {}, ann.entryId)).status).toBe(401)
    expect((await offerTo(ann, 'not-an-email')).status).toBe(400)
  })
})

describe('changing one’s own entry', () => {
  const change = (who: Who, body: Record<string, unknown>, locale = 'en') =>
    call(changeEntry, `/app-api/races/${who.entryId}/entry`, { method: 'PATCH', headers: { ...who.bearer, 'x-milepost-locale': locale }, body }, who.entryId)

  it('to another of the event’s distances, clock and group: written, and kept in the entry’s history', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' })
    await payload.update({
      collection: 'events',
      id: event.id,
      data: {
        entryDistances: [
          { label: '10K', lengthKm: 10 },
          { label: 'Half', lengthKm: 21.1 },
        ],
        groups: [{ label: 'Club' }],
      },
      context: { disableRevalidate: true },
    })
    const ann = await entrant(payload, event, { email: person('ann') })
    const choices = await call(entryChoices, `/app-api/races/${ann.entryId}/entry`, { headers: ann.bearer }, ann.entryId)
    expect(choices.body.entry).toMatchObject({ open: true, timeboxed: false, current: { timezone: 'Europe/London' } })
    const half = choices.body.entry.distances.find((d: { label: string }) => d.label === 'Half').id
    const group = choices.body.entry.groups[0].id
    const changed = await change(ann, { distance: half, timezone: 'America/Toronto', groupId: group })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.entry.current).toMatchObject({ distance: half, timezone: 'America/Toronto', groupId: group })
    expect(await entryOf(ann.entryId)).toMatchObject({ distanceLabel: 'Half', distanceKm: 21.1, timezone: 'America/Toronto', groupLabel: 'Club' })
    const history = await payload.find({ collection: 'audit-events', where: { entry: { equals: ann.entryId }, action: { equals: 'entry.changed' } }, depth: 0 })
    expect(history.docs[0]?.detail).toMatchObject({ from: { distanceLabel: '10K', timezone: 'Europe/London' }, to: { distanceLabel: 'Half', timezone: 'America/Toronto' } })
  })

  it('refuses what the event does not offer (in the runner’s language, field by field), another’s entry and a team member’s', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' })
    const ann = await entrant(payload, event, { email: person('ann') })
    const ben = await entrant(payload, event, { email: person('ben'), team: await raceTeam(payload, event, `Changers ${Date.now()}`) })
    const refused = await change(ann, { distance: 'nope', timezone: 'Mars/Olympus' }, 'de')
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.errors).sort()).toEqual(['distance', 'timezone'])
    expect((await change({ entryId: ann.entryId, bearer: ben.bearer }, { distance: 'x', timezone: 'UTC' })).status).toBe(404)
    const distance = (await call(entryChoices, `/app-api/races/${ben.entryId}/entry`, { headers: ben.bearer }, ben.entryId)).body.entry.distances[0].id
    expect(await change(ben, { distance, timezone: 'UTC' })).toMatchObject({ status: 409, body: { error: 'A team member’s distance, time zone and start are the team’s: ask your captain.' } })
    expect(await entryOf(ann.entryId)).toMatchObject({ distanceLabel: '10K', timezone: 'Europe/London' })
  })
})

describe('the booking report', () => {
  it('lists one event’s transfers, changes and deferrals as CSV, for editors, where the entry has moved on too', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' })
    const later = await raceEvent(payload, { startDay: '2027-09-01', endDay: '2027-09-30' })
    await payload.update({ collection: 'events', id: event.id, data: { deferTo: [later.id] }, context: { disableRevalidate: true } })
    const ann = await entrant(payload, event, { email: person('ann') })
    expect((await offerTo(ann, 'report-friend@example.com')).status).toBe(201)
    expect((await call(takeBack, `/app-api/races/${ann.entryId}/transfer`, { method: 'DELETE', headers: ann.bearer }, ann.entryId)).status).toBe(200)
    const deferred = await call(deferTo, `/app-api/races/${ann.entryId}/deferral`, { method: 'POST', headers: ann.bearer, body: { eventId: later.id } }, ann.entryId)
    expect(deferred.status, JSON.stringify(deferred.body)).toBe(200)
    const other = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' })
    const ben = await entrant(payload, other, { email: person('ben') })
    expect((await offerTo(ben, 'other-friend@example.com')).status).toBe(201)
    await payload.create({ collection: 'users', data: { email: `report-editor-${Date.now()}@milepost.test`, password: 'editor-password-1', roles: ['editor'] }, context: { disableRevalidate: true } })
    const { docs } = await payload.find({ collection: 'users', where: { email: { like: 'report-editor-' } }, depth: 0, limit: 1 })
    const token = (await payload.login({ collection: 'users', data: { email: docs[0]!.email, password: 'editor-password-1' } })).token
    const csv = await restCall('GET', `/api/audit-events/export.csv?where[or][0][entry.event][equals]=${event.id}&where[or][1][event][equals]=${event.id}`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(csv.status).toBe(200)
    const lines = String(csv.body).trim().split('\r\n')
    expect(lines[0]).toBe('date,action,by,who,event_id,entry_id,entry_email,order,team,detail')
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual(['entry.deferred', 'entry.transfer-offered', 'entry.transfer-taken-back'])
    // Each line names the event it happened in, though the entry is now in the later one.
    expect(lines.slice(1).every((line) => line.split(',')[4] === String(event.id))).toBe(true)
  })
})

describe('a captain’s team', () => {
  const teamCall = async (route: Route, teamId: number, bearer: Record<string, string>, init: { method?: string; body?: unknown } = {}) =>
    answer(await route(siteRequest(`/app-api/teams/${teamId}`, { ...init, headers: bearer }) as never, { params: Promise.resolve({ teamId: String(teamId) }) } as never))

  it('shows its members and progress to its captain only; renames it (names stay unique) and hands it over once', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31' })
    const capEmail = person('cap')
    const team = await raceTeam(payload, event, `Captains ${Date.now()}`)
    await payload.update({ collection: 'teams', id: team.id, data: { captainEmail: capEmail }, context: { disableRevalidate: true } })
    const cap = await entrant(payload, event, { email: capEmail, team })
    await payload.update({ collection: 'teams', id: team.id, data: { captainCustomerId: cap.customerId }, context: { disableRevalidate: true } })
    const mo = await entrant(payload, event, { email: person('mo'), team, firstName: 'Mo' })
    const taken = await raceTeam(payload, event, `Taken ${Date.now()}`)

    const seen = await teamCall(teamOfCaptain, team.id, cap.bearer)
    expect(seen.status, JSON.stringify(seen.body)).toBe(200)
    expect(seen.body.team.members.map((m: { entryId: number }) => m.entryId)).toEqual([cap.entryId, mo.entryId])
    expect((await teamCall(teamOfCaptain, team.id, mo.bearer)).status).toBe(404)

    const takenName = (await payload.findByID({ collection: 'teams', id: taken.id, depth: 0 })).name
    expect((await teamCall(renameTeam, team.id, cap.bearer, { method: 'PATCH', body: { name: takenName.toUpperCase() } })).status).toBe(409)
    const renamed = await teamCall(renameTeam, team.id, cap.bearer, { method: 'PATCH', body: { name: 'Swift Sisters' } })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect((await payload.findByID({ collection: 'teams', id: team.id, depth: 0 })).name).toBe('Swift Sisters')
    expect((await teamCall(renameTeam, team.id, cap.bearer, { method: 'PATCH', body: { emblem: 'wave' } })).status).toBe(200)
    expect((await payload.findByID({ collection: 'teams', id: team.id, depth: 0 })).emblem).toBe('wave')
    for (const body of [{}, { emblem: 'skull' }]) expect((await teamCall(renameTeam, team.id, cap.bearer, { method: 'PATCH', body })).status).toBe(400)

    const handed = await answer(
      await handOver(
        siteRequest(`/app-api/teams/${team.id}/captain`, { method: 'POST', headers: cap.bearer, body: { entryId: mo.entryId } }) as never,
        { params: Promise.resolve({ teamId: String(team.id) }) } as never,
      ),
    )
    expect(handed.status).toBe(200)
    expect(await payload.findByID({ collection: 'teams', id: team.id, depth: 0 })).toMatchObject({ captainCustomerId: mo.customerId })
    expect((await teamCall(teamOfCaptain, team.id, cap.bearer)).status).toBe(404)
    expect((await teamCall(teamOfCaptain, team.id, mo.bearer)).status).toBe(200)
    const history = await payload.find({ collection: 'audit-events', where: { team: { equals: team.id } }, depth: 0, sort: 'createdAt' })
    expect(history.docs.map((d) => d.action)).toEqual(['team.renamed', 'team.emblem-changed', 'team.captain-handed-over'])
  })
})

describe('deferring to a later event', () => {
  it('moves the entry to an event the editors allow, once per email there, and never with runs logged', async () => {
    clockAt('2027-04-01T12:00:00Z')
    const spring = await raceEvent(payload, { startDay: '2027-05-01', endDay: '2027-05-31', title: 'Spring Ten' })
    const autumn = await raceEvent(payload, { startDay: '2027-09-01', endDay: '2027-09-30', title: 'Autumn Ten' })
    await payload.update({ collection: 'events', id: spring.id, data: { deferTo: [autumn.id] }, context: { disableRevalidate: true } })
    // One place left in the later event: the deferral takes it as a sale would.
    await payload.update({ collection: 'variants', id: autumn.variantId, data: { hasUnlimitedStock: false, stock: 1 } as never, context: { disableRevalidate: true } })
    const ann = await entrant(payload, spring, { email: person('ann') })
    const choices = await call(deferralChoices, `/app-api/races/${ann.entryId}/deferral`, { headers: ann.bearer }, ann.entryId)
    expect(choices.body.deferral).toEqual({ refusal: null, fee: null, targets: [{ eventId: autumn.id, title: 'Autumn Ten', start: '2027-09-01' }] })
    const defer = (who: Who, eventId: number) => call(deferTo, `/app-api/races/${who.entryId}/deferral`, { method: 'POST', headers: who.bearer, body: { eventId } }, who.entryId)
    expect((await defer(ann, spring.id)).status).toBe(409)
    const moved = await defer(ann, autumn.id)
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(await entryOf(ann.entryId)).toMatchObject({ event: autumn.id, variant: autumn.variantId, distanceKm: 10 })
    const history = await payload.find({ collection: 'audit-events', where: { entry: { equals: ann.entryId } }, depth: 0 })
    expect(history.docs.map((d) => d.action)).toContain('entry.deferred')
    expect((await payload.findByID({ collection: 'variants', id: autumn.variantId, depth: 0 })).stock).toBe(0)
    const dan = await entrant(payload, spring, { email: person('dan') })
    expect(await defer(dan, autumn.id)).toMatchObject({ status: 409 })
    expect(await entryOf(dan.entryId)).toMatchObject({ event: spring.id })
    await payload.update({ collection: 'variants', id: autumn.variantId, data: { stock: 5 } as never, context: { disableRevalidate: true } })

    // Someone in both events already: refused with the spec's words, nothing moves.
    const boEmail = person('bo')
    const bo = await entrant(payload, spring, { email: boEmail })
    await payload.create({
      collection: 'entries',
      data: {
        event: autumn.id,
        variant: autumn.variantId,
        entryPath: 'individual',
        entryType: 'adult',
        firstName: 'Bo',
        lastName: 'R',
        email: boEmail,
        emailKey: boEmail,
        distanceLabel: '10K',
        distanceKm: 10,
        timezone: 'Europe/London',
        orderNumber: 'ELSEWHERE',
        locale: 'en',
      } as never,
      context: { disableRevalidate: true },
    })
    expect(await defer(bo, autumn.id)).toMatchObject({ status: 409, body: { error: `Invalid entry: ${boEmail} has already entered the event` } })
    expect(await entryOf(bo.entryId)).toMatchObject({ event: spring.id })

    // With a run logged, the entry stays where its runs are.
    clockAt('2027-05-02T12:00:00Z')
    const cy = await entrant(payload, spring, { email: person('cy') })
    const run = await call(
      logRun,
      `/app-api/races/${cy.entryId}/activities`,
      { method: 'POST', headers: cy.bearer, body: { startedAt: '2027-05-02T08:00:00Z', distanceMeters: 3000, durationSeconds: 1200, activityType: 'run' } },
      cy.entryId,
    )
    expect(run.status).toBe(201)
    expect(await defer(cy, autumn.id)).toMatchObject({ status: 409, body: { error: 'Runs are logged for this entry, so it stays in this event.' } })
  })
})
