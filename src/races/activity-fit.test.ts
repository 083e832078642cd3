import { Encoder, type Mesg, Profile } from '@garmin/fitsdk'
import { describe, expect, it } from 'vitest'
import type { Activity, ActivityReading } from './activity'
import { readActivityFile } from './activity-file'
import { FIT_LIMITS } from './fit-decoder'
import { activityFileId, developerFieldFit, emptyRecordsFit, FitWriter, fitTime, manyRecordsFit, uint32 } from './hostile-files.test-support'

const START = Date.UTC(2026, 5, 1, 6)

function activityOf(reading: ActivityReading): Activity {
  if (!reading.ok) throw new Error(`refused: ${reading.reason} (${reading.detail})`)
  return reading.activity
}

describe('FIT: the work a file causes is bounded by its structure, not its size', () => {
  it('refuses the file that froze the site (thousands of developer field descriptions, records naming 255 developer fields) at once', () => {
    // Garmin's decoder searched every description for every field: 20 s for 30 KB, four times that for 60 KB.
    for (const bytes of [30_000, 60_000]) {
      expect(readActivityFile(developerFieldFit(bytes))).toMatchObject({ ok: false, reason: 'too-complex', detail: expect.stringMatching(/describes more than 1,000 developer fields/) })
    }
  })

  it('refuses a message with more developer fields than any device writes, and more field descriptions than any file holds', () => {
    const fields = new FitWriter().define(
      0,
      20,
      [[253, 4, 0x86]],
      Array.from({ length: FIT_LIMITS.developerFieldsPerMessage + 1 }, (_, i) => [i, 1, 0] as [number, number, number]),
    )
    expect(readActivityFile(activityFileId(fields).finish())).toMatchObject({ ok: false, reason: 'too-complex', detail: expect.stringMatching(/65 developer fields/) })
    const descriptions = activityFileId(new FitWriter())
      .define(1, 206, [[1, 1, 2]])
      .repeat(1, [0], FIT_LIMITS.fieldDescriptions + 1)
    expect(readActivityFile(descriptions.finish())).toMatchObject({ ok: false, reason: 'too-complex', detail: expect.stringMatching(/describes more than 1,000/) })
  })

  it('refuses 10 MB of empty records past a million messages, and reads 600,000 real records in full', () => {
    expect(readActivityFile(emptyRecordsFit(10 * 1024 * 1024))).toMatchObject({ ok: false, reason: 'too-complex', detail: expect.stringMatching(/1,000,000 messages/) })
    const many = activityOf(readActivityFile(manyRecordsFit(600_000)))
    expect(many).toMatchObject({ points: 600_000, movingSeconds: 599_999, distanceMeters: 599_999 * 3 })
    // Work, not speed (bench:races times it): a loaded CI machine may take several seconds.
  }, 60_000)
})

