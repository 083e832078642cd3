import config from '@payload-config'
import { eq } from 'drizzle-orm'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GET as getRace } from '@/app/app-api/races/[entryId]/route'
import { POST as logRun } from '@/app/app-api/races/[entryId]/activities/route'
import { DELETE as deleteRun, PUT as editRun } from '@/app/app-api/races/[entryId]/activities/[activityId]/route'
import { POST as uploadRun } from '@/app/app-api/races/[entryId]/activities/upload/route'
import { POST as chooseUnit } from '@/app/actions/milepost/account/distance-unit/route'
import { drizzleOf } from '@/db/drizzle-tables'
import { formatDistance, runnerUnit } from '@/i18n/format'
import { sendFinisherMail } from '@/server/races/mails'
import { visitor } from '../support/cart-api'
import { gpxFile, northbound } from '@/races/fixtures.test-support'
import { entrant, raceEvent, raceTeam, uploadRequest } from '../support/race-world'
import { clockAt, realClock } from '../support/clock'
import { siteRequest } from '../support/requests'
import { payloadRaceStore } from '@/server/stores/race-store'
import { raceService } from '@/races/service'
import { runReview } from '@/cms/endpoints/run-review'

const raceServiceOf = () => raceService(payloadRaceStore(payload))

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})
afterEach(realClock)

type Who = { entryId: number; bearer: Record<string, string> }
const body = async (response: Response) => ({ status: response.status, body: (await response.json()) as any })
const log = async (who: Who, run: Record<string, unknown>) =>
  body(
    await logRun(
      siteRequest(`/app-api/races/${who.entryId}/activities`, { method: 'POST', headers: who.bearer, body: run }) as never,
      { params: Promise.resolve({ entryId: String(who.entryId) }) } as never,
    ),
  )
const edit = async (who: Who, runId: number, run: Record<string, unknown>, entryId = who.entryId) =>
  body(
    await editRun(
      siteRequest(`/app-api/races/${entryId}/activities/${runId}`, { method: 'PUT', headers: who.bearer, body: run }) as never,
      {
        params: Promise.resolve({ entryId: String(entryId), activityId: String(runId) }),
      } as never,
    ),
  )
const remove = async (who: Who, runId: number, entryId = who.entryId) =>
  body(
    await deleteRun(
      siteRequest(`/app-api/races/${entryId}/activities/${runId}`, { method: 'DELETE', headers: who.bearer }) as never,
      {
        params: Promise.resolve({ entryId: String(entryId), activityId: String(runId) }),
      } as never,
    ),
  )
const race = async (who: Who) =>
  (await body(await getRace(siteRequest(`/app-api/races/${who.entryId}`, { headers: who.bearer }) as never, { params: Promise.resolve({ entryId: String(who.entryId) }) } as never))).body.race
const runsOf = async (entryId: number) => (await payload.find({ collection: 'activities', where: { entry: { equals: entryId } }, pagination: false, overrideAccess: true, sort: 'startedAt' })).docs
const entryRow = (entryId: number) => payload.findByID({ collection: 'entries', id: entryId, depth: 0, overrideAccess: true })
const run = (startedAt: string, distanceMeters = 5000, durationSeconds = 1800) => ({ startedAt, distanceMeters, durationSeconds, activityType: 'run' })

