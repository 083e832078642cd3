import { describe, expect, it } from 'vitest'
import { DomainError } from '../../lib/errors'
import type { EntryEvent } from '../model'
import { type ChangeableEntry, type EntryChange, type EntryChangeWrite, changeEntry } from './change-entry'

const now = new Date('2026-05-10T12:00:00Z')
const event: EntryEvent = {
  id: 3,
  slug: 'spring',
  title: 'Spring',
  type: 'open',
  start: '2026-05-01',
  end: '2026-05-31',
  individual: true,
  team: true,
  includesMedal: true,
  maxTeamSize: 10,
  distances: [
    { id: 'd5', label: '5K', km: 5 },
    { id: 'd10', label: '10K', km: 10 },
  ],
  groups: [{ id: 'g1', label: 'Club' }],
}
const entry = (over: Partial<ChangeableEntry> = {}): ChangeableEntry => ({
  id: 7,
  eventId: 3,
  eventTitle: 'Spring',
  entrantCustomerId: 1,
  email: 'ann@example.com',
  firstName: 'Ann',
  locale: 'en',
  cancelled: false,
  finished: false,
  rules: { lastDay: '2026-05-31T00:00:00.000Z', changesCloseDays: 2, transfersAllowed: true },
  teamId: null,
  countedMeters: 0,
  countedRuns: 0,
  startDate: null,
  startTime: null,
  ...over,
})
const change = (over: Partial<EntryChange> = {}): EntryChange => ({ distance: 'd10', timezone: 'Europe/Paris', groupId: 'g1', timeboxedStartDate: null, timeboxedStartTime: '', ...over })

function run(found: ChangeableEntry | null, asked: EntryChange, theEvent: EntryEvent = event, at = now) {
  const writes: EntryChangeWrite[] = []
  const work = changeEntry(
    {
      store: { changeableEntry: async () => found, saveChange: async (_id, _customer, write) => (writes.push(write), true) },
      entryEvent: async () => theEvent,
    },
    { customerId: 1, entryId: 7, change: asked, locale: 'en', now: at },
  )
  return { work, writes }
}
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describe('an entrant changing their entry', () => {
  it('writes the event’s distance, the clock and the group by their labels', async () => {
    const { work, writes } = run(entry(), change())
    expect(await work).toEqual({ distanceLabel: '10K', distanceKm: 10, timezone: 'Europe/Paris', groupLabel: 'Club', startDate: null, startTime: null })
    expect(writes).toHaveLength(1)
  })

  it('answers field by field for what the event does not offer, and writes nothing', async () => {
    const { work, writes } = run(entry(), change({ distance: 'd42', timezone: 'Mars/Olympus', groupId: 'g9' }))
    const error = await refusal(work)
    expect(error).toMatchObject({ code: 'invalid_request', key: 'booking.checkFields' })
    expect(error.fieldErrors).toEqual({ distance: ['entries.unknownDistance'], timezone: ['entries.unknownTimezone'], groupId: ['entries.unknownGroup'] })
    expect(writes).toEqual([])
  })

  it('refuses a distance shorter than what is already counted', async () => {
    expect((await refusal(run(entry({ countedMeters: 6000 }), change({ distance: 'd5' })).work)).key).toBe('booking.belowProgress')
    await expect(run(entry({ countedMeters: 5000 }), change({ distance: 'd5' })).work).resolves.toMatchObject({ distanceKm: 5 })
  })

  it('moves a timeboxed start only while no run counts', async () => {
    const timeboxed: EntryEvent = { ...event, type: 'timeboxed' }
    const moved = change({ timeboxedStartDate: '2026-05-20', timeboxedStartTime: '07:00' })
    await expect(run(entry({ startDate: '2026-05-12', startTime: '08:00' }), moved, timeboxed).work).resolves.toMatchObject({ startDate: '2026-05-20', startTime: '07:00' })
    expect((await refusal(run(entry({ startDate: '2026-05-12', startTime: '08:00', countedRuns: 1 }), moved, timeboxed).work)).key).toBe('booking.startedAlready')
    const outside = await refusal(run(entry(), change({ timeboxedStartDate: '2026-06-02', timeboxedStartTime: '07:00' }), timeboxed).work)
    expect(outside.fieldErrors).toEqual({ timeboxedStartDate: ['validation.dateBefore'] })
    expect(outside.values).toEqual({ date: '2026-05-31' })
  })

  it('leaves team entries to the team, and closes at the cut-off; finished and cancelled entries never change', async () => {
    expect((await refusal(run(entry({ teamId: 4 }), change()).work)).key).toBe('booking.teamEntry')
    expect((await refusal(run(entry(), change(), event, new Date('2026-05-29T00:00:00Z')).work)).key).toBe('booking.changesClosed')
    expect((await refusal(run(entry({ finished: true }), change()).work)).key).toBe('booking.finished')
    expect((await refusal(run(entry({ cancelled: true }), change()).work)).key).toBe('booking.cancelled')
    expect((await refusal(run(null, change()).work)).code).toBe('not_found')
  })
})
