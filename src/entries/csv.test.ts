import { describe, expect, it } from 'vitest'
import { ENTRY_CSV_COLUMNS, entryCsvHeader, entryCsvRow, type ExportedEntry } from './csv'

const entry: ExportedEntry = {
  createdAt: '2026-11-23T10:00:00.000Z',
  firstName: 'Åsa',
  lastName: 'Öberg',
  email: 'asa@example.com',
  event: { title: 'Spring 10K' },
  entryType: 'adult',
  entryPath: 'individual',
  distanceLabel: '10K',
  distanceKm: 10,
  timezone: 'Europe/Stockholm',
  orderNumber: 'MP-ABCD-EFGH',
  locale: 'sv',
}

describe('entries CSV export', () => {
  it('names the entry’s locale and the content system’s site id of it (spec §3, Y1)', () => {
    const cells = entryCsvRow(entry).split(',')
    expect(entryCsvHeader().split(',')).toHaveLength(ENTRY_CSV_COLUMNS.length)
    expect(cells).toHaveLength(ENTRY_CSV_COLUMNS.length)
    expect(cells.slice(-2)).toEqual(['sv', '7'])
    expect(
      entryCsvRow({ ...entry, locale: 'fr-ca' })
        .split(',')
        .slice(-2),
    ).toEqual(['fr-ca', '8'])
  })
})

describe('the race status column', () => {
  const status = (overrides: Partial<ExportedEntry>, now: string) => {
    const columns = entryCsvHeader().split(',')
    return entryCsvRow({ ...entry, ...overrides }, new Date(now)).split(',')[columns.indexOf('race_status')]
  }
  const event = { title: 'Spring 10K', eventType: 'open', eventStartDate: '2026-12-01T00:00:00.000Z', eventEndDate: '2026-12-31T00:00:00.000Z' }

  it('is "upcoming" before the event starts on the entrant’s clock, "running" inside its window', () => {
    expect(status({ event }, '2026-11-27T12:00:00Z')).toBe('upcoming')
    // Midnight in Stockholm is 23:00 the evening before in UTC.
    expect(status({ event }, '2026-11-30T22:30:00Z')).toBe('upcoming')
    expect(status({ event }, '2026-11-30T23:30:00Z')).toBe('running')
  })

  it('is "closed" once runs can no longer be logged, "finished" for a finisher', () => {
    expect(status({ event }, '2027-01-02T12:00:00Z')).toBe('closed')
    expect(status({ event, closedAt: '2027-01-01T00:00:00.000Z' }, '2026-12-15T12:00:00Z')).toBe('closed')
    expect(status({ event, finishedAt: '2026-12-10T08:00:00.000Z' }, '2027-02-01T12:00:00Z')).toBe('finished')
  })

  it('follows a timeboxed entrant’s own start', () => {
    const timeboxed = { ...event, eventType: 'timeboxed', timeboxHours: 24 }
    expect(status({ event: timeboxed, startDate: '2026-12-05', startTime: '09:00' }, '2026-12-04T12:00:00Z')).toBe('upcoming')
    expect(status({ event: timeboxed, startDate: '2026-12-05', startTime: '09:00' }, '2026-12-05T12:00:00Z')).toBe('running')
  })
})
