import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isDomainError } from '../lib/errors'
import type { ActivityRefusal } from './activity'
import { readActivityFile } from './activity-file'
import { type ActivityType, runOfActivity } from './activity-types'
import { DEFAULT_ACTIVITY_TYPES } from './default-activity-types'
import type { Sport } from './sport'

/**
 * The readers against 70 real exports from real devices and apps (tests/fixtures/activities: Garmin,
 * Wahoo, Coros, Suunto, Zwift, Strava, Hammerhead, Lezyne, TomTom, Fitbit, Amazfit…), checked against
 * values from independent tools (Garmin's FIT SDK, togeojson, the TCX laps), and against an event
 * that counts running and walking.
 */

type Entry = {
  file: string
  kind: string
  reference: { startedAt: string | null; distanceMeters: number | null; trackMeters?: number | null }
}

const corpus = path.resolve(import.meta.dirname, '../../tests/fixtures/activities')
const manifest = JSON.parse(fs.readFileSync(path.join(corpus, 'manifest.json'), 'utf8')) as Entry[]
const read = (file: string) => readActivityFile(new Uint8Array(fs.readFileSync(path.join(corpus, file))), path.basename(file))

/** Files a runner's upload is rightly refused for, and why. */
const REFUSED: Record<string, ActivityRefusal> = {
  'fit/strava-android-run.fit': 'unreadable', // 19 bytes short of the length its header gives: cut off
  'fit/garmin-fr70-run-compressed-timestamps.fit': 'no-start-time', // the watch's clock was never set (1990)
  'fit/lezyne-super-gps-ride-compressed-timestamps.fit': 'bad-checksum', // its CRC does not match (GPSBabel's "bad endian" sample)
  'fit/garmin-edge800-indoor-trainer.fit': 'no-distance',
  'fit/garmin-fenix6-indoor-turbo.fit': 'no-distance',
  'fit/garmin-fr935-swim-connectiq.fit': 'no-distance', // its distance is in a Connect IQ app's own fields
  'fit/garmin-vivoactive-hr-indoor-rowing.fit': 'no-distance',
  'fit/garmin-vivoactive-hr-strength.fit': 'no-distance',
  'fit/suunto-race2-strength.fit': 'no-distance',
  'fit/garmin-venu3-yoga.fit': 'no-distance',
  'fit/garmin-descent-mk2-dive.fit': 'no-distance',
  'fit/garmin-edge510-settings.fit': 'not-an-activity',
  'fit/garmin-vivofit-monitoring.fit': 'not-an-activity',
}

/** Where the best evidence in the file is not the reference tool's figure. */
const BETTER_DISTANCE: Record<string, { meters: number; why: string }> = {
  'tcx/suunto-movescount-run.tcx': { meters: 2919, why: 'its laps stop 920 m short of the end; the track runs on' },
  'fit/garmin-fr255-triathlon-summary-last.fit': { meters: 18_725.9, why: 'Garmin’s SDK fails on this file; its five sessions sum to this' },
  'tcx/concept2-painsled-row.tcx': { meters: 11.8, why: 'its laps say 0 m and its points count metres per stroke (it is refused anyway: it calls itself Biking)' },
}

/** Files that state another sport than they hold. */
const MISNAMED = new Set(['tcx/concept2-painsled-row.tcx'])

/** What each kind's legs state, as the readers name sports. */
const SPORTS_OF_KIND: Record<string, Sport[]> = {
  run: ['running'],
  treadmill: ['running'],
  walk: ['walking'],
  ride: ['cycling'],
  swim: ['swimming'],
  row: ['rowing'],
  ski: ['skiing'],
}

const types: ActivityType[] = DEFAULT_ACTIVITY_TYPES.filter((t) => t.key === 'run' || t.key === 'walk').map((t, i) => ({ id: i + 1, key: t.key, name: t.names.en, sports: t.sports }))

