import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import de from '../../messages/de.json'
import en from '../../messages/en.json'
import { type DomainError, isDomainError } from '../lib/errors'
import type { Activity, Leg } from './activity'
import { type ActivityType, runOfActivity, typeOfKey } from './activity-types'

const START = Date.UTC(2026, 5, 1, 6)
const types: ActivityType[] = [
  { id: 1, key: 'run', name: 'Running', sports: ['running'] },
  { id: 2, key: 'walk', name: 'Walking', sports: ['walking', 'hiking'] },
]
const event = { title: 'Long Haul Challenge', locale: 'en' as const }

const leg = (sport: Leg['sport'], startMinutes: number, meters: number, seconds: number): Leg => ({
  sport,
  label: sport ?? '',
  startedAt: new Date(START + startMinutes * 60_000),
  distanceMeters: meters,
  movingSeconds: seconds,
  elapsedSeconds: seconds,
})
const activity = (...legs: Leg[]): Activity => ({
  format: 'fit',
  startedAt: legs[0]!.startedAt,
  distanceMeters: legs.reduce((sum, l) => sum + l.distanceMeters, 0),
  movingSeconds: legs.reduce((sum, l) => sum + l.movingSeconds, 0),
  elapsedSeconds: legs.reduce((sum, l) => sum + l.elapsedSeconds, 0),
  points: 100,
  source: 'garmin edge1000',
  legs,
})

function refusal(run: () => unknown): DomainError {
  try {
    run()
  } catch (error) {
    if (isDomainError(error)) return error
    throw error
  }
  throw new Error('not refused')
}

describe('what an event counts of a file', () => {
  it('refuses a 42 km bike ride, naming it and what the event counts, in the runner’s language', () => {
    const error = refusal(() => runOfActivity(activity(leg('cycling', 0, 42_000, 7200)), types, event))
    expect(error).toMatchObject({ code: 'invalid_request', key: 'races.file.wrongSport', values: { sport: 'cycling', event: 'Long Haul Challenge', types: 'running and walking' } })
    expect(createTranslator({ locale: 'en', messages: en })(error.key, error.values as never)).toBe('This is a bike ride; Long Haul Challenge counts running and walking.')
    const german = refusal(() => runOfActivity(activity(leg('swimming', 0, 1500, 1800)), types, { ...event, locale: 'de' }))
    const deTypes = [
      { ...types[0]!, name: 'Laufen' },
      { ...types[1]!, name: 'Gehen' },
    ]
    expect(refusal(() => runOfActivity(activity(leg('swimming', 0, 1500, 1800)), deTypes, { ...event, locale: 'de' })).values?.types).toBe('Laufen und Gehen')
    expect(createTranslator({ locale: 'de', messages: de })(german.key, german.values as never)).toMatch(/Long Haul Challenge/)
  })

  it('counts only the running legs of a multisport file: never the swim, the bike, the transitions or a leg that names no sport', () => {
    const run = runOfActivity(
      activity(leg(null, 0, 25_000, 9000), leg('swimming', 150, 750, 900), leg('transition', 165, 200, 120), leg('cycling', 167, 40_000, 3600), leg('running', 227, 10_000, 2700)),
      types,
      event,
    )
    expect(run).toMatchObject({ distanceMeters: 10_000, durationSeconds: 2700, sport: 'running', activityType: { key: 'run' } })
    expect(run.startedAt.getTime()).toBe(START + 227 * 60_000)
  })

  it('counts a walk as a walk, a hike as a walk, and a file that names no sport as the event’s first type', () => {
    expect(runOfActivity(activity(leg('hiking', 0, 12_000, 14_400)), types, event).activityType.key).toBe('walk')
    const unnamed = runOfActivity(activity(leg(null, 0, 5000, 1800)), types, event)
    expect(unnamed).toMatchObject({ activityType: { key: 'run' }, sport: null, distanceMeters: 5000 })
  })

  it('takes a run logged by hand or pushed by the app only with a type the event counts', () => {
    expect(typeOfKey('walk', types, 'en').id).toBe(2)
    expect(refusal(() => typeOfKey('wheelchair', types, 'en'))).toMatchObject({
      key: 'races.unknownActivityType',
      values: { types: 'running and walking' },
      fieldErrors: { activityType: ['races.unknownActivityType'] },
    })
  })
})
