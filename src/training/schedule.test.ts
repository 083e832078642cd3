import { describe, expect, it } from 'vitest'
import { addDays, datedSessions, parseDay, type PlanWeek, startToFinishOn } from './schedule'

const session = (day: number, kind: 'easy' | 'long' | 'rest' = 'easy') => ({ day, kind, distanceKm: 5, durationMinutes: null, notes: null })
const weeks: PlanWeek[] = [
  { focus: null, sessions: [session(6, 'long'), session(2)] },
  { focus: null, sessions: [session(1), session(7, 'rest')] },
]

describe('training plan schedule', () => {
  it('reads only real calendar days', () => {
    expect(parseDay('2027-02-28')?.toISOString()).toBe('2027-02-28T00:00:00.000Z')
    expect(parseDay('2027-02-29')).toBeNull()
    expect(parseDay('2027-2-1')).toBeNull()
    expect(parseDay('yesterday')).toBeNull()
  })

  it('adds days across months, years and clock changes', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
  })

  it('dates every session from the start day, in order within each week', () => {
    const dated = datedSessions(weeks, '2027-01-04')
    expect(dated.map((s) => [s.week, s.day, s.date])).toEqual([
      [1, 2, '2027-01-05'],
      [1, 6, '2027-01-09'],
      [2, 1, '2027-01-11'],
      [2, 7, '2027-01-17'],
    ])
  })

  it('starts a plan so that its last day is the given day', () => {
    const start = startToFinishOn('2027-02-28', weeks.length)
    expect(start).toBe('2027-02-15')
    expect(addDays(start, weeks.length * 7 - 1)).toBe('2027-02-28')
    expect(datedSessions(weeks, start).at(-1)?.date).toBe('2027-02-28')
  })
})
