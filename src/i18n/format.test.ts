import { describe, expect, it } from 'vitest'
import { formatDay, formatDistance, formatEventDistance, formatPace, formatPercent, runnerUnit } from './format'

describe('event dates', () => {
  it('formats the calendar day in each locale, whatever the server time zone', () => {
    const iso = '2027-03-01T00:00:00.000Z'
    expect(formatDay(iso, 'en')).toBe('1 March 2027')
    expect(formatDay(iso, 'de')).toBe('1. März 2027')
    expect(formatDay(iso, 'sv')).toBe('1 mars 2027')
    expect(formatDay(iso, 'es-mx')).toBe('1 de marzo de 2027')
  })
})

describe('percentages', () => {
  it('follow each locale’s spacing', () => {
    expect(formatPercent(15, 'en')).toBe('15%')
    expect(formatPercent(15, 'fr')).toBe('15\u00a0%')
    expect(formatPercent(15, 'es-mx')).toBe('15%')
    expect(formatPercent(15, 'de')).toBe('15\u00a0%')
    expect(formatPercent(15, 'sv')).toBe('15\u00a0%')
  })
})

describe('distances in the runner’s unit and the event’s', () => {
  it('shows a runner’s distance in the unit they chose, else their market’s', () => {
    expect(formatDistance(50_000, 'en')).toBe('31.1 mi')
    expect(formatDistance(1500, 'en', runnerUnit('km', 'en'))).toBe('1.5 km')
    expect(formatDistance(1609.344, 'fr', runnerUnit('mi', 'fr'))).toMatch(/^1\smi$/)
    expect(runnerUnit(null, 'de')).toBe('km')
  })

  it('keeps an event’s distance in the event’s unit whoever reads it', () => {
    expect(formatEventDistance(50_000, 'en')).toBe('50 km')
    expect(formatEventDistance(21_097.5, 'en')).toBe('21.1 km')
    expect(formatEventDistance(21_097.5, 'de')).toBe('21,1 km')
  })

  it('gives a pace per kilometre or per mile', () => {
    expect(formatPace(10_000, 3000, 'en', 'km')).toBe('5:00 /km')
    expect(formatPace(1609.344, 483, 'en', 'mi')).toBe('8:03 /mi')
    expect(formatPace(0, 60, 'en', 'km')).toBe('')
  })
})