describe('correcting and deleting runs (docs/decisions/0041-editing-runs-units-and-the-board.md)', () => {
  it('corrects a typo (15 km for 1.5 km): the total, the team’s and the board follow', async () => {
    clockAt('2026-06-03T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30', dailyDistanceCapKm: null })
    const team = await raceTeam(payload, event, 'Typo Trotters')
    const ann = await entrant(payload, event, { email: 'typo@example.com', distanceKm: 50, team })
    const logged = await log(ann, run('2026-06-02T07:00:00Z', 15_000, 4500))
    expect(logged.body.activity.status).toBe('counted')
    const id = logged.body.activity.id
    const fixed = await edit(ann, id, run('2026-06-02T07:00:00Z', 1500, 600))
    expect(fixed.status).toBe(200)
    expect(fixed.body.activity).toMatchObject({ id, distanceMeters: 1500, status: 'counted' })
    expect(fixed.body.race.progress).toEqual({ distanceMeters: 1500, activityCount: 1, percent: 3 })
    expect(fixed.body.race.team.progress.distanceMeters).toBe(1500)
    // Judged again as a new log: too fast for its distance, it is held and leaves the total.
    const implausible = await edit(ann, id, run('2026-06-02T07:00:00Z', 5000, 600))
    expect(implausible.body.activity).toMatchObject({ status: 'held', reason: 'implausible-pace' })
    expect(implausible.body.race.progress.distanceMeters).toBe(0)
    expect((await edit(ann, id, run('2026-06-02T07:00:00Z', 5000, 1800))).body.race.progress.distanceMeters).toBe(5000)
    // The window's rules hold for a correction too, and nothing changes when one refuses it.
    const outside = await edit(ann, id, run('2026-05-30T07:00:00Z', 5000, 1800))
    expect(outside).toMatchObject({ status: 400, body: { error: 'This run started before your race window opened.' } })
    const second = await log(ann, run('2026-06-02T09:00:00Z'))
    expect((await edit(ann, second.body.activity.id, run('2026-06-02T07:10:00Z'))).status).toBe(409)
    // A rejected run holds its start time too: a correction onto it is the same start twice, not a 500.
    const rejected = (await log(ann, run('2026-06-01T10:00:00Z', 5000, 1800))).body.activity.id
    const { drizzle: db, tables: t } = drizzleOf(payload)
    await db.update(t.activities).set({ status: 'rejected', reason: 'rejected-by-editor' }).where(eq(t.activities.id, rejected))
    // As an editor's rejection leaves them (a held run never counted): the run's distance out again.
    await db.update(t.entries).set({ countedMeters: 10_000, countedRuns: 2, countedSeconds: 3600 }).where(eq(t.entries.id, ann.entryId))
    await db.update(t.teams).set({ countedMeters: 10_000 }).where(eq(t.teams.id, team.id))
    expect(await edit(ann, second.body.activity.id, run('2026-06-01T10:00:00Z'))).toMatchObject({ status: 409, body: { error: 'A run with this start time is already logged.' } })
    expect((await edit(ann, rejected, run('2026-06-01T11:00:00Z'))).status).toBe(409)
    expect((await remove(ann, rejected)).status).toBe(200)
    expect((await edit(ann, id, { ...run('2026-06-02T07:00:00Z'), distanceMeters: -5 })).status).toBe(400)
    expect((await edit(ann, id, { ...run('2026-06-02T07:00:00Z'), activityType: 'swim' })).status).toBe(400)
    expect((await runsOf(ann.entryId)).map((r) => [r.distanceMeters, r.startedAt.slice(0, 16)])).toEqual([
      [5000, '2026-06-02T07:00'],
      [5000, '2026-06-02T09:00'],
    ])
    expect((await race(ann)).progress.distanceMeters).toBe(10_000)
    // Deleting takes what it counted out of both totals.
    const gone = await remove(ann, id)
    expect(gone.status).toBe(200)
    expect(gone.body.race.progress).toEqual({ distanceMeters: 5000, activityCount: 1, percent: 10 })
    expect(gone.body.race.team.progress.distanceMeters).toBe(5000)
    expect(await runsOf(ann.entryId)).toHaveLength(1)
    expect((await remove(ann, id)).status).toBe(404)
  })

  it('refuses another runner’s run, whichever entry the address names, and changes nothing', async () => {
    clockAt('2026-06-03T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const ann = await entrant(payload, event, { email: 'owner.edit@example.com' })
    const ben = await entrant(payload, event, { email: 'intruder.edit@example.com' })
    const annRun = (await log(ann, run('2026-06-02T07:00:00Z'))).body.activity.id
    await log(ben, run('2026-06-02T08:00:00Z'))
    // Ben's token on Ann's entry, and Ben's own entry with Ann's run's id: both not found.
    for (const entryId of [ann.entryId, ben.entryId]) {
      expect((await edit({ ...ben }, annRun, run('2026-06-02T07:00:00Z', 1), entryId)).status).toBe(404)
      expect((await remove({ ...ben }, annRun, entryId)).status).toBe(404)
    }
    expect((await edit({ ...ann, bearer: {} }, annRun, run('2026-06-02T07:00:00Z', 1))).status).toBe(401)
    // A customer's session cookie (not an app bearer) is no way in either.
    const response = await deleteRun(
      siteRequest(`/app-api/races/${ann.entryId}/activities/${annRun}`, { method: 'DELETE', headers: ann.cookie }) as never,
      {
        params: Promise.resolve({ entryId: String(ann.entryId), activityId: String(annRun) }),
      } as never,
    )
    expect(response.status).toBe(401)
    for (const bad of ['0', 'abc', '99999999999']) expect((await remove(ann, bad as never)).status).toBe(404)
    expect((await runsOf(ann.entryId)).map((r) => r.distanceMeters)).toEqual([5000])
    expect((await race(ann)).progress.distanceMeters).toBe(5000)
    expect((await race(ben)).progress.distanceMeters).toBe(5000)
  })

  it('deletes an uploaded run but does not correct it; nothing changes once logging has closed', async () => {
    clockAt('2026-06-03T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-03', graceHours: 1 })
    const ann = await entrant(payload, event, { email: 'uploader.edit@example.com', timezone: 'UTC' })
    const gpx = gpxFile({ tracks: [[northbound({ startMs: Date.parse('2026-06-02T06:00:00Z'), count: 201, everySeconds: 5 })]] })
    const uploaded = (
      await body(
        await uploadRun(uploadRequest(`/app-api/races/${ann.entryId}/activities/upload`, ann.bearer, gpx, 'run.gpx') as never, { params: Promise.resolve({ entryId: String(ann.entryId) }) } as never),
      )
    ).body
    const fileRun = uploaded.activity.id
    expect((await edit(ann, fileRun, run('2026-06-02T06:00:00Z', 9000, 3000))).body.error).toBe('A run from a file or the app can only be deleted: delete it and log it again.')
    expect((await remove(ann, fileRun)).body.race.progress.distanceMeters).toBe(0)
    const byHand = (await log(ann, run('2026-06-03T07:00:00Z'))).body.activity.id
    await payloadRaceStore(payload).markClosed(ann.entryId, new Date())
    expect(await remove(ann, byHand)).toMatchObject({ status: 409, body: { error: 'Your race is closed: no more runs can be logged.' } })
    expect((await edit(ann, byHand, run('2026-06-03T07:00:00Z', 6000))).status).toBe(400)
    expect((await runsOf(ann.entryId)).map((r) => r.distanceMeters)).toEqual([5000])
  })

  it('takes a finish back when a correction leaves the distance short, withdraws an unpacked medal, and finishes again', async () => {
    clockAt('2026-06-03T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30', dailyDistanceCapKm: null })
    const ann = await entrant(payload, event, { email: 'unfinish@example.com', distanceKm: 10 })
    const first = (await log(ann, run('2026-06-02T07:00:00Z', 15_000, 5400))).body.activity.id
    expect((await race(ann)).status).toBe('finished')
    const shipments = () => payload.find({ collection: 'medal-shipments', where: { entry: { equals: ann.entryId } }, overrideAccess: true }).then((r) => r.docs)
    expect(await shipments()).toHaveLength(1)
    const short = (await edit(ann, first, run('2026-06-02T07:00:00Z', 1500, 540))).body.race
    expect(short).toMatchObject({ status: 'open', finishedAt: null, finishSeconds: null, certificateUrl: null, medal: null })
    expect(await shipments()).toHaveLength(0)
    const jobs = await payload.find({ collection: 'jobs', where: { key: { equals: `race-finished:${ann.entryId}` } }, overrideAccess: true })
    expect(jobs.docs).toHaveLength(0)
    // Above the target again: finished where the runs now reach it, and the finisher's job queued anew.
    await log(ann, run('2026-06-02T09:00:00Z', 9000, 3000))
    const again = await race(ann)
    expect(again).toMatchObject({ status: 'finished', finishedAt: '2026-06-02T09:50:00.000Z', medal: { status: 'awaiting-address' } })
    expect((await payload.find({ collection: 'jobs', where: { key: { equals: `race-finished:${ann.entryId}` } }, overrideAccess: true })).docs).toHaveLength(1)
    // A medal already packed or shipped stays with the runner.
    const [shipment] = await shipments()
    const { drizzle, tables } = drizzleOf(payload)
    await drizzle.update(tables.medal_shipments).set({ status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM1' }).where(eq(tables.medal_shipments.id, shipment!.id))
    expect((await remove(ann, first)).body.race).toMatchObject({ status: 'open', finishedAt: null, medal: { status: 'shipped' } })
    expect((await entryRow(ann.entryId)).certificatePdf ?? null).toBeNull()
    // A certificate a worker made for the finish taken back does not land on the entry.
    expect(await payloadRaceStore(payload).saveCertificate(ann.entryId, new Uint8Array([37, 80, 68, 70]), new Date('2026-06-02T09:50:00.000Z'))).toBe(false)
    expect((await entryRow(ann.entryId)).certificatePdf ?? null).toBeNull()
  })

  it('two corrections of one run at once move the total once each, never twice', async () => {
    clockAt('2026-06-03T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30', dailyDistanceCapKm: null })
    const ann = await entrant(payload, event, { email: 'parallel.edit@example.com', distanceKm: 100 })
    const id = (await log(ann, run('2026-06-02T07:00:00Z', 15_000, 5400))).body.activity.id
    await log(ann, run('2026-06-01T07:00:00Z', 5000, 1800))
    const answers = await Promise.all([
      edit(ann, id, run('2026-06-02T07:00:00Z', 1500, 600)),
      edit(ann, id, run('2026-06-02T07:00:00Z', 2500, 900)),
      remove(ann, id),
      edit(ann, id, run('2026-06-02T07:00:00Z', 3000, 1000)),
    ])
    expect(answers.every((a) => [200, 404].includes(a.status))).toBe(true)
    const rows = await runsOf(ann.entryId)
    const entry = await entryRow(ann.entryId)
    // Whatever order they ran in, the kept totals are exactly the runs as they now stand.
    expect(Number(entry.countedMeters)).toBe(rows.filter((r) => r.status === 'counted').reduce((sum, r) => sum + Number(r.distanceMeters), 0))
    expect(Number(entry.countedRuns)).toBe(rows.filter((r) => r.status === 'counted').length)
    expect(Number(entry.countedSeconds)).toBe(rows.filter((r) => r.status === 'counted').reduce((sum, r) => sum + Number(r.durationSeconds), 0))
  })

  it('does not let an editor approve, unseen, a held run its runner corrected after the editor opened it; what counts is what the run says', async () => {
    clockAt('2026-06-03T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30', dailyDistanceCapKm: null })
    const ann = await entrant(payload, event, { email: 'held-edit@example.com', distanceKm: 500 })
    const held = await log(ann, run('2026-06-02T07:00:00Z', 10_000, 1200))
    expect(held.body.activity.status).toBe('held')
    const id = held.body.activity.id
    const editor = await payload.create({ collection: 'users', data: { email: 'held-edit-reviewer@example.com', password: 'editor-password-1', roles: ['editor'] } as never })
    const review = async (decision: unknown) =>
      body((await runReview.handler({ user: { ...editor, collection: 'users' }, routeParams: { id: String(id) }, json: async () => decision, payload } as never)) as Response)
    // The editor opens it at 10 km; the runner then makes it 100 km at the same pace (held again).
    const edited = await edit(ann, id, run('2026-06-02T07:00:00Z', 100_000, 12_000))
    expect(edited.body.activity).toMatchObject({ status: 'held', distanceMeters: 100_000 })
    expect(await review({ decision: 'approve', seen: { distanceMeters: 10_000, durationSeconds: 1200 } })).toMatchObject({ status: 409 })
    expect((await race(ann)).progress.distanceMeters).toBe(0)
    // Approved as seen now, it counts what the row holds.
    expect(await review({ decision: 'approve', seen: { distanceMeters: 100_000, durationSeconds: 12_000 } })).toMatchObject({ status: 200 })
    expect((await race(ann)).progress).toMatchObject({ distanceMeters: 100_000, activityCount: 1 })
    expect(await review({ decision: 'approve', seen: { distanceMeters: 100_000, durationSeconds: 12_000 } })).toMatchObject({ status: 409 })
  })
})

