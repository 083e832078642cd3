import { DomainError } from '../../lib/errors'
import { normaliseEmail } from '../model'
import { type CaptainStore, captainsTeam, type TeamMember } from './captain'
import { changesOpen } from './changes-window'
import type { PlaceKind } from './team-places'

/**
 * A captain removes a member (issue 28, decision 0057). A member on one of the captain's bulk
 * places leaves it free again for someone else; any other member's place is refunded to whoever
 * paid for it under the event's refund policy, or cancelled with nothing back once the policy gives
 * nothing.
 */
export type Removal = { kind: 'place-freed'; place: PlaceKind } | { kind: 'refund'; amount: number } | { kind: 'cancel' }

export type RemovalFacts = {
  /** The bulk place the member took, when the entry came from one. */
  fromPlace: PlaceKind | null
  /** What is left of the entry's order line to give back, in minor units, and its units. */
  lineLeft: { amount: number; qty: number } | null
  /** The part the event's policy gives back now (0 to 100). */
  percent: number
}

export function removalOf(facts: RemovalFacts): Removal {
  if (facts.fromPlace) return { kind: 'place-freed', place: facts.fromPlace }
  if (!facts.lineLeft || facts.lineLeft.qty < 1 || facts.percent <= 0) return { kind: 'cancel' }
  const amount = Math.floor(((facts.lineLeft.amount / facts.lineLeft.qty) * facts.percent) / 100)
  return amount > 0 ? { kind: 'refund', amount } : { kind: 'cancel' }
}

/** The member the captain may remove now: in the team, not the captain, not finished, before the cut-off. */
export async function memberToRemove(store: CaptainStore, input: { teamId: number; customer: { id: number; email: string }; entryId: number; now: Date }): Promise<TeamMember & { teamName: string }> {
  const team = await captainsTeam(store, input.teamId, input.customer)
  if (!changesOpen(team.rules, input.now)) throw new DomainError('conflict', 'booking.changesClosed')
  const member = team.members.find((m) => m.entryId === input.entryId)
  if (!member) throw new DomainError('not_found', 'booking.notFound')
  // The captain's own entry, by account or (an entrant without a confirmed account at checkout) by the captain's email.
  if (member.customerId === input.customer.id || normaliseEmail(member.email) === normaliseEmail(team.captainEmail)) throw new DomainError('conflict', 'teamPlaces.removeSelf')
  if (member.finished) throw new DomainError('conflict', 'booking.finished')
  return { ...member, teamName: team.name }
}

export type TeamRemovalStore = {
  /** The kind of bulk place the entry came from, or null. */
  placeOfEntry(entryId: number): Promise<PlaceKind | null>
  /** Cancels the member's entry; with `freePlace`, a place of that kind is the team's to give again. False when it left meanwhile. */
  removeMember(teamId: number, entryId: number, freePlace: PlaceKind | null, by: string): Promise<boolean>
}
