import config from '@payload-config'
import fs from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { GET as listRaces } from '@/app/app-api/races/route'
import { GET as getRace } from '@/app/app-api/races/[entryId]/route'
import { POST as logRun } from '@/app/app-api/races/[entryId]/activities/route'
import { POST as uploadRun } from '@/app/app-api/races/[entryId]/activities/upload/route'
import { GET as certificate } from '@/app/app-api/races/[entryId]/certificate/route'
import { PUT as deliveryAddress } from '@/app/app-api/races/[entryId]/delivery-address/route'
import { PUT as boardRoute } from '@/app/app-api/races/[entryId]/board/route'
import { runReview } from '@/cms/endpoints/run-review'
import { env } from '@/lib/env'
import { fitFile, gpxFile, northbound, tcxFile } from '@/races/fixtures.test-support'
import { runDueJobs } from '@/server/jobs/worker'
import { drizzleOf } from '@/db/drizzle-tables'
import { eq } from 'drizzle-orm'
import { closeEndedRaces, raceService } from '@/races/service'
import { payloadRaceStore } from '@/server/stores/race-store'
import { pdfText } from '../support/pdf-text'
import { entrant, raceEvent, raceTeam, uploadRequest } from '../support/race-world'
import { clockAt, realClock } from '../support/clock'
import { siteRequest } from '../support/requests'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})
afterEach(realClock)

/** Sets the clock the race rules read (timers stay real: the database needs them). */

type Route = (request: never, ctx: never) => Promise<Response>
const answer = async (response: Response) => ({ status: response.status, body: response.headers.get('content-type')?.includes('json') ? ((await response.json()) as any) : null, response })
const call = async (route: Route, path: string, options: Parameters<typeof siteRequest>[1], entryId?: number) =>
  answer(await route(siteRequest(path, options) as never, (entryId === undefined ? undefined : { params: Promise.resolve({ entryId: String(entryId) }) }) as never))
const log = (who: { entryId: number; bearer: Record<string, string> }, body: Record<string, unknown>, locale?: string) =>
  call(logRun, `/app-api/races/${who.entryId}/activities`, { method: 'POST', headers: { ...who.bearer, ...(locale ? { 'x-milepost-locale': locale } : {}) }, body }, who.entryId)
const upload = async (who: { entryId: number; bearer: Record<string, string> }, bytes: Uint8Array | string, name: string) =>
  answer(await uploadRun(uploadRequest(`/app-api/races/${who.entryId}/activities/upload`, who.bearer, bytes, name) as never, { params: Promise.resolve({ entryId: String(who.entryId) }) } as never))
const race = async (who: { entryId: number; bearer: Record<string, string> }) => (await call(getRace, `/app-api/races/${who.entryId}`, { headers: who.bearer }, who.entryId)).body.race
const runsOf = async (entryId: number) => (await payload.find({ collection: 'activities', where: { entry: { equals: entryId } }, pagination: false, overrideAccess: true })).docs

const run = (startedAt: string, distanceMeters = 5000, durationSeconds = 1800, extra: Record<string, unknown> = {}) => ({ startedAt, distanceMeters, durationSeconds, activityType: 'run', ...extra })

/** A GPX run of `km` at 3 m/s starting at `startMs`, one point every 5 s. */
const gpxRun = (startMs: number, km: number) => gpxFile({ tracks: [[northbound({ startMs, count: Math.round((km * 1000) / 15) + 1, everySeconds: 5 })]] })

const mailsTo = (email: string) => {
  const dir = path.join(env.DATA_DIR, 'outbox')
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .sort()
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
        .filter((m) => m.includes(`To: ${email}`))
    : []
}

