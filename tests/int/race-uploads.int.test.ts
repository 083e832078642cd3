import config from '@payload-config'
import { Encoder, type Mesg, Profile } from '@garmin/fitsdk'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { POST as logRun } from '@/app/app-api/races/[entryId]/activities/route'
import { POST as uploadRun } from '@/app/app-api/races/[entryId]/activities/upload/route'
import { GET as getRace } from '@/app/app-api/races/[entryId]/route'
import { getTranslator } from '@/i18n/server-translator'
import { isDomainError } from '@/lib/errors'
import { gpxFile, northbound } from '@/races/fixtures.test-support'
import { developerFieldFit, emptyRecordsFit, manyRecordsFit } from '@/races/hostile-files.test-support'
import { runOfFile } from '@/races/run-file'
import { errorResponse } from '@/server/http/site-action'
import { ACTIVITY_READERS, activityReaders, readActivityOffThread, readUploadOffThread } from '@/server/races/activity-reader'
import { entrant, raceEvent, uploadRequest } from '../support/race-world'
import { clockAt, realClock } from '../support/clock'
import { siteRequest } from '../support/requests'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})
afterEach(realClock)

type Who = { entryId: number; bearer: Record<string, string> }
const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as any, headers: response.headers })
const upload = async (who: Who, bytes: Uint8Array | string, name: string, locale?: string) =>
  answer(
    await uploadRun(uploadRequest(`/app-api/races/${who.entryId}/activities/upload`, who.bearer, bytes, name, locale) as never, { params: Promise.resolve({ entryId: String(who.entryId) }) } as never),
  )
const log = async (who: Who, body: Record<string, unknown>, locale?: string) =>
  answer(
    await logRun(
      siteRequest(`/app-api/races/${who.entryId}/activities`, { method: 'POST', headers: { ...who.bearer, ...(locale ? { 'x-milepost-locale': locale } : {}) }, body }) as never,
      { params: Promise.resolve({ entryId: String(who.entryId) }) } as never,
    ),
  )
const race = async (who: Who) =>
  (await answer(await getRace(siteRequest(`/app-api/races/${who.entryId}`, { headers: who.bearer }) as never, { params: Promise.resolve({ entryId: String(who.entryId) }) } as never))).body.race

/** A GPX of `km` at 3 m/s from `startMs`, stating `type` (none when null). */
const gpxOf = (startMs: number, km: number, type: string | null = null) => gpxFile({ tracks: [[northbound({ startMs, count: Math.round((km * 1000) / 15) + 1, everySeconds: 5 })]], type })

/** A FIT triathlon written with Garmin's encoder: swim, transition, bike, transition, run. */
function triathlon(startMs: number) {
  const encoder = new Encoder()
  const write = (num: number | undefined, fields: Record<string, unknown>) => encoder.onMesg(num!, fields as Mesg)
  write(Profile.MesgNum.FILE_ID, { type: 'activity', manufacturer: 'garmin', product: 3990, timeCreated: new Date(startMs) })
  let at = startMs
  for (const [sport, seconds, meters] of [
    ['swimming', 1800, 1500],
    ['transition', 120, 150],
    ['cycling', 4200, 40_000],
    ['transition', 60, 80],
    ['running', 2700, 10_000],
  ] as const) {
    write(Profile.MesgNum.SESSION, { timestamp: new Date(at + seconds * 1000), startTime: new Date(at), sport, totalElapsedTime: seconds, totalTimerTime: seconds, totalDistance: meters })
    at += seconds * 1000
  }
  return encoder.close()
}

