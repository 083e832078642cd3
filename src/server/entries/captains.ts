import 'server-only'
import type { Payload } from 'payload'
import { captainsTeam, handOverCaptaincy, isCaptain, renameTeam } from '../../entries/booking/captain'
import { changesCloseAt, changesOpen } from '../../entries/booking/changes-window'
import type { Locale } from '../../i18n/locales'
import type { Customer } from '../accounts/customer'
import { payloadCaptainStore } from '../stores/booking-store'

/** The captain's view of their team: members with progress, places not yet named, and what may still change. */
export async function captainView(payload: Payload, teamId: number, customer: Customer, locale: Locale, now = new Date()) {
  const team = await captainsTeam(payloadCaptainStore(payload, locale), teamId, customer)
  return { ...team, changesOpen: changesOpen(team.rules, now), closesAt: changesCloseAt(team.rules).toISOString() }
}

/** Whether the customer captains this team (the race page's link to the team page). */
export async function captainsThisTeam(payload: Payload, teamId: number, customer: Customer) {
  const team = await payloadCaptainStore(payload).team(teamId)
  return !!team && isCaptain(team, customer)
}

export async function renameOwnTeam(payload: Payload, input: { teamId: number; customer: Customer; name: string; locale: Locale }) {
  await renameTeam(payloadCaptainStore(payload, input.locale), { ...input, now: new Date() })
  return captainView(payload, input.teamId, input.customer, input.locale)
}

/** The captain hands over; the answer is the team as it now stands (no longer theirs to manage). */
export async function handOverOwnTeam(payload: Payload, input: { teamId: number; customer: Customer; toEntryId: number }) {
  await handOverCaptaincy(payloadCaptainStore(payload), input)
  return { handedOver: true }
}