describe('a runner’s races on the app API', () => {
  it('lists the bearer’s own races only; anyone else’s race is 404 and no token is 401', async () => {
    clockAt('2026-03-28T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-03-28', endDay: '2026-03-29', title: 'Spring Dash' })
    const ann = await entrant(payload, event, { email: 'ann.list@example.com' })
    const ben = await entrant(payload, event, { email: 'ben.list@example.com' })
    const list = await call(listRaces, '/app-api/races', { headers: ann.bearer })
    expect(list.status).toBe(200)
    expect(list.body.races).toHaveLength(1)
    expect(list.body.races[0]).toMatchObject({
      entryId: ann.entryId,
      event: { id: event.id, title: 'Spring Dash' },
      status: 'open',
      target: { distanceMeters: 10000 },
      progress: { distanceMeters: 0, activityCount: 0, percent: 0 },
      team: null,
      certificateUrl: null,
    })
    expect((await call(getRace, `/app-api/races/${ben.entryId}`, { headers: ann.bearer }, ben.entryId)).status).toBe(404)
    for (const id of ['999999999999', '2147483648', '0', '1e3', '-1']) {
      const response = await getRace(siteRequest(`/app-api/races/${id}`, { headers: ann.bearer }) as never, { params: Promise.resolve({ entryId: id }) } as never)
      expect([id, response.status]).toEqual([id, 404])
    }
    expect((await log(ann, run('2026-03-28T08:00:00Z')).then(() => log({ ...ben, bearer: ann.bearer }, run('2026-03-28T09:00:00Z')))).status).toBe(404)
    // The store's own reads check the owner too: Ann's run is nobody else's to list.
    const store = payloadRaceStore(payload)
    expect(await store.runsOf(ann.customerId, ann.entryId)).toHaveLength(1)
    expect(await store.runsOf(ben.customerId, ann.entryId)).toEqual([])
    expect(await store.raceOf(ben.customerId, ann.entryId, 'en')).toBeNull()
    // Titles in the asked language, else its fallback (es-mx → es), else English.
    const [distance] = (await payload.findByID({ collection: 'events', id: event.id, depth: 0 })).entryDistances ?? []
    await payload.update({
      collection: 'events',
      id: event.id,
      locale: 'es',
      data: { title: 'Carrera de primavera', shortDescription: 'Una carrera', entryDistances: [{ id: distance!.id, label: '10K', lengthKm: 10 }] },
      context: { disableRevalidate: true },
    })
    const titleIn = async (locale: string) => (await call(listRaces, '/app-api/races', { headers: { ...ann.bearer, 'x-milepost-locale': locale } })).body.races[0].event.title
    expect([await titleIn('es'), await titleIn('es-mx'), await titleIn('de')]).toEqual(['Carrera de primavera', 'Carrera de primavera', 'Spring Dash'])
    expect((await call(listRaces, '/app-api/races', {})).status).toBe(401)
    expect(await runsOf(ben.entryId)).toHaveLength(0)
  })
})