describe('uploads never block the site', () => {
  it('the hostile files (developer fields, 10 MB of empty records, four 600,000-record files at once) are answered in seconds while this thread keeps answering', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const runner = await entrant(payload, event, { email: 'hostile-files@example.com' })
    const delay = monitorEventLoopDelay({ resolution: 20 })
    delay.enable()
    const answers = await Promise.all([
      upload(runner, developerFieldFit(30_000), 'dev-30k.fit'),
      upload(runner, developerFieldFit(60_000), 'dev-60k.fit'),
      upload(runner, emptyRecordsFit(10 * 1024 * 1024 - 1024), 'empty.fit'),
      ...[0, 1, 2, 3].map((i) => upload(runner, manyRecordsFit(600_000, Date.parse(`2026-06-0${i + 2}T06:00:00Z`)), `big-${i}.fit`)),
    ])
    delay.disable()
    expect(answers.map((a) => [a.status, a.body.error])).toEqual([
      [400, 'The file holds far more data than any activity file does, so it is not read. Export the run again from your app or watch.'],
      [400, 'The file holds far more data than any activity file does, so it is not read. Export the run again from your app or watch.'],
      [400, 'The file holds far more data than any activity file does, so it is not read. Export the run again from your app or watch.'],
      // 600,000 records 3 m apart claim 1,800 km: read in full, and refused as no run.
      ...Array(4).fill([400, 'The file claims a distance or a pace that nobody runs, so it cannot count. Check that it is the right file.']),
    ])
    // Reading multipart bodies is all this thread does: it never stalls the way parsing here did
    // (20 s for one file). The bound leaves room for a CI machine busy with the browser tests too,
    // where collecting these bodies' garbage alone has taken just over a second.
    expect(delay.max / 1e6).toBeLessThan(2_500)
    expect((await race(runner)).progress.activityCount).toBe(0)
  })

  it('a file that takes longer than its budget to read is stopped and refused, with a reason in the runner’s language', async () => {
    const readers = activityReaders({ ...ACTIVITY_READERS, budgetMs: 20, wallLimitMs: 40 })
    try {
      const big = new TextEncoder().encode(gpxOf(Date.UTC(2026, 5, 2, 6), 600)) // 40,000 points: ~200 ms of reading
      const { reading } = await readActivityOffThread(big, 'big.gpx', readers)
      expect(reading).toMatchObject({ ok: false, reason: 'too-slow' })
      let refusal: unknown
      try {
        runOfFile(reading, [], { title: 'Race', locale: 'de' })
      } catch (error) {
        refusal = error
      }
      if (!isDomainError(refusal)) throw new Error('not refused')
      expect((await answer(errorResponse(refusal, await getTranslator('de')))).body.error).toBe((await getTranslator('de'))('races.file.too-slow'))
      expect(readers.stats.workers).toBe(0) // the worker past its budget was ended
    } finally {
      await readers.close()
    }
  })

  it('an upload’s body is moved to the worker, not copied: once sent, this thread holds none of it', async () => {
    const form = new FormData()
    form.set('file', new File([new TextEncoder().encode(gpxOf(Date.UTC(2026, 5, 2, 6), 5))], 'run.gpx'))
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    const body = new Uint8Array(await request.arrayBuffer())
    const read = await readUploadOffThread(body, request.headers.get('content-type') ?? '')
    expect(read).toMatchObject({ reading: { ok: true }, fileHash: expect.stringMatching(/^[0-9a-f]{64}$/) })
    expect(body.byteLength).toBe(0) // its buffer went with it (detached)
  })

  it('a pool with no room answers 503 with Retry-After, saying "try again in a moment" in the runner’s language', async () => {
    const readers = activityReaders({ ...ACTIVITY_READERS, size: 1, maxQueued: 1 })
    try {
      const slow = readActivityOffThread(new TextEncoder().encode(gpxOf(Date.UTC(2026, 5, 2, 6), 300)), 'a.gpx', readers)
      const busy = await readActivityOffThread(new TextEncoder().encode(gpxOf(Date.UTC(2026, 5, 3, 6), 5)), 'b.gpx', readers).catch((error: unknown) => error)
      if (!isDomainError(busy, 'unavailable')) throw new Error('not busy')
      const response = errorResponse(busy, await getTranslator('sv'))
      expect(response.status).toBe(503)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect((await response.json()).error).toBe((await getTranslator('sv'))('races.file.busy'))
      await slow
    } finally {
      await readers.close()
    }
  })
})

