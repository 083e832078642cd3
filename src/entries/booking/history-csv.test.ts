import { describe, expect, it } from 'vitest'
import { historyCsvHeader, historyCsvRow } from './history-csv'

describe('the booking report', () => {
  it('names the event, entry and order of each line, and keeps the change as JSON', () => {
    expect(historyCsvHeader()).toBe('date,action,by,who,event_id,entry_id,entry_email,order,team,detail')
    const row = historyCsvRow({
      createdAt: '2026-11-27T10:00:00.000Z',
      action: 'entry.transfer-claimed',
      actorKind: 'customer',
      actor: 'bo@example.com',
      entry: { id: 7, event: { id: 3 }, email: 'bo@example.com' },
      order: { id: 2, number: 'MP-1' },
      detail: { from: 'ann@example.com', to: 'bo@example.com' },
    })
    expect(row).toBe('2026-11-27T10:00:00.000Z,entry.transfer-claimed,customer,bo@example.com,3,7,bo@example.com,MP-1,,"{""from"":""ann@example.com"",""to"":""bo@example.com""}"')
  })
  it('names the event the line happened in, not the one a deferred entry is in now', () => {
    const row = historyCsvRow({ createdAt: 'x', action: 'entry.deferred', actorKind: 'customer', entry: { id: 7, event: { id: 9 } }, event: 3 })
    expect(row.split(',')[4]).toBe('3')
  })
  it('keeps a spreadsheet from reading a cell as a formula', () => {
    expect(historyCsvRow({ createdAt: 'x', action: 'entry.changed', actorKind: 'customer', actor: '=HYPERLINK("x")', entry: 4 })).toContain(`"'=HYPERLINK(""x"")"`)
  })
})
