import { DomainError } from '../../lib/errors'
import type { MessageKey } from '../../i18n/messages'
import { normaliseEmail, teamNameKey } from '../model'
import type { EmblemKey } from '../emblems'
import { type BookingRules, changesOpen } from './changes-window'

/** A team as its captain manages it (issue 28): its members with their progress, and its unclaimed bulk places. */
export type CaptainsTeam = {
  id: number
  eventId: number
  eventTitle: string
  name: string
  /** One of the set's emblems, or null (none, or the captain's own upload). */
  emblem: string | null
  captainCustomerId: number | null
  captainEmail: string
  rules: BookingRules
  targetMeters: number
  countedMeters: number
  bulkPlaces: { adult: number; child: number }
  members: TeamMember[]
}

export type TeamMember = {
  entryId: number
  firstName: string
  lastName: string
  email: string
  /** The member's account, when the entry's email is one's confirmed email. */
  customerId: number | null
  countedMeters: number
  targetMeters: number
  finished: boolean
}

export type CaptainStore = {
  /** The team with its members (cancelled entries left out), or null. */
  team(teamId: number): Promise<CaptainsTeam | null>
  /** Renames the team; false when another team of the event has that name already (its unique key). */
  rename(teamId: number, name: string, nameKey: string, by: string): Promise<boolean>
  /** Gives the team one of the set's emblems (in place of any picture uploaded). */
  setEmblem(teamId: number, emblem: EmblemKey, by: string): Promise<void>
  /** Makes the member the captain. */
  handOver(teamId: number, to: TeamMember, by: string): Promise<void>
}

function refuse(key: MessageKey, code: 'conflict' | 'not_found' | 'invalid_request' = 'conflict'): never {
  throw new DomainError(code, key)
}

/** Whether this customer captains the team: its captain's account, or (for teams bought before accounts were linked) its captain's email. */
export const isCaptain = (team: Pick<CaptainsTeam, 'captainCustomerId' | 'captainEmail'>, customer: { id: number; email: string }) =>
  team.captainCustomerId === customer.id || (team.captainCustomerId === null && normaliseEmail(team.captainEmail) === normaliseEmail(customer.email))

/** The team, for its captain only: anyone else is told there is no such team. */
export async function captainsTeam(store: CaptainStore, teamId: number, customer: { id: number; email: string }): Promise<CaptainsTeam> {
  const team = await store.team(teamId)
  if (!team || !isCaptain(team, customer)) refuse('booking.teamNotFound', 'not_found')
  return team
}

/** The captain renames the team until the event's cut-off; the name is unique in the event, as at entry. */
export async function renameTeam(store: CaptainStore, input: { teamId: number; customer: { id: number; email: string }; name: string; now: Date }): Promise<void> {
  const team = await captainsTeam(store, input.teamId, input.customer)
  if (!changesOpen(team.rules, input.now)) refuse('booking.changesClosed')
  const name = input.name.trim().replace(/\s+/g, ' ')
  if (!name || name.length > 60) refuse('validation.required', 'invalid_request')
  if (teamNameKey(name) === teamNameKey(team.name) && name === team.name) return
  if (!(await store.rename(team.id, name, teamNameKey(name), input.customer.email))) refuse('entries.teamNameTaken')
}

/** The captain hands the team to another member who has an account; the old captain stays a member. */
export async function handOverCaptaincy(store: CaptainStore, input: { teamId: number; customer: { id: number; email: string }; toEntryId: number }): Promise<void> {
  const team = await captainsTeam(store, input.teamId, input.customer)
  const to = team.members.find((member) => member.entryId === input.toEntryId)
  if (!to) refuse('booking.notFound', 'not_found')
  if (to.customerId === null) refuse('booking.captainNeedsAccount')
  if (to.customerId === input.customer.id) return
  await store.handOver(team.id, to, input.customer.email)
}

/** The captain gives the team another of the set's emblems, until the event's cut-off. */
export async function changeEmblem(store: CaptainStore, input: { teamId: number; customer: { id: number; email: string }; emblem: EmblemKey; now: Date }): Promise<void> {
  const team = await captainsTeam(store, input.teamId, input.customer)
  if (!changesOpen(team.rules, input.now)) refuse('booking.changesClosed')
  if (team.emblem !== input.emblem) await store.setEmblem(team.id, input.emblem, input.customer.email)
}
