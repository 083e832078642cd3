import { describe, expect, it } from 'vitest'
import { refusal } from './refusal.test-support'
import { type CaptainStore, type CaptainsTeam, changeEmblem, handOverCaptaincy, isCaptain, renameTeam } from './captain'

const now = new Date('2026-05-10T12:00:00Z')
const team = (over: Partial<CaptainsTeam> = {}): CaptainsTeam => ({
  id: 4,
  eventId: 3,
  eventTitle: 'Relay',
  name: 'Fast Feet',
  emblem: 'bolt',
  captainCustomerId: 1,
  captainEmail: 'cap@example.com',
  rules: { lastDay: '2026-05-31T00:00:00.000Z', changesCloseDays: 2, transfersAllowed: true },
  targetMeters: 30_000,
  countedMeters: 0,
  bulkPlaces: { adult: 1, child: 0 },
  members: [
    { entryId: 10, firstName: 'Cap', lastName: 'Tain', email: 'cap@example.com', customerId: 1, countedMeters: 0, targetMeters: 10_000, finished: false },
    { entryId: 11, firstName: 'Mo', lastName: 'Ber', email: 'mo@example.com', customerId: 2, countedMeters: 0, targetMeters: 10_000, finished: false },
    { entryId: 12, firstName: 'No', lastName: 'Account', email: 'no@example.com', customerId: null, countedMeters: 0, targetMeters: 10_000, finished: false },
  ],
  ...over,
})
const captain = { id: 1, email: 'cap@example.com' }

function store(found: CaptainsTeam | null, taken: string[] = []) {
  const calls: string[] = []
  const s: CaptainStore = {
    team: async () => found,
    rename: async (_id, name, key) => (taken.includes(key) ? false : (calls.push(`rename ${name}`), true)),
    handOver: async (_id, to) => void calls.push(`hand over ${to.entryId}`),
    setEmblem: async (_id, emblem) => void calls.push(`emblem ${emblem}`),
  }
  return { s, calls }
}

describe('a captain managing their team', () => {
  it('is the team’s captain account, or its captain email when no account was linked', () => {
    expect(isCaptain(team(), captain)).toBe(true)
    expect(isCaptain(team(), { id: 2, email: 'cap@example.com' })).toBe(false)
    expect(isCaptain(team({ captainCustomerId: null }), { id: 9, email: 'CAP@example.com' })).toBe(true)
  })

  it('renames until the cut-off, to a name no other team of the event has', async () => {
    const { s, calls } = store(team(), ['taken team'])
    await renameTeam(s, { teamId: 4, customer: captain, name: '  Faster   Feet ', now })
    expect(calls).toEqual(['rename Faster Feet'])
    expect(await refusal(renameTeam(s, { teamId: 4, customer: captain, name: 'Taken Team', now }))).toBe('entries.teamNameTaken')
    expect(await refusal(renameTeam(s, { teamId: 4, customer: captain, name: 'Later', now: new Date('2026-05-29T00:00:00Z') }))).toBe('booking.changesClosed')
    expect(await refusal(renameTeam(s, { teamId: 4, customer: { id: 2, email: 'mo@example.com' }, name: 'Mine', now }))).toBe('booking.teamNotFound')
  })

  it('hands over to a member with an account only', async () => {
    const { s, calls } = store(team())
    expect(await refusal(handOverCaptaincy(s, { teamId: 4, customer: captain, toEntryId: 12 }))).toBe('booking.captainNeedsAccount')
    expect(await refusal(handOverCaptaincy(s, { teamId: 4, customer: captain, toEntryId: 99 }))).toBe('booking.notFound')
    await handOverCaptaincy(s, { teamId: 4, customer: captain, toEntryId: 11 })
    expect(calls).toEqual(['hand over 11'])
  })

  it('changes the emblem until the cut-off, writing only a change', async () => {
    const { s, calls } = store(team())
    await changeEmblem(s, { teamId: 4, customer: captain, emblem: 'bolt', now })
    await changeEmblem(s, { teamId: 4, customer: captain, emblem: 'wave', now })
    expect(calls).toEqual(['emblem wave'])
    expect(await refusal(changeEmblem(s, { teamId: 4, customer: captain, emblem: 'star', now: new Date('2026-05-29T00:00:00Z') }))).toBe('booking.changesClosed')
    expect(await refusal(changeEmblem(s, { teamId: 4, customer: { id: 2, email: 'mo@example.com' }, emblem: 'star', now }))).toBe('booking.teamNotFound')
  })
})