describe('the leaderboard ranks by share of each runner’s own target', () => {
  it('puts a 50 km runner halfway above a 100 km runner a third of the way, finishers first, and narrows to one distance', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30', dailyDistanceCapKm: null })
    const [half, third, done, far] = await Promise.all([
      entrant(payload, event, { email: 'board-half@example.com', firstName: 'Hana', distanceKm: 50 }),
      entrant(payload, event, { email: 'board-third@example.com', firstName: 'Theo', distanceKm: 100 }),
      entrant(payload, event, { email: 'board-done@example.com', firstName: 'Dora', distanceKm: 10 }),
      entrant(payload, event, { email: 'board-far@example.com', firstName: 'Fern', distanceKm: 100 }),
    ])
    await log(half, run('2026-06-02T07:00:00Z', 25_000, 9000))
    await log(third, run('2026-06-02T07:00:00Z', 34_000, 12_000))
    await log(done, run('2026-06-02T07:00:00Z', 12_000, 4000))
    await log(far, run('2026-06-02T07:00:00Z', 30_000, 11_000))
    const { drizzle, tables } = drizzleOf(payload)
    await drizzle.update(tables.entries).set({ onBoard: true }).where(eq(tables.entries.event, event.id))
    const service = raceServiceOf()
    const board = await service.board(event.id)
    expect(board.runners.map((r) => [r.name, r.meters, r.targetMeters])).toEqual([
      ['Dora R.', 12_000, 10_000],
      ['Hana R.', 25_000, 50_000],
      ['Theo R.', 34_000, 100_000],
      ['Fern R.', 30_000, 100_000],
    ])
    expect((await service.board(event.id, { distanceKm: 100 })).runners.map((r) => r.name)).toEqual(['Theo R.', 'Fern R.'])
    expect((await service.board(event.id, { distanceKm: 50 })).runners.map((r) => r.name)).toEqual(['Hana R.'])
  })
})

