import { describe, expect, it } from 'vitest'
import { refusal } from './refusal.test-support'
import type { CaptainStore, CaptainsTeam } from './captain'
import { allocatePlace, claimHeldPlace, type PlaceClaim, type PlacesTeam, type TeamPlaceStore, takeFreePlace, teamPlaces } from './team-places'
import { memberToRemove } from './team-removal'
import { transferTokenHash } from './transfer'

const now = new Date('2026-05-10T12:00:00Z')
const rules = { lastDay: '2026-05-31T00:00:00.000Z', changesCloseDays: 2, transfersAllowed: true }
const team: CaptainsTeam = {
  id: 4,
  eventId: 3,
  eventTitle: 'Relay',
  name: 'Fast Feet',
  emblem: null,
  captainCustomerId: 1,
  captainEmail: 'cap@example.com',
  rules,
  targetMeters: 30_000,
  countedMeters: 0,
  bulkPlaces: { adult: 2, child: 1 },
  members: [
    { entryId: 10, firstName: 'Cap', lastName: 'Tain', email: 'cap@example.com', customerId: 1, countedMeters: 0, targetMeters: 10_000, finished: false },
    { entryId: 11, firstName: 'Mo', lastName: 'Ber', email: 'mo@example.com', customerId: 2, countedMeters: 0, targetMeters: 10_000, finished: true },
  ],
}
const placesTeam: PlacesTeam = { id: 4, eventId: 3, eventTitle: 'Relay', name: 'Fast Feet', rules, free: { adult: 1, child: 0 } }
const captain = { id: 1, email: 'cap@example.com' }
const claimant = { customerId: 7, email: 'kim@example.com', firstName: 'Kim', lastName: 'Lee', locale: 'fr' as const }
const captains: CaptainStore = { team: async () => team, rename: async () => true, handOver: async () => undefined, setEmblem: async () => undefined }

function places(over: Partial<TeamPlaceStore> = {}) {
  const claims: PlaceClaim[] = []
  const store: TeamPlaceStore = {
    offers: async () => [{ id: 1, teamId: 4, kind: 'adult', email: 'a@example.com', firstName: 'A', lastName: 'B', locale: 'de', createdAt: now }],
    claimedCount: async () => 0,
    entered: async (_event, email) => email === 'entered@example.com',
    hold: async () => ({ id: 9 }),
    release: async () => true,
    offerOfToken: async () => null,
    claim: async (claim) => {
      claims.push(claim)
      return { outcome: 'claimed', entryId: 50, placeId: 9 }
    },
    ...over,
  }
  return { store, claims }
}
const person = { teamId: 4, customer: captain, kind: 'adult' as const, email: 'new@example.com', firstName: 'New', lastName: 'Person', locale: 'it' as const, now }

describe("a team's bulk places", () => {
  it('counts as free the places neither taken nor held for someone', async () => {
    expect((await teamPlaces(places().store, team)).free).toEqual({ adult: 1, child: 1 })
  })

  it('are held by the captain for someone not entered yet, before the cut-off, with a token only its hash of is kept', async () => {
    let saved = ''
    const { store } = places({
      hold: async (offer) => {
        saved = offer.tokenHash
        return { id: 9 }
      },
    })
    const held = await allocatePlace({ captains, places: store }, person)
    expect(transferTokenHash(held.token)).toBe(saved)
    expect(await refusal(allocatePlace({ captains, places: store }, { ...person, email: 'MO@example.com' }))).toBe('entries.alreadyEnteredEmail')
    expect(await refusal(allocatePlace({ captains, places: store }, { ...person, email: 'entered@example.com' }))).toBe('entries.alreadyEnteredEmail')
    expect(await refusal(allocatePlace({ captains, places: store }, { ...person, now: new Date('2026-05-30T00:00:00Z') }))).toBe('booking.changesClosed')
    expect(await refusal(allocatePlace({ captains, places: store }, { ...person, customer: { id: 2, email: 'mo@example.com' } }))).toBe('booking.teamNotFound')
    expect(await refusal(allocatePlace({ captains, places: places({ hold: async () => 'none-free' }).store }, person))).toBe('teamPlaces.noFreePlace')
    expect(await refusal(allocatePlace({ captains, places: places({ hold: async () => 'offered' }).store }, person))).toBe('teamPlaces.placeOffered')
  })

  it('are claimed from the mail with the waiver accepted, once, by someone not entered', async () => {
    const offer = { id: 9, teamId: 4, kind: 'adult' as const, email: 'kim@example.com', firstName: 'Kim', lastName: 'Lee', locale: 'fr' as const, createdAt: now }
    const { store, claims } = places({ offerOfToken: async () => ({ offer, team: placesTeam }) })
    expect(await refusal(claimHeldPlace(store, { token: 'x'.repeat(40), claimant, waiver: false, now }))).toBe('teamPlaces.waiverRequired')
    expect((await claimHeldPlace(store, { token: 'x'.repeat(40), claimant, waiver: true, now })).entryId).toBe(50)
    expect(claims).toEqual([{ by: 'token', tokenHash: transferTokenHash('x'.repeat(40)) }])
    expect(await refusal(claimHeldPlace(places().store, { token: 'x'.repeat(40), claimant, waiver: true, now }))).toBe('booking.claimNotOpen')
    const entered = places({ offerOfToken: async () => ({ offer, team: placesTeam }), claim: async () => ({ outcome: 'already-entered' }) }).store
    expect(await refusal(claimHeldPlace(entered, { token: 'x'.repeat(40), claimant, waiver: true, now }))).toBe('entries.alreadyEnteredUser')
  })

  it('free ones are taken by a joiner with the code, until none is left', async () => {
    const { store, claims } = places()
    expect((await takeFreePlace(store, { team: placesTeam, claimant, waiver: true, now })).entryId).toBe(50)
    expect(claims).toEqual([{ by: 'free', teamId: 4, kind: 'adult' }])
    expect(await refusal(takeFreePlace(places({ claim: async () => ({ outcome: 'not-open' }) }).store, { team: placesTeam, claimant, waiver: true, now }))).toBe('teamPlaces.noFreePlace')
  })
})

describe('a captain removing a member', () => {
  it('removes another member who has not finished, before the cut-off', async () => {
    expect(await refusal(memberToRemove(captains, { teamId: 4, customer: captain, entryId: 10, now }))).toBe('teamPlaces.removeSelf')
    // The captain's own entry without a linked account is still theirs, by its email.
    const unlinked = { ...team, members: team.members.map((m) => (m.entryId === 10 ? { ...m, customerId: null, email: 'CAP@example.com' } : m)) }
    expect(await refusal(memberToRemove({ ...captains, team: async () => unlinked }, { teamId: 4, customer: captain, entryId: 10, now }))).toBe('teamPlaces.removeSelf')
    expect(await refusal(memberToRemove(captains, { teamId: 4, customer: captain, entryId: 11, now }))).toBe('booking.finished')
    expect(await refusal(memberToRemove(captains, { teamId: 4, customer: captain, entryId: 99, now }))).toBe('booking.notFound')
    const open = { ...team, members: team.members.map((m) => ({ ...m, finished: false })) }
    const store = { ...captains, team: async () => open }
    expect((await memberToRemove(store, { teamId: 4, customer: captain, entryId: 11, now })).email).toBe('mo@example.com')
    expect(await refusal(memberToRemove(store, { teamId: 4, customer: captain, entryId: 11, now: new Date('2026-05-30T00:00:00Z') }))).toBe('booking.changesClosed')
  })
})
