import { describe, expect, it } from 'vitest'
import { refusal } from './refusal.test-support'
import type { ChangeableEntry } from './change-entry'
import { type DeferralMove, type DeferralStore, type DeferralTarget, deferEntry, deferralChoices } from './deferral'

const now = new Date('2026-05-10T12:00:00Z')
const entry = (over: Partial<ChangeableEntry> = {}) => ({
  id: 7,
  eventId: 1,
  eventTitle: 'Spring 10K',
  entrantCustomerId: 3,
  email: 'ann@example.com',
  firstName: 'Ann',
  locale: 'en' as const,
  cancelled: false,
  finished: false,
  rules: { lastDay: '2026-05-31T00:00:00.000Z', changesCloseDays: 2, transfersAllowed: true },
  teamId: null,
  countedMeters: 0,
  countedRuns: 0,
  startDate: null,
  startTime: null,
  entryType: 'adult' as const,
  distanceLabel: 'Half marathon',
  ...over,
})
const later = (over: Partial<DeferralTarget> = {}): DeferralTarget => ({
  eventId: 2,
  title: 'Autumn Half',
  start: '2026-09-01',
  distances: [
    { label: '10K', km: 10 },
    { label: 'Half marathon', km: 21.1 },
  ],
  variantId: 20,
  ...over,
})

function store(found: ReturnType<typeof entry> | null, targets: DeferralTarget[], moved: 'moved' | 'taken' | 'not-open' = 'moved') {
  const moves: DeferralMove[] = []
  const s: DeferralStore = {
    entry: async () => found,
    targets: async () => targets,
    move: async (_entry, _customer, move) => {
      moves.push(move)
      return moved
    },
  }
  return { s, moves }
}

describe('deferring an entry to a later event', () => {
  it('offers the later events that have not started and sell its kind of place', async () => {
    const { s } = store(entry(), [later(), later({ eventId: 3, start: '2026-05-01' }), later({ eventId: 4, variantId: null })])
    expect((await deferralChoices(s, { customerId: 3, entryId: 7, now })).targets.map((t) => t.eventId)).toEqual([2])
  })

  it('moves it to the later event, on the distance of the same name (else the first)', async () => {
    const { s, moves } = store(entry(), [later()])
    await deferEntry(s, { customerId: 3, entryId: 7, toEventId: 2, now })
    const other = store(entry({ distanceLabel: 'Marathon' } as never), [later()])
    await deferEntry(other.s, { customerId: 3, entryId: 7, toEventId: 2, now })
    expect([...moves, ...other.moves]).toEqual([
      { eventId: 2, variantId: 20, distanceLabel: 'Half marathon', distanceKm: 21.1 },
      { eventId: 2, variantId: 20, distanceLabel: '10K', distanceKm: 10 },
    ])
  })

  it('refuses a team member, runs logged, the cut-off, an event not offered, and an email in the later event already', async () => {
    expect(await refusal(deferEntry(store(entry({ teamId: 4 }), [later()]).s, { customerId: 3, entryId: 7, toEventId: 2, now }))).toBe('deferral.teamEntry')
    expect(await refusal(deferEntry(store(entry({ countedRuns: 1 }), [later()]).s, { customerId: 3, entryId: 7, toEventId: 2, now }))).toBe('deferral.runsLogged')
    expect(await refusal(deferEntry(store(entry(), [later()]).s, { customerId: 3, entryId: 7, toEventId: 2, now: new Date('2026-05-30T00:00:00Z') }))).toBe('booking.changesClosed')
    expect(await refusal(deferEntry(store(entry(), [later()]).s, { customerId: 3, entryId: 7, toEventId: 9, now }))).toBe('deferral.notOffered')
    expect(await refusal(deferEntry(store(entry(), [later()], 'taken').s, { customerId: 3, entryId: 7, toEventId: 2, now }))).toBe('entries.alreadyEnteredEmail')
    expect(await refusal(deferEntry(store(null, [later()]).s, { customerId: 3, entryId: 7, toEventId: 2, now }))).toBe('booking.notFound')
  })
})