describe('only what the event allows counts', () => {
  it('refuses a bike ride, naming it and what the event counts, in the runner’s language; counts a run and a walk', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30', title: 'Long Haul Challenge' })
    const runner = await entrant(payload, event, { email: 'sports@example.com', distanceKm: 200 })
    const ride = await upload(runner, gpxOf(Date.UTC(2026, 5, 2, 6), 20, 'cycling'), 'ride.gpx')
    expect(ride).toMatchObject({
      status: 400,
      body: { error: 'This is a bike ride; Long Haul Challenge counts running and walking.', errors: { file: ['This is a bike ride; Long Haul Challenge counts running and walking.'] } },
    })
    const swim = await upload(runner, gpxOf(Date.UTC(2026, 5, 3, 6), 2, '16'), 'swim.gpx', 'de')
    expect(swim.status).toBe(400)
    expect(swim.body.error).toBe((await getTranslator('de'))('races.file.wrongSport', { sport: 'swimming', event: 'Long Haul Challenge', types: 'Laufen und Gehen' }))
    const walk = await upload(runner, gpxOf(Date.UTC(2026, 5, 4, 6), 5, 'walking'), 'walk.gpx')
    expect(walk.status).toBe(201)
    expect(walk.body.activity).toMatchObject({ activityType: 'walk', sport: 'walking', status: 'counted' })
    const unnamed = await upload(runner, gpxOf(Date.UTC(2026, 5, 5, 6), 5), 'run.gpx')
    expect(unnamed.body.activity).toMatchObject({ activityType: 'run', sport: null, status: 'counted' })
    const after = await race(runner)
    expect(after.activityTypes).toEqual([
      { key: 'run', name: 'Running' },
      { key: 'walk', name: 'Walking' },
    ])
    expect(after.progress.activityCount).toBe(2)
  })

  it('counts only the run of a triathlon', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const runner = await entrant(payload, event, { email: 'triathlete@example.com', distanceKm: 100 })
    const tri = await upload(runner, triathlon(Date.UTC(2026, 5, 6, 6)), 'tri.fit')
    expect(tri.status).toBe(201)
    expect(tri.body.activity).toMatchObject({ distanceMeters: 10_000, durationSeconds: 2700, sport: 'running', activityType: 'run', startedAt: '2026-06-06T07:43:00.000Z' })
    expect(tri.body.race.progress.distanceMeters).toBe(10_000)
  })

  it('takes a run by hand only with a type of the event; a wheelchair event counts wheelchair runs', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30', activityTypes: ['wheelchair', 'run'] })
    const runner = await entrant(payload, event, { email: 'push@example.com' })
    const run = { startedAt: '2026-06-02T07:00:00Z', distanceMeters: 5000, durationSeconds: 1500 }
    expect(await log(runner, { ...run, activityType: 'walk' })).toMatchObject({
      status: 400,
      body: { errors: { activityType: ['Choose what the run was: this race counts wheelchair and running.'] } },
    })
    expect((await log(runner, run)).status).toBe(400)
    expect((await log(runner, { ...run, activityType: 'wheelchair' })).body.activity).toMatchObject({ activityType: 'wheelchair', sport: null, status: 'counted' })
    // A file that names no sport counts as the event's first type.
    expect((await upload(runner, gpxOf(Date.UTC(2026, 5, 3, 6), 5), 'push.gpx')).body.activity.activityType).toBe('wheelchair')
  })
})

describe('pace across runs and the daily distance', () => {
  it('twenty runs of 1 km in 131 s logged back to back count once: splitting a run does not beat the world record', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const runner = await entrant(payload, event, { email: 'splitter@example.com', distanceKm: 50 })
    const start = Date.parse('2026-06-02T07:00:00Z')
    const outcomes: string[] = []
    for (let i = 0; i < 20; i++) {
      const logged = await log(runner, { startedAt: new Date(start + i * 131_000).toISOString(), distanceMeters: 1000, durationSeconds: 131, activityType: 'run' })
      outcomes.push(`${logged.body.activity.status}${logged.body.activity.reason ? `: ${logged.body.activity.reason}` : ''}`)
    }
    expect(outcomes).toEqual(['counted', ...Array(19).fill('held: pace-across-runs')])
    expect((await race(runner)).progress.distanceMeters).toBe(1000)
  })

  it('holds the run that takes any 24 hours past the event’s cap, and tells the runner why', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30', dailyDistanceCapKm: 30 })
    const runner = await entrant(payload, event, { email: 'capped@example.com', distanceKm: 100 })
    const day = (hour: number) => `2026-06-02T${String(hour).padStart(2, '0')}:00:00Z`
    expect((await log(runner, { startedAt: day(6), distanceMeters: 15_000, durationSeconds: 5400, activityType: 'run' })).body.activity.status).toBe('counted')
    expect((await log(runner, { startedAt: day(10), distanceMeters: 12_000, durationSeconds: 4200, activityType: 'run' })).body.activity.status).toBe('counted')
    expect((await log(runner, { startedAt: day(16), distanceMeters: 8_000, durationSeconds: 2800, activityType: 'run' })).body.activity).toMatchObject({ status: 'held', reason: 'daily-distance' })
    // A sliding day: 06:00 the next morning is within 24 hours of the runs above, 17:00 is not.
    expect((await log(runner, { startedAt: '2026-06-03T06:00:00Z', distanceMeters: 15_000, durationSeconds: 5400, activityType: 'run' })).body.activity.status).toBe('held')
    expect((await log(runner, { startedAt: '2026-06-03T17:00:00Z', distanceMeters: 15_000, durationSeconds: 5400, activityType: 'run' })).body.activity.status).toBe('counted')
    expect((await race(runner)).dailyDistanceCapMeters).toBe(30_000)
  })
})