describe('real exports from real devices', () => {
  it('the corpus is here: 70 files of every format', () => {
    expect(manifest).toHaveLength(70)
    expect(new Set(manifest.map((e) => path.dirname(e.file)))).toEqual(new Set(['fit', 'gpx', 'tcx']))
  })

  it.each(manifest.map((entry) => [entry.file, entry] as const))('%s: the same start and distance as the reference, or a refusal with its reason', (file, entry) => {
    const reading = read(file)
    if (REFUSED[file]) {
      expect(reading).toMatchObject({ ok: false, reason: REFUSED[file] })
      return
    }
    if (!reading.ok) throw new Error(`${file} refused: ${reading.detail}`)
    const { activity } = reading
    const expected = BETTER_DISTANCE[file]?.meters ?? entry.reference.distanceMeters!
    expect(Math.abs(activity.distanceMeters - expected) / expected).toBeLessThan(0.005)
    if (entry.reference.startedAt) expect(activity.startedAt.toISOString()).toBe(entry.reference.startedAt)
    expect(activity.movingSeconds).toBeLessThanOrEqual(activity.elapsedSeconds + 1e-6)
    const stated = activity.legs.map((leg) => leg.sport).filter((sport) => sport !== null && sport !== 'transition')
    if (SPORTS_OF_KIND[entry.kind] && stated.length > 0 && !MISNAMED.has(file)) expect(new Set(stated), file).toEqual(new Set(SPORTS_OF_KIND[entry.kind]))
  })

  it('an event of running and walking counts the runs, walks and hikes, the running legs of multisport files, and nothing else that names its sport', () => {
    const outcomes: Record<string, string[]> = {}
    for (const entry of manifest) {
      const reading = read(entry.file)
      if (!reading.ok) continue
      let outcome: string
      try {
        const run = runOfActivity(reading.activity, types, { title: 'Long Haul Challenge', locale: 'en' })
        outcome = run.sport === null ? 'counted, no sport stated' : `counted as ${run.activityType.key}`
      } catch (error) {
        if (!isDomainError(error)) throw error
        outcome = `refused: ${error.values?.sport}`
      }
      ;(outcomes[`${entry.kind}: ${outcome}`] ??= []).push(entry.file)
    }
    expect(Object.fromEntries(Object.entries(outcomes).map(([k, files]) => [k, files.length]))).toEqual({
      'run: counted as run': 16,
      'treadmill: counted as run': 1,
      'walk: counted as walk': 2,
      // A TCX can only say Running, Biking or Other: Garmin's walks, swims and paddles come as Other,
      // and count as the event's first type, under the pace rules (plausibility.ts).
      'walk: counted, no sport stated': 1,
      'hike: counted, no sport stated': 1,
      'swim: counted, no sport stated': 1,
      'paddle: counted, no sport stated': 2,
      'ski: counted, no sport stated': 1,
      'other: counted, no sport stated': 3,
      // Every file that says what it is and is not a run or a walk is refused, naming its sport.
      'ride: refused: cycling': 15,
      'swim: refused: swimming': 4,
      'row: refused: cycling': 1, // Concept2 PainSled writes its rowing as Biking
      'row: refused: rowing': 1,
      'row: counted, no sport stated': 1, // NK SpeedCoach: "generic"
      'ski: refused: skiing': 1,
      'other: refused: other': 1,
      'multisport: counted as run': 5,
    })
  })

  it('a triathlon counts only its run: the swim, the bike and the transitions stay out', () => {
    const reading = read('fit/garmin-fr920xt-triathlon.fit')
    if (!reading.ok) throw new Error(reading.detail)
    const run = runOfActivity(reading.activity, types, { title: 'Long Haul Challenge', locale: 'en' })
    const legs = reading.activity.legs
    const running = legs.find((leg) => leg.sport === 'running')!
    expect(run).toMatchObject({ sport: 'running', distanceMeters: running.distanceMeters, startedAt: running.startedAt })
    expect(run.distanceMeters).toBeLessThan(reading.activity.distanceMeters / 5)
  })
})