describe('counting rules (docs/decisions/0028-race-rules.md)', () => {
  it('counts runs that start inside the entrant’s window on their own clock, across a daylight-saving change, and refuses the rest', async () => {
    // Berlin moves its clocks forward on 29 March 2026: the window is 27 Mar 23:00Z to 29 Mar 22:00Z.
    clockAt('2026-03-30T10:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-03-28', endDay: '2026-03-29' })
    const berlin = await entrant(payload, event, { email: 'berlin@example.com', timezone: 'Europe/Berlin' })
    const newYork = await entrant(payload, event, { email: 'newyork@example.com', timezone: 'America/New_York' })
    expect((await log(berlin, run('2026-03-27T23:00:00Z'))).status).toBe(201)
    expect((await log(berlin, run('2026-03-29T21:59:59Z'))).status).toBe(201)
    const early = await log(berlin, run('2026-03-27T22:59:59Z'))
    expect(early).toMatchObject({ status: 400, body: { error: 'This run started before your race window opened.', errors: { startedAt: ['This run started before your race window opened.'] } } })
    expect((await log(berlin, run('2026-03-29T22:00:00Z'))).body.error).toBe('This run started after your race window closed.')
    // The same instant is inside New York's window, which opens five hours later and closes six hours later.
    expect((await log(newYork, run('2026-03-29T22:00:00Z'))).status).toBe(201)
    expect((await log(newYork, run('2026-03-28T03:59:00Z'))).status).toBe(400)
    expect((await race(berlin)).progress).toEqual({ distanceMeters: 10000, activityCount: 2, percent: 100 })
    expect(await runsOf(berlin.entryId)).toHaveLength(2)
  })

  it('takes a late log during the grace period and refuses one after it', async () => {
    clockAt('2026-05-02T11:59:00Z')
    const event = await raceEvent(payload, { startDay: '2026-05-01', endDay: '2026-05-01', graceHours: 12 })
    const runner = await entrant(payload, event, { email: 'late@example.com', timezone: 'UTC', distanceKm: 42.2 })
    expect((await log(runner, run('2026-05-01T20:00:00Z'))).status).toBe(201)
    clockAt('2026-05-02T12:00:01Z')
    const late = await log(runner, run('2026-05-01T21:00:00Z'))
    expect(late).toMatchObject({ status: 400, body: { error: 'Your race is closed: no more runs can be logged.' } })
    expect((await race(runner)).status).toBe('closed')
    expect(await runsOf(runner.entryId)).toHaveLength(1)
    // The periodic close keeps the distance reached; a race still open elsewhere is left alone.
    const other = await entrant(payload, await raceEvent(payload, { startDay: '2026-05-01', endDay: '2026-05-31' }), { email: 'still-open@example.com' })
    expect(await closeEndedRaces(payloadRaceStore(payload), new Date())).toBeGreaterThanOrEqual(1)
    // An entry whose clock cannot be read (written past the admin's checks) is skipped, not fatal.
    const broken = await entrant(payload, event, { email: 'broken-clock@example.com' })
    const { drizzle, tables } = drizzleOf(payload)
    await drizzle.update(tables.entries).set({ timezone: 'Europe/Berlín' }).where(eq(tables.entries.id, broken.entryId))
    const skipped: number[] = []
    await closeEndedRaces(payloadRaceStore(payload), new Date(), (entryId) => skipped.push(entryId))
    expect(skipped).toEqual([broken.entryId])
    const closed = await payload.findByID({ collection: 'entries', id: runner.entryId, overrideAccess: true })
    expect(closed).toMatchObject({ countedMeters: 5000, closedAt: '2026-05-02T12:00:01.000Z' })
    expect((await payload.findByID({ collection: 'entries', id: other.entryId, overrideAccess: true })).closedAt).toBeFalsy()
  })

  it('refuses the same start time and the same file again, and answers the first run for the same app id', async () => {
    clockAt('2026-06-10T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const runner = await entrant(payload, event, { email: 'twice@example.com', distanceKm: 100 })
    expect((await log(runner, run('2026-06-02T07:00:00Z'))).status).toBe(201)
    expect(await log(runner, run('2026-06-02T07:00:00.400Z', 6000))).toMatchObject({ status: 409, body: { error: 'A run with this start time is already logged.' } })
    const first = await log(runner, run('2026-06-03T07:00:00Z', 7000, 2400, { externalId: 'watch-123' }))
    expect(first.status).toBe(201)
    expect(first.body.activity).toMatchObject({ source: 'app', status: 'counted', distanceMeters: 7000 })
    const again = await log(runner, run('2026-06-04T07:00:00Z', 9000, 3000, { externalId: 'watch-123' }))
    expect(again.status).toBe(200)
    expect(again.body.activity.id).toBe(first.body.activity.id)
    const file = gpxRun(Date.parse('2026-06-05T06:00:00Z'), 5)
    expect((await upload(runner, file, 'morning.gpx')).status).toBe(201)
    expect(await upload(runner, file, 'copy.gpx')).toMatchObject({ status: 409, body: { error: 'This file is already logged.' } })
    expect((await race(runner)).progress.activityCount).toBe(3)
    // The same run a second later (by hand and from the watch), or inside another: refused.
    expect(await log(runner, run('2026-06-02T07:00:01Z', 5000, 1800))).toMatchObject({ status: 409, body: { error: 'This run overlaps a run already logged.' } })
    expect((await log(runner, run('2026-06-03T06:30:00Z', 3000, 1900))).status).toBe(409)
    expect((await log(runner, run('2026-06-02T07:30:00Z', 3000, 900))).status).toBe(201)
    // An app retrying one push at once: one run, and every answer is that run.
    const pushes = await Promise.all(Array.from({ length: 8 }, () => log(runner, run('2026-06-07T07:00:00Z', 4000, 1500, { externalId: 'watch-456' }))))
    expect(pushes.map((p) => p.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(pushes.map((p) => p.body.activity.id)).size).toBe(1)
    expect(await runsOf(runner.entryId)).toHaveLength(5)
    expect((await race(runner)).progress.activityCount).toBe(5)
  })

  it('holds a run faster than the world record for review: it does not count until an editor approves it, and a rejection is mailed with the note', async () => {
    clockAt('2026-06-10T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const runner = await entrant(payload, event, { email: 'fast@example.com', distanceKm: 100, locale: 'de' })
    const held = await log(runner, run('2026-06-02T07:00:00Z', 10000, 1200))
    expect(held.status).toBe(201)
    expect(held.body.activity).toMatchObject({ status: 'held', reason: 'implausible-pace' })
    expect(held.body.race.progress.distanceMeters).toBe(0)
    const rejected = await log(runner, run('2026-06-03T07:00:00Z', 21100, 1800))
    const editor = await payload.create({ collection: 'users', data: { email: 'reviewer@example.com', password: 'editor-password-1', roles: ['editor'] } as never })
    const review = (id: number, body: unknown, user: unknown = { ...editor, collection: 'users' }) =>
      runReview.handler({ user, routeParams: { id: String(id) }, json: async () => body, payload } as never) as Promise<Response>
    expect((await review(held.body.activity.id, { decision: 'approve' }, null)).status).toBe(403)
    expect((await review(rejected.body.activity.id, { decision: 'reject' })).status).toBe(400)
    expect((await review(held.body.activity.id, { decision: 'approve' })).status).toBe(200)
    expect((await review(held.body.activity.id, { decision: 'approve' })).status).toBe(409)
    expect((await review(rejected.body.activity.id, { decision: 'reject', note: 'Das war mit dem Rad.' })).status).toBe(200)
    const after = await race(runner)
    expect(after.progress).toMatchObject({ distanceMeters: 10000, activityCount: 1 })
    expect(after.activities.map((a: { status: string; note: string | null }) => [a.status, a.note])).toEqual([
      ['rejected', 'Das war mit dem Rad.'],
      ['counted', null],
    ])
    await runDueJobs(payload)
    const mails = mailsTo('fast@example.com').join('\n')
    expect(mails).toContain('Das war mit dem Rad.')
  })

  it('counts twenty files uploaded at once exactly: every run once, the total their sum', async () => {
    clockAt('2026-06-30T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const runner = await entrant(payload, event, { email: 'parallel@example.com', distanceKm: 1000 })
    const files = Array.from({ length: 20 }, (_, i) => gpxRun(Date.parse(`2026-06-${String(i + 2).padStart(2, '0')}T06:00:00Z`), 3 + (i % 4)))
    const answers = await Promise.all(files.map((file, i) => upload(runner, file, `run-${i}.gpx`)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201))
    const stored = await runsOf(runner.entryId)
    expect(stored).toHaveLength(20)
    const sum = stored.reduce((total, r) => total + Number(r.distanceMeters), 0)
    const after = await race(runner)
    expect(after.progress.distanceMeters).toBe(sum)
    expect(after.progress.activityCount).toBe(20)
    // One file sent ten times at once is stored once.
    const twin = gpxRun(Date.parse('2026-06-25T06:00:00Z'), 4)
    const twins = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(runner, twin, `twin-${i}.gpx`)))
    expect(twins.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)])
    expect((await race(runner)).progress.activityCount).toBe(21)
  })

  it('refuses hostile and broken files with a clear 4xx and stores nothing', async () => {
    clockAt('2026-06-10T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const runner = await entrant(payload, event, { email: 'fuzz@example.com' })
    const good = gpxRun(Date.parse('2026-06-02T06:00:00Z'), 5)
    const fit = fitFile({
      points: northbound({ startMs: Date.parse('2026-06-03T06:00:00Z'), count: 600 }),
      session: { startMs: Date.parse('2026-06-03T06:00:00Z'), elapsedSeconds: 600, timerSeconds: 600, meters: 1800 },
    })
    const badCrc = Uint8Array.from(fit, (byte, i) => (i === fit.length - 1 ? byte ^ 0xff : byte))
    const deep = `<?xml version="1.0"?><gpx>${'<a>'.repeat(10000)}${'</a>'.repeat(10000)}</gpx>`
    const hugeTcx = tcxFile({
      laps: [{ startMs: Date.parse('2026-06-04T06:00:00Z'), seconds: 600, meters: 1e308, points: northbound({ startMs: Date.parse('2026-06-04T06:00:00Z'), count: 60, everySeconds: 10 }) }],
    })
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><gpx>&lol2;</gpx>`
    const cases: [string, Uint8Array | string, string, number, string][] = [
      ['truncated GPX', good.slice(0, Math.floor(good.length / 2)), 'cut.gpx', 400, 'The file is damaged and cannot be read. Export it again from your app or watch.'],
      ['a PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'run.gpx', 400, 'This is not a GPX, TCX or FIT file.'],
      ['20 MB', new Uint8Array(20 * 1024 * 1024).fill(0x20), 'big.gpx', 413, 'The file is too large: it can be at most 10 MB.'],
      ['deeply nested XML', deep, 'deep.gpx', 400, 'The file is damaged and cannot be read. Export it again from your app or watch.'],
      ['an entity bomb', bomb, 'bomb.gpx', 400, 'The file is damaged and cannot be read. Export it again from your app or watch.'],
      ['a FIT with a bad CRC', badCrc, 'run.fit', 400, 'The file is damaged and cannot be read. Export it again from your app or watch.'],
      ['an empty file', new Uint8Array(0), 'empty.fit', 400, 'The file is empty.'],
      ['a TCX of 1e308 metres', hugeTcx, 'huge.tcx', 400, 'The file claims a distance or a pace that nobody runs, so it cannot count. Check that it is the right file.'],
    ]
    for (const [what, bytes, name, status, error] of cases) {
      const refused = await upload(runner, bytes, name)
      expect([what, refused.status, refused.body?.error]).toEqual([what, status, error])
    }
    expect(await runsOf(runner.entryId)).toHaveLength(0)
    const read = await upload(runner, fit, 'watch.fit')
    expect(read.status).toBe(201)
    expect(read.body.activity).toMatchObject({ source: 'file', distanceMeters: 1800, durationSeconds: 600, startedAt: '2026-06-03T06:00:00.000Z' })
  })
})

describe('finishing', () => {
  it('finishes the race at the run that reaches the target, then mails the certificate in the runner’s language', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30', title: 'Sommerlauf' })
    const runner = await entrant(payload, event, { email: 'finisher@example.com', firstName: 'Greta', lastName: 'Läufer', distanceKm: 10, locale: 'en' })
    expect((await log(runner, run('2026-06-05T07:00:00Z', 6000, 2000), 'de')).status).toBe(201)
    expect((await race(runner)).status).toBe('open')
    // Logged second but run first: the finish is the end of the later run, and the time is both runs'.
    const last = await log(runner, run('2026-06-03T07:00:00Z', 4500, 1500), 'de')
    expect(last.body.race).toMatchObject({ status: 'finished', finishedAt: '2026-06-05T07:33:20.000Z', finishSeconds: 3500, certificateUrl: null })
    expect((await call(certificate, `/app-api/races/${runner.entryId}/certificate`, { headers: runner.bearer }, runner.entryId)).status).toBe(404)
    await runDueJobs(payload)
    const mail = mailsTo('finisher@example.com').join('\n')
    expect(mail).toContain('Content-Type: application/pdf')
    expect((await race(runner)).certificateUrl).toBe(`/app-api/races/${runner.entryId}/certificate`)
    const pdf = await call(certificate, `/app-api/races/${runner.entryId}/certificate`, { headers: runner.bearer }, runner.entryId)
    expect(pdf.status).toBe(200)
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf')
    const text = (await pdfText(new Uint8Array(await pdf.response.arrayBuffer()))).join('\n')
    expect(text).toContain('Greta Läufer')
    expect(text).toContain('Sommerlauf')
    expect(text).toContain('10 km')
    const de = JSON.parse(fs.readFileSync('messages/de.json', 'utf8')) as typeof import('../../messages/en.json')
    expect(text).toContain(de.certificate.title.toUpperCase())
    // A push that names no language (an app's sync) leaves the runner's language as it was.
    expect((await log(runner, run('2026-06-10T07:00:00Z', 3000, 1000))).status).toBe(201)
    expect((await payload.findByID({ collection: 'entries', id: runner.entryId, overrideAccess: true })).locale).toBe('de')
  })

  it('finishes a team of three on its pooled distance, once', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const team = await raceTeam(payload, event, 'Harriers')
    const members = await Promise.all(['one', 'two', 'three'].map((n) => entrant(payload, event, { email: `harrier-${n}@example.com`, distanceKm: 10, team })))
    await Promise.all(members.map((m, i) => log(m, run(`2026-06-0${i + 2}T07:00:00Z`, 9000, 3000))))
    const midway = await race(members[0]!)
    expect(midway.team).toMatchObject({ name: 'Harriers', target: { distanceMeters: 30000 }, progress: { distanceMeters: 27000, percent: 90 } })
    await Promise.all(members.map((m, i) => log(m, run(`2026-06-1${i + 2}T07:00:00Z`, 1000, 400))))
    const done = await payload.findByID({ collection: 'teams', id: team.id, overrideAccess: true })
    expect(done).toMatchObject({ countedMeters: 30000 })
    expect(done.finishedAt).toBeTruthy()
    await runDueJobs(payload)
    for (const n of ['one', 'two', 'three']) expect(mailsTo(`harrier-${n}@example.com`).join('\n')).toContain('Team Harriers')
    const [, second] = members
    expect((await race(second!)).team.certificateUrl).toBe(`/app-api/races/${second!.entryId}/certificate?team=1`)
    const teamPdf = await call(certificate, `/app-api/races/${second!.entryId}/certificate?team=1`, { headers: second!.bearer }, second!.entryId)
    expect(teamPdf.status).toBe(200)
    const teamText = (await pdfText(new Uint8Array(await teamPdf.response.arrayBuffer()))).join('\n')
    expect(teamText).toContain('Harriers')
    expect(teamText).toContain('Ann Runner')
    const outsider = await entrant(payload, event, { email: 'not-a-harrier@example.com' })
    expect((await call(certificate, `/app-api/races/${outsider.entryId}/certificate?team=1`, { headers: outsider.bearer }, outsider.entryId)).status).toBe(404)
    const jobs = await payload.find({ collection: 'jobs', where: { task: { equals: 'team-finished' } }, overrideAccess: true, pagination: false })
    expect(jobs.docs.filter((j) => (j.input as { teamId: number }).teamId === team.id)).toHaveLength(1)
  })
})

describe('medal fulfilment', () => {
  const home = { firstName: 'Greta', lastName: 'Läufer', countryCode: 'DE', addressLine1: 'Laufweg 1', city: 'Berlin', postcode: '10115' }

  it('opens on finishing; the runner confirms the address; an editor ships it and the runner is mailed the tracking link in their language', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30', title: 'Medaillenlauf' })
    const runner = await entrant(payload, event, { email: 'medal@example.com', firstName: 'Greta', lastName: 'Läufer', distanceKm: 5, locale: 'de' })
    const other = await entrant(payload, event, { email: 'medal-other@example.com', distanceKm: 5 })
    const put = (who: typeof runner, body: unknown) => call(deliveryAddress, `/app-api/races/${who.entryId}/delivery-address`, { method: 'PUT', headers: who.bearer, body }, who.entryId)
    expect(await put(runner, home)).toMatchObject({ status: 409, body: { error: 'There is no medal to send for this race yet.' } })
    await log(runner, run('2026-06-02T07:00:00Z', 5000, 1800), 'de')
    expect((await race(runner)).medal).toMatchObject({ status: 'awaiting-address', address: null })
    expect((await put(runner, { ...home, postcode: '' })).status).toBe(400)
    const otherAddress = await payload.create({ collection: 'addresses', data: { customer: other.customerId, type: 'shipping', ...home, addressLine1: 'Fremdweg 9' } as never })
    expect((await put(runner, { addressId: otherAddress.id })).status).toBe(404)
    const confirmed = await put(runner, home)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.race.medal).toMatchObject({ status: 'address-confirmed', address: { addressLine1: 'Laufweg 1', countryCode: 'DE' } })

    const [shipment] = (await payload.find({ collection: 'medal-shipments', where: { entry: { equals: runner.entryId } }, overrideAccess: true })).docs
    const editor = { ...(await payload.create({ collection: 'users', data: { email: 'packer@example.com', password: 'editor-password-1', roles: ['editor'] } as never })), collection: 'users' }
    const edit = (data: Record<string, unknown>) => payload.update({ collection: 'medal-shipments', id: shipment!.id, data, user: editor as never, overrideAccess: false })
    await expect(edit({ status: 'shipped' })).rejects.toThrow('Enter the carrier and the tracking number')
    await expect(edit({ trackingUrl: 'javascript:alert(1)' })).rejects.toThrow('https://')
    await edit({ status: 'ready-to-ship' })
    expect(await put(runner, { ...home, addressLine1: 'Neuer Weg 2' })).toMatchObject({ status: 409, body: { error: 'Your medal has already been packed: its address can no longer change.' } })
    await edit({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557', trackingUrl: 'https://www.dhl.de/de/privatkunden.html?piececode=00340434161094042557' })
    await edit({ carrier: 'DHL Paket' })
    await runDueJobs(payload)
    const mails = mailsTo('medal@example.com').filter((m) => m.includes('00340434161094042557'))
    expect(mails).toHaveLength(1)
    const de = JSON.parse(fs.readFileSync('messages/de.json', 'utf8')) as { raceEmail: Record<string, string> }
    expect(mails[0]).toContain(de.raceEmail.trackParcel)
    expect((await race(runner)).medal).toMatchObject({ status: 'shipped', carrier: 'DHL Paket', trackingUrl: 'https://www.dhl.de/de/privatkunden.html?piececode=00340434161094042557' })
  })

  it('opens no shipment for a runner who chose no medal, and opens them before the window for an event that ships early', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const without = await entrant(payload, event, { email: 'nomedal@example.com', distanceKm: 5, noMedal: true })
    await log(without, run('2026-06-02T07:00:00Z', 5000, 1800))
    expect((await race(without)).status).toBe('finished')
    expect((await race(without)).medal).toBeNull()
    const early = await raceEvent(payload, { startDay: '2026-07-01', endDay: '2026-07-31' })
    await payload.update({ collection: 'events', id: early.id, data: { medalShipping: 'before-window' }, context: { disableRevalidate: true } })
    const keen = await entrant(payload, early, { email: 'keen@example.com' })
    const store = payloadRaceStore(payload)
    expect(await store.openEarlyShipments()).toBeGreaterThanOrEqual(1)
    expect(await store.openEarlyShipments()).toBe(0)
    expect((await race(keen)).medal).toMatchObject({ status: 'awaiting-address' })
    // Packing locks the address: a medal without one cannot be packed (or shipped).
    const [shipment] = (await payload.find({ collection: 'medal-shipments', where: { entry: { equals: keen.entryId } }, overrideAccess: true })).docs
    await expect(payload.update({ collection: 'medal-shipments', id: shipment!.id, data: { status: 'ready-to-ship' }, overrideAccess: true })).rejects.toThrow('has not confirmed a delivery address')
  })
})

describe('the leaderboard and the team page', () => {
  it('shows teams and the runners who opted in, as aggregates; contributions only to the team’s members', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const team = await raceTeam(payload, event, 'Gazelles')
    const [ann, bob] = await Promise.all([
      entrant(payload, event, { email: 'gazelle-ann@example.com', firstName: 'Ann', lastName: 'Lee', team }),
      entrant(payload, event, { email: 'gazelle-bob@example.com', firstName: 'Bob', lastName: 'Ray', team }),
    ])
    const solo = await entrant(payload, event, { email: 'solo-board@example.com', firstName: 'Cleo', lastName: 'Shy' })
    await log(ann, run('2026-06-02T07:00:00Z', 6000, 2000))
    await log(bob, run('2026-06-03T07:00:00Z', 4000, 1500))
    await log(solo, run('2026-06-04T07:00:00Z', 8000, 2800))
    const service = raceService(payloadRaceStore(payload))
    let board = await service.board(event.id)
    expect(board.teams).toEqual([{ id: team.id, name: 'Gazelles', members: 2, meters: 10000, targetMeters: 20000, finished: false }])
    expect(board.runners).toEqual([])
    const optIn = await call(boardRoute, `/app-api/races/${ann.entryId}/board`, { method: 'PUT', headers: ann.bearer, body: { show: true } }, ann.entryId)
    expect(optIn.body.race.onBoard).toBe(true)
    expect((await call(boardRoute, `/app-api/races/${ann.entryId}/board`, { method: 'PUT', headers: bob.bearer, body: { show: true } }, ann.entryId)).status).toBe(404)
    board = await service.board(event.id)
    expect(board.runners).toEqual([{ id: ann.entryId, name: 'Ann L.', meters: 6000, targetMeters: 10000, distanceLabel: '10K', finished: false }])
    expect(await service.teamContributions(bob.customerId, bob.entryId, 'en')).toEqual([
      { id: ann.entryId, name: 'Ann Lee', meters: 6000 },
      { id: bob.entryId, name: 'Bob Ray', meters: 4000 },
    ])
    expect(await service.teamContributions(solo.customerId, solo.entryId, 'en')).toEqual([])
    await expect(service.teamContributions(solo.customerId, ann.entryId, 'en')).rejects.toThrow('races.notFound')
  })
})