describe('a file counts its time once', () => {
  /** A FIT of `sessions` running sessions of 10 km in one hour, all from `startMs` (copies of one session when `copies`). */
  function sessionsFit(startMs: number, sessions: number, copies: boolean) {
    const encoder = new Encoder()
    const write = (num: number | undefined, fields: Record<string, unknown>) => encoder.onMesg(num!, fields as Mesg)
    write(Profile.MesgNum.FILE_ID, { type: 'activity', manufacturer: 'garmin', product: 3990, timeCreated: new Date(startMs) })
    for (let i = 0; i < sessions; i++) {
      const at = copies ? startMs : startMs + i * 3_600_000
      write(Profile.MesgNum.SESSION, { timestamp: new Date(at + 3_600_000), startTime: new Date(at), sport: 'running', totalElapsedTime: 3600, totalTimerTime: 3600, totalDistance: 10_000 })
    }
    return encoder.close()
  }

  it('counts a session recorded three times in one file once, and refuses a file of more legs than any activity', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const runner = await entrant(payload, event, { email: 'copies@example.com', distanceKm: 100 })
    const thrice = await upload(runner, sessionsFit(Date.UTC(2026, 5, 2, 6), 3, true), 'thrice.fit')
    expect(thrice.body.activity).toMatchObject({ distanceMeters: 10_000, durationSeconds: 3600, status: 'counted' })
    const many = await upload(runner, sessionsFit(Date.UTC(2026, 5, 10, 6), 150, false), 'many.fit')
    expect(many).toMatchObject({ status: 400, body: { error: 'The file holds far more data than any activity file does, so it is not read. Export the run again from your app or watch.' } })
  })

  it('refuses the second half of a run already logged: a run takes up its time from start to end, pauses included', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const runner = await entrant(payload, event, { email: 'paused@example.com', distanceKm: 100 })
    const start = Date.UTC(2026, 5, 2, 8)
    // 10 km from 08:00 to 10:00 with an hour's pause in the middle.
    const run = [
      northbound({ startMs: start, count: 361, everySeconds: 5, metersPerSecond: 2.8 }),
      northbound({ startMs: start + 5_400_000, count: 361, everySeconds: 5, metersPerSecond: 2.8, lat: 51.6 }),
    ]
    expect((await upload(runner, gpxFile({ tracks: [run], type: 'running' }), 'whole.gpx')).status).toBe(201)
    const tail = await upload(runner, gpxFile({ tracks: [[run[1]!]], type: 'running' }), 'tail.gpx')
    expect(tail).toMatchObject({ status: 409, body: { error: 'This run overlaps a run already logged.' } })
  })

  it('a stranger’s entry is 404 before the upload is read; the runner’s own is read, and a body that is no form refused', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const [ann, ben] = [await entrant(payload, event, { email: 'upload-ann@example.com' }), await entrant(payload, event, { email: 'upload-ben@example.com' })]
    const send = async (entryId: number) =>
      answer(
        await uploadRun(
          siteRequest(`/app-api/races/${entryId}/activities/upload`, { method: 'POST', headers: { ...ann.bearer, 'content-type': 'text/plain' }, rawBody: 'no form' }) as never,
          { params: Promise.resolve({ entryId: String(entryId) }) } as never,
        ),
      )
    expect((await send(ben.entryId)).status).toBe(404)
    expect(await send(ann.entryId)).toMatchObject({ status: 400, body: { errors: { file: [expect.any(String)] } } })
  })

  it('an upload of thousands of form parts is refused without parsing them on this thread', async () => {
    clockAt('2026-06-20T12:00:00Z')
    const event = await raceEvent(payload, { startDay: '2026-06-01', endDay: '2026-06-30' })
    const runner = await entrant(payload, event, { email: 'parts@example.com' })
    const form = `${'--b\r\nContent-Disposition: form-data; name="f"; filename="a"\r\n\r\n\r\n'.repeat(160_000)}--b--\r\n`
    const delay = monitorEventLoopDelay({ resolution: 20 })
    delay.enable()
    const request = siteRequest(`/app-api/races/${runner.entryId}/activities/upload`, {
      method: 'POST',
      headers: { ...runner.bearer, 'content-type': 'multipart/form-data; boundary=b' },
      rawBody: form,
    })
    const answered = await answer(await uploadRun(request as never, { params: Promise.resolve({ entryId: String(runner.entryId) }) } as never))
    delay.disable()
    expect(answered).toMatchObject({ status: 400, body: { error: 'Choose a file to upload.' } })
    expect(delay.max / 1e6).toBeLessThan(1_000)
  })
})
