import { describe, expect, it } from 'vitest'
import { nextMonday, planDates, readStartChoice } from './start'

const events = [{ id: 4, title: 'Winter 10K', lastDay: '2027-02-28' }]

describe('dating a plan', () => {
  it('reads the choice from the query', () => {
    expect(readStartChoice({ start: '2027-01-04' })).toEqual({ kind: 'date', date: '2027-01-04' })
    expect(readStartChoice({ finish: '4', start: '2027-01-04' })).toEqual({ kind: 'event', eventId: 4 })
    expect(readStartChoice({ finish: 'x' })).toBeNull()
    expect(readStartChoice({ start: ['2027-01-04', '2027-01-05'] })).toBeNull()
    expect(readStartChoice({})).toBeNull()
  })

  it('runs from the chosen day for the plan’s weeks', () => {
    expect(planDates({ kind: 'date', date: '2027-01-04' }, 8, '2026-11-24', events)).toEqual({ start: '2027-01-04', end: '2027-02-28', event: null })
  })

  it('ends on the last day of an entered event', () => {
    expect(planDates({ kind: 'event', eventId: 4 }, 8, '2026-11-24', events)).toEqual({ start: '2027-01-04', end: '2027-02-28', event: events[0] })
  })

  it('refuses days that do not exist, lie too far away, or events not entered', () => {
    expect(planDates({ kind: 'date', date: '2027-02-30' }, 8, '2026-11-24', events)).toBeNull()
    expect(planDates({ kind: 'date', date: '2031-01-01' }, 8, '2026-11-24', events)).toBeNull()
    expect(planDates({ kind: 'date', date: '1999-01-01' }, 8, '2026-11-24', events)).toBeNull()
    expect(planDates({ kind: 'event', eventId: 5 }, 8, '2026-11-24', events)).toBeNull()
  })

  it('starts on the next Monday when nobody chose', () => {
    expect(nextMonday('2026-11-24')).toBe('2026-11-30')
    expect(nextMonday('2026-11-30')).toBe('2026-12-07')
    expect(nextMonday('2026-11-29')).toBe('2026-11-30')
  })
})
