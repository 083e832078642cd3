import { describe, expect, it } from 'vitest'
import { recordSeconds } from './counting'
import { holdReason, type RunSpan } from './plausibility'

const START = Date.UTC(2026, 5, 1, 6)
const span = (startSeconds: number, meters: number, seconds: number): RunSpan => ({ startedAt: new Date(START + startSeconds * 1000), distanceMeters: meters, durationSeconds: seconds })
const rules = { dailyCapMeters: 100_000 }

/** Logs runs one after the other as the service does: each judged with the counted and held runs before it. */
function logAll(runs: RunSpan[]) {
  const kept: RunSpan[] = []
  return runs.map((run) => {
    const reason = holdReason(run, kept, rules)
    kept.push(run)
    return reason ?? 'counted'
  })
}

describe('pace across runs: splitting a run does not beat the rule', () => {
  it('twenty runs of 1 km in 131 s back to back (20 km in 44 minutes) count one, the rest are held', () => {
    expect(recordSeconds(1000)).toBeLessThan(131) // each alone is just slower than the record
    const split = Array.from({ length: 20 }, (_, i) => span(i * 131, 1000, 131))
    const outcomes = logAll(split)
    expect(outcomes[0]).toBe('counted')
    expect(outcomes.slice(1).every((outcome) => outcome === 'pace-across-runs')).toBe(true)
    // Logged in any order, the same: whichever comes first counts alone.
    expect(logAll([...split].reverse()).filter((o) => o === 'counted')).toHaveLength(1)
  })

  it('the same 20 km as one run is held for its own pace', () => {
    expect(holdReason(span(0, 20_000, 20 * 131), [], rules)).toBe('implausible-pace')
  })

  it('real training counts: a 10 km run, a rest, intervals, and a run the next day', () => {
    const week = [span(0, 10_000, 3000), span(3600, 400, 80), span(3800, 400, 80), span(4000, 400, 80), span(86_400, 21_100, 6300)]
    expect(logAll(week)).toEqual(Array(5).fill('counted'))
  })

  it('a run faster than the record when the runs just before and after it are taken together is held, even logged late', () => {
    const before = span(0, 5000, 1200) // 5 km in 20 min: fine alone
    const after = span(1200, 5000, 1200)
    expect(holdReason(span(2400, 5000, 1200), [before, after], rules)).toBeNull() // 15 km in 60 min is no record
    const fast = [span(0, 5000, 780), span(780, 5000, 780)] // 10 km in 26:00: beyond the world record, each 5 km not
    expect(holdReason(fast[1]!, [fast[0]!], rules)).toBe('pace-across-runs')
    expect(holdReason(fast[0]!, [fast[1]!], rules)).toBe('pace-across-runs')
  })
})

describe('the event’s daily distance', () => {
  it('holds the run that takes any 24 hours past the cap', () => {
    // From 08:00 to 22:00, five 22 km runs with rests between: 110 km in one day.
    const day = Array.from({ length: 5 }, (_, i) => span(i * 3.5 * 3600, 22_000, 2.5 * 3600))
    expect(logAll(day)).toEqual(['counted', 'counted', 'counted', 'counted', 'daily-distance'])
    // A day after the first run's start, its 22 km no longer count toward the next one's day.
    const nextDay = span(24 * 3600 + 1, 22_000, 9000)
    expect(holdReason(nextDay, day.slice(0, 4), rules)).toBeNull()
    expect(holdReason(day[4]!, day.slice(0, 4), { dailyCapMeters: null })).toBeNull()
  })

  it('is a sliding day, not a calendar one: 100 km in the afternoon and 100 km after midnight are one day’s running', () => {
    const afternoon = { startedAt: new Date('2026-06-01T14:00:00Z'), distanceMeters: 100_000, durationSeconds: 8 * 3600 }
    const night = { startedAt: new Date('2026-06-02T00:00:00Z'), distanceMeters: 100_000, durationSeconds: 8 * 3600 }
    expect(holdReason(afternoon, [], rules)).toBeNull()
    expect(holdReason(night, [afternoon], { dailyCapMeters: 150_000 })).toBe('daily-distance')
    expect(holdReason(night, [afternoon], { dailyCapMeters: 200_000 })).toBeNull()
  })
})