describe('the runner’s unit and the event’s', () => {
  it('keeps the event’s km in the finish mail, and follows the unit the runner chose for what they ran', async () => {
    clockAt('2026-06-03T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30', title: 'Riverside Unit Half' })
    const ann = await entrant(payload, event, { email: 'units@example.com', distanceKm: 21.1 })
    const store = payloadRaceStore(payload)
    expect((await store.raceOfEntry(ann.entryId))!.runner.unit).toBeNull()
    const choose = async (cookie: string, body: unknown) => {
      const v = await visitor()
      const response = await chooseUnit(
        siteRequest('/actions/milepost/account/distance-unit', { method: 'POST', headers: { cookie: `mp_session=${v.session}; ${cookie}`, 'x-csrf-token': v.csrf }, body }) as never,
      )
      return { status: response.status, body: (await response.json()) as any }
    }
    expect(await choose(ann.cookie.cookie, { unit: 'mi' })).toEqual({ status: 200, body: { unit: 'mi' } })
    expect((await choose(ann.cookie.cookie, { unit: 'furlongs' })).status).toBe(400)
    expect((await choose('', { unit: 'km' })).status).toBe(401)
    expect((await store.raceOfEntry(ann.entryId))!.runner.unit).toBe('mi')

    await log(ann, run('2026-06-02T07:00:00Z', 21_100, 7200))
    const race = (await store.raceOfEntry(ann.entryId))!
    expect(race.finishedAt).not.toBeNull()
    const sent: { subject: string; html: string }[] = []
    const original = payload.sendEmail
    payload.sendEmail = (async (message: { subject: string; html: string }) => void sent.push(message)) as never
    try {
      await sendFinisherMail(payload, ann.entryId)
    } finally {
      payload.sendEmail = original
    }
    expect(sent[0]!.html).toContain('target of 21.1 km in Riverside Unit Half')
    expect(sent[0]!.html).not.toContain(' mi ')
    expect(formatDistance(race.totals.meters, race.locale, runnerUnit(race.runner.unit, race.locale))).toBe('13.1 mi')
  })
})
