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