describe('FIT: what the race needs, from every kind of file', () => {
  it('reads compressed timestamp headers (older Garmin and Lezyne devices) and big-endian definitions', () => {
    const start = fitTime(START)
    const writer = activityFileId(new FitWriter())
      .define(
        1,
        20,
        [
          [253, 4, 0x86],
          [5, 4, 0x86],
        ],
        [],
        true,
      )
      .data(1, [...uint32(start).reverse(), 0, 0, 0, 0])
      .define(2, 20, [[5, 4, 0x86]], [], true)
    // Then nine records a second apart, each with only the low 5 bits of its time; they roll over 32.
    for (let i = 1; i <= 9; i++) writer.compressed(2, (start + i) & 0x1f, uint32(i * 300).reverse())
    const activity = activityOf(readActivityFile(writer.finish()))
    expect(activity).toMatchObject({ points: 10, distanceMeters: 27, elapsedSeconds: 9, movingSeconds: 9 })
    expect(activity.startedAt.getTime()).toBe(START)
  })

  it('starts at the earliest of its session, lap and record times (a session that starts 45 minutes after the first record)', () => {
    const start = fitTime(START)
    const late = start + 45 * 60
    const writer = activityFileId(new FitWriter()).define(1, 20, [
      [253, 4, 0x86],
      [5, 4, 0x86],
    ])
    writer.repeat(1, new Array(8).fill(0), 3600, (message, i) => {
      message.set(uint32(start + i), 0)
      message.set(uint32(i * 280), 4)
    })
    writer.define(2, 18, [
      [253, 4, 0x86],
      [2, 4, 0x86],
      [5, 1, 0],
      [7, 4, 0x86],
      [8, 4, 0x86],
      [9, 4, 0x86],
    ])
    writer.data(2, [...uint32(start + 3599), ...uint32(late), 1, ...uint32(900_000), ...uint32(900_000), ...uint32(1_000_000)])
    const activity = activityOf(readActivityFile(writer.finish()))
    expect(activity.startedAt.getTime()).toBe(START)
    expect(activity.distanceMeters).toBe(10_000)
  })

  it('never gives more moving time than elapsed time (a trainer app’s timer one second over its clock)', () => {
    const encoder = new Encoder()
    const write = (num: number | undefined, fields: Record<string, unknown>) => encoder.onMesg(num!, fields as Mesg)
    write(Profile.MesgNum.FILE_ID, { type: 'activity', manufacturer: 'zwift', product: 1, timeCreated: new Date(START) })
    write(Profile.MesgNum.RECORD, { timestamp: new Date(START), distance: 0 })
    write(Profile.MesgNum.RECORD, { timestamp: new Date(START + 1807_000), distance: 13400 })
    const totals = { timestamp: new Date(START + 1807_000), startTime: new Date(START), totalElapsedTime: 1807, totalTimerTime: 1808, totalDistance: 13400 }
    write(Profile.MesgNum.SESSION, { sport: 'cycling', subSport: 'virtualActivity', ...totals })
    const activity = activityOf(readActivityFile(encoder.close()))
    expect(activity.movingSeconds).toBeLessThanOrEqual(activity.elapsedSeconds)
    expect(activity.legs).toEqual([expect.objectContaining({ sport: 'cycling', label: 'cycling/virtualActivity', movingSeconds: 1807 })])
  })

  it('gives each session of a multisport file as a leg with its sport, in order, transitions included', () => {
    const encoder = new Encoder()
    const write = (num: number | undefined, fields: Record<string, unknown>) => encoder.onMesg(num!, fields as Mesg)
    write(Profile.MesgNum.FILE_ID, { type: 'activity', manufacturer: 'garmin', product: 3990, timeCreated: new Date(START) })
    const legs: [string, number, number][] = [
      ['swimming', 900, 750],
      ['transition', 120, 200],
      ['cycling', 3600, 40_000],
      ['transition', 60, 100],
      ['running', 2700, 10_000],
    ]
    let at = START
    for (const [sport, seconds, meters] of legs) {
      write(Profile.MesgNum.SESSION, { timestamp: new Date(at + seconds * 1000), startTime: new Date(at), sport, totalElapsedTime: seconds, totalTimerTime: seconds, totalDistance: meters })
      at += seconds * 1000
    }
    const activity = activityOf(readActivityFile(encoder.close()))
    expect(activity.legs.map((leg) => [leg.sport, leg.distanceMeters, leg.startedAt.getTime()])).toEqual([
      ['swimming', 750, START],
      ['transition', 200, START + 900_000],
      ['cycling', 40_000, START + 1_020_000],
      ['transition', 100, START + 4_620_000],
      ['running', 10_000, START + 4_680_000],
    ])
    expect(activity.distanceMeters).toBe(51_050)
  })

  it('reads the sport of a file without sessions from its laps, else from its sport message', () => {
    const encoder = new Encoder()
    const write = (num: number | undefined, fields: Record<string, unknown>) => encoder.onMesg(num!, fields as Mesg)
    write(Profile.MesgNum.FILE_ID, { type: 'activity', manufacturer: 'garmin', product: 3990, timeCreated: new Date(START) })
    write(Profile.MesgNum.SPORT, { sport: 'walking', subSport: 'casualWalking' })
    write(Profile.MesgNum.RECORD, { timestamp: new Date(START), distance: 0 })
    write(Profile.MesgNum.RECORD, { timestamp: new Date(START + 600_000), distance: 800 })
    expect(activityOf(readActivityFile(encoder.close())).legs).toEqual([expect.objectContaining({ sport: 'walking', label: 'walking/casualWalking', distanceMeters: 800 })])
  })
})
