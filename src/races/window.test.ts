import { describe, expect, it } from 'vitest'
import { isImplausiblePace, judgeRun, recordSeconds } from './counting'
import { finishLine, percentOf } from './progress'
import { loggingEndsAt, raceStatus, raceWindow, type RaceRules } from './window'
import { instantOf, offsetMinutes, wallClock } from './zoned-time'

const at = (iso: string) => new Date(iso)

describe('wall clocks in a time zone', () => {
  it('reads the offset in force, summer and winter', () => {
    expect(offsetMinutes(at('2026-07-01T12:00:00Z'), 'Europe/Berlin')).toBe(120)
    expect(offsetMinutes(at('2026-01-01T12:00:00Z'), 'Europe/Berlin')).toBe(60)
    expect(offsetMinutes(at('2026-01-01T12:00:00Z'), 'America/Mexico_City')).toBe(-360)
    expect(offsetMinutes(at('2026-01-01T12:00:00Z'), 'Asia/Kolkata')).toBe(330)
  })

  it('turns a wall-clock time into the instant and back', () => {
    expect(instantOf('2026-06-15', '07:30', 'Europe/London').toISOString()).toBe('2026-06-15T06:30:00.000Z')
    expect(instantOf('2026-12-31', '23:45', 'America/New_York').toISOString()).toBe('2027-01-01T04:45:00.000Z')
    expect(wallClock(at('2027-01-01T04:45:00Z'), 'America/New_York')).toEqual({ day: '2026-12-31', time: '23:45' })
  })

  it('puts a time the clocks skip just after the gap, and a time they show twice at its first showing', () => {
    // Berlin skips 02:00–03:00 on 29 March 2026 and shows 02:00–03:00 twice on 25 October 2026.
    expect(instantOf('2026-03-29', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(wallClock(at('2026-03-29T01:30:00Z'), 'Europe/Berlin').time).toBe('03:30')
    expect(instantOf('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z')
    expect(instantOf('2026-10-25', '03:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T02:30:00.000Z')
  })
})

const open: RaceRules = { type: 'open', startDay: '2026-03-28', endDay: '2026-03-29', graceHours: 24, timeboxHours: 24, dailyCapMeters: null }
const berlin = { timezone: 'Europe/Berlin', startDate: null, startTime: null }

describe('the race window', () => {
  it('runs an open event from the first midnight to the end of the last day on the entrant’s clock, across a clock change', () => {
    const window = raceWindow(open, berlin)
    expect(window.opensAt.toISOString()).toBe('2026-03-27T23:00:00.000Z')
    expect(window.closesAt.toISOString()).toBe('2026-03-29T22:00:00.000Z')
    const newYork = raceWindow(open, { ...berlin, timezone: 'America/New_York' })
    expect(newYork.opensAt.toISOString()).toBe('2026-03-28T04:00:00.000Z')
    expect(loggingEndsAt(window).toISOString()).toBe('2026-03-30T22:00:00.000Z')
  })

  it('runs a timeboxed entry from its own start for the timebox, or from the first day when it chose none', () => {
    const rules: RaceRules = { ...open, type: 'timeboxed', timeboxHours: 6 }
    const own = raceWindow(rules, { timezone: 'Europe/London', startDate: '2026-03-28', startTime: '09:15' })
    expect([own.opensAt.toISOString(), own.closesAt.toISOString()]).toEqual(['2026-03-28T09:15:00.000Z', '2026-03-28T15:15:00.000Z'])
    expect(raceWindow(rules, { timezone: 'UTC', startDate: null, startTime: null }).opensAt.toISOString()).toBe('2026-03-28T00:00:00.000Z')
  })

  it('says upcoming, open, finished or closed', () => {
    const window = raceWindow(open, berlin)
    const state = { finishedAt: null, closedAt: null }
    expect(raceStatus(window, state, at('2026-03-27T22:59:59Z'))).toBe('upcoming')
    expect(raceStatus(window, state, at('2026-03-27T23:00:00Z'))).toBe('open')
    expect(raceStatus(window, state, at('2026-03-30T21:59:59Z'))).toBe('open')
    expect(raceStatus(window, state, at('2026-03-30T22:00:00Z'))).toBe('closed')
    expect(raceStatus(window, { finishedAt: at('2026-03-29T10:00:00Z'), closedAt: null }, at('2026-04-30T00:00:00Z'))).toBe('finished')
    expect(raceStatus(window, { finishedAt: null, closedAt: at('2026-03-30T00:00:00Z') }, at('2026-03-29T00:00:00Z'))).toBe('closed')
  })
})

describe('counting a run', () => {
  const window = raceWindow(open, berlin)
  const run = (startedAt: string, distanceMeters = 5000, durationSeconds = 1800) => ({ startedAt: at(startedAt), distanceMeters, durationSeconds })
  const now = at('2026-03-30T10:00:00Z')

  it('counts a run that starts inside the window, to the second', () => {
    expect(judgeRun(window, run('2026-03-27T23:00:00Z'), now)).toEqual({ outcome: 'counted' })
    expect(judgeRun(window, run('2026-03-29T21:59:59Z'), now)).toEqual({ outcome: 'counted' })
  })

  it('refuses a run that starts before or after it', () => {
    expect(judgeRun(window, run('2026-03-27T22:59:59Z'), now)).toEqual({ outcome: 'refused', reason: 'before-window' })
    expect(judgeRun(window, run('2026-03-29T22:00:00Z'), now)).toEqual({ outcome: 'refused', reason: 'after-window' })
  })

  it('takes late logs during the grace period and none after it', () => {
    expect(judgeRun(window, run('2026-03-29T20:00:00Z'), at('2026-03-30T21:59:00Z'))).toEqual({ outcome: 'counted' })
    expect(judgeRun(window, run('2026-03-29T20:00:00Z'), at('2026-03-30T22:00:01Z'))).toEqual({ outcome: 'refused', reason: 'logging-closed' })
  })

  it('refuses a run that has not ended yet (beyond five minutes of clock drift)', () => {
    expect(judgeRun(window, run('2026-03-29T09:00:00Z', 5000, 3600), at('2026-03-29T09:30:00Z'))).toEqual({ outcome: 'refused', reason: 'in-future' })
    expect(judgeRun(window, run('2026-03-29T09:00:00Z', 5000, 1800), at('2026-03-29T09:26:00Z'))).toEqual({ outcome: 'counted' })
  })

  it('holds a run faster than the world record for its distance, and a car’s speed', () => {
    expect(recordSeconds(42195)).toBeCloseTo(7235, 6)
    expect(recordSeconds(10000)).toBeCloseTo(1571, 6)
    expect(isImplausiblePace({ distanceMeters: 10000, durationSeconds: 1570 })).toBe(true)
    expect(isImplausiblePace({ distanceMeters: 10000, durationSeconds: 1572 })).toBe(false)
    expect(isImplausiblePace({ distanceMeters: 15000, durationSeconds: 2500 })).toBe(false)
    expect(isImplausiblePace({ distanceMeters: 15000, durationSeconds: 2300 })).toBe(true)
    expect(judgeRun(window, run('2026-03-29T09:00:00Z', 42195, 2400), now)).toEqual({ outcome: 'held', reason: 'implausible-pace' })
    // 50 km in an hour by car; 500 km in a day.
    expect(isImplausiblePace({ distanceMeters: 50000, durationSeconds: 3600 })).toBe(true)
    expect(isImplausiblePace({ distanceMeters: 500000, durationSeconds: 86400 })).toBe(true)
  })
})

describe('the finish line', () => {
  const runs = [
    { startedAt: at('2026-03-29T08:00:00Z'), distanceMeters: 4000, durationSeconds: 1500 },
    { startedAt: at('2026-03-28T08:00:00Z'), distanceMeters: 3000, durationSeconds: 1000 },
    { startedAt: at('2026-03-28T18:00:00Z'), distanceMeters: 3000, durationSeconds: 1100 },
  ]

  it('is the end of the run, in running order, that takes the total to the target', () => {
    expect(finishLine(runs, 10000)).toEqual({ finishedAt: at('2026-03-29T08:25:00Z'), movingSeconds: 3600 })
    expect(finishLine(runs, 6000)).toEqual({ finishedAt: at('2026-03-28T18:18:20Z'), movingSeconds: 2100 })
    expect(finishLine(runs, 10001)).toBeNull()
  })

  it('gives whole per cent, at most 100', () => {
    expect(percentOf(4999, 10000)).toBe(49)
    expect(percentOf(25000, 10000)).toBe(100)
    expect(percentOf(10, 0)).toBe(0)
  })
})
