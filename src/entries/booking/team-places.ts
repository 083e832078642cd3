import { DomainError } from '../../lib/errors'
import type { Locale } from '../../i18n/locales'
import type { MessageKey } from '../../i18n/messages'
import { normaliseEmail } from '../model'
import { type CaptainStore, captainsTeam } from './captain'
import { type BookingRules, changesOpen } from './changes-window'
import { type Claimant, newTransferToken, transferTokenHash } from './transfer'

/**
 * A team's bulk places (spec §4: the adult and child entries its captain bought, decision 0057).
 * The team's `adultEntries` and `childEntries` count the places bought and not yet taken; the
 * captain holds some for named people, who claim them from a mail; a joiner with the team's code
 * takes a free one. A place taken becomes a full entry of the team, paid by the captain's order.
 */
export type PlaceKind = 'adult' | 'child'

export type PlaceOffer = { id: number; teamId: number; kind: PlaceKind; email: string; firstName: string; lastName: string; locale: Locale; createdAt: Date }

/** A team's places as the claim page and the join page read them. */
export type PlacesTeam = { id: number; eventId: number; eventTitle: string; name: string; rules: BookingRules; free: Record<PlaceKind, number> }

export type NewPlaceOffer = { teamId: number; kind: PlaceKind; email: string; emailKey: string; firstName: string; lastName: string; locale: Locale; tokenHash: string; by: string }

export type PlaceClaim = { by: 'token'; tokenHash: string } | { by: 'free'; teamId: number; kind: PlaceKind }

export type PlaceClaimResult = { outcome: 'claimed'; entryId: number; placeId: number } | { outcome: 'not-open' } | { outcome: 'already-entered' }

export type TeamPlaceStore = {
  /** The places held for named people and not yet claimed. */
  offers(teamId: number): Promise<PlaceOffer[]>
  /** How many of the team's places have become entries. */
  claimedCount(teamId: number): Promise<number>
  /** Whether this email has entered the event already. */
  entered(eventId: number, emailKey: string): Promise<boolean>
  /**
   * Holds a free place of `kind` for the named person, the team's row locked while it counts:
   * 'none-free' when every place is taken or held, 'offered' when that email holds one already.
   */
  hold(offer: NewPlaceOffer): Promise<{ id: number } | 'none-free' | 'offered'>
  /** Lets a held place go (free again); false when it was claimed or let go meanwhile. */
  release(teamId: number, placeId: number, by: string): Promise<boolean>
  /** The held place a claim mail's token names, with its team, while it is not claimed. */
  offerOfToken(tokenHash: string): Promise<{ offer: PlaceOffer; team: PlacesTeam } | null>
  /** Turns the place into the claimant's entry of the team, in one transaction that only one claim wins. */
  claim(claim: PlaceClaim, claimant: Claimant): Promise<PlaceClaimResult>
}

function refuse(key: MessageKey, code: 'conflict' | 'not_found' = 'conflict'): never {
  throw new DomainError(code, key)
}

/** The captain's view of the places: free ones by kind and those held for named people. */
export async function teamPlaces(store: TeamPlaceStore, team: { id: number; bulkPlaces: Record<PlaceKind, number> }) {
  const [offers, claimed] = await Promise.all([store.offers(team.id), store.claimedCount(team.id)])
  const held = (kind: PlaceKind) => offers.filter((o) => o.kind === kind).length
  return { free: { adult: Math.max(0, team.bulkPlaces.adult - held('adult')), child: Math.max(0, team.bulkPlaces.child - held('child')) }, offers, claimed }
}

/** The captain names the person a place is for: the place is held and its claim token made, to mail them once. */
export async function allocatePlace(
  stores: { captains: CaptainStore; places: TeamPlaceStore },
  input: { teamId: number; customer: { id: number; email: string }; kind: PlaceKind; email: string; firstName: string; lastName: string; locale: Locale; now: Date },
): Promise<{ token: string; placeId: number; eventTitle: string; teamName: string }> {
  const team = await captainsTeam(stores.captains, input.teamId, input.customer)
  if (!changesOpen(team.rules, input.now)) refuse('booking.changesClosed')
  const emailKey = normaliseEmail(input.email)
  if (team.members.some((m) => normaliseEmail(m.email) === emailKey) || (await stores.places.entered(team.eventId, emailKey))) {
    throw new DomainError('conflict', 'entries.alreadyEnteredEmail', { values: { email: input.email.trim() } })
  }
  const token = newTransferToken()
  const held = await stores.places.hold({
    teamId: team.id,
    kind: input.kind,
    email: input.email.trim(),
    emailKey,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    locale: input.locale,
    tokenHash: transferTokenHash(token),
    by: input.customer.email,
  })
  if (held === 'none-free') refuse('teamPlaces.noFreePlace')
  if (held === 'offered') refuse('teamPlaces.placeOffered')
  return { token, placeId: held.id, eventTitle: team.eventTitle, teamName: team.name }
}

/** The captain takes a held place back: the link in its mail stops working and the place is free again. */
export async function releasePlace(stores: { captains: CaptainStore; places: TeamPlaceStore }, input: { teamId: number; customer: { id: number; email: string }; placeId: number }) {
  const team = await captainsTeam(stores.captains, input.teamId, input.customer)
  if (!(await stores.places.release(team.id, input.placeId, input.customer.email))) refuse('booking.claimNotOpen', 'not_found')
}

const claimed = (result: PlaceClaimResult): { entryId: number; placeId: number } => {
  if (result.outcome === 'already-entered') refuse('entries.alreadyEnteredUser')
  if (result.outcome === 'not-open') refuse('booking.claimNotOpen', 'not_found')
  return result
}

/** The named person claims their place from the mail, with their own account, having accepted the event's waiver. */
export async function claimHeldPlace(store: TeamPlaceStore, input: { token: string; claimant: Claimant; waiver: boolean; now: Date }) {
  if (!input.waiver) refuse('teamPlaces.waiverRequired')
  const hash = transferTokenHash(input.token)
  const found = await store.offerOfToken(hash)
  if (!found) refuse('booking.claimNotOpen', 'not_found')
  if (!changesOpen(found.team.rules, input.now)) refuse('booking.changesClosed')
  return { ...claimed(await store.claim({ by: 'token', tokenHash: hash }, input.claimant)), team: found.team }
}

/** A joiner with the team's code takes one of its free adult places instead of buying an entry. */
export async function takeFreePlace(store: TeamPlaceStore, input: { team: PlacesTeam; claimant: Claimant; waiver: boolean; now: Date }) {
  if (!input.waiver) refuse('teamPlaces.waiverRequired')
  if (!changesOpen(input.team.rules, input.now)) refuse('booking.changesClosed')
  const result = await store.claim({ by: 'free', teamId: input.team.id, kind: 'adult' }, input.claimant)
  if (result.outcome === 'not-open') refuse('teamPlaces.noFreePlace')
  return claimed(result)
}
