import { describe, expect, it } from 'vitest'
import { formatDay, formatPercent } from './format'

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
