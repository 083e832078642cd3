import 'server-only'
import type { Payload } from 'payload'
import { accountUrl } from '../../content/account-link'
import { captainsTeam } from '../../entries/booking/captain'
import { changesCloseAt, changesOpen } from '../../entries/booking/changes-window'
import { placeOfferEmail } from '../../entries/booking/place-emails'
import { hashTeamPassword, joinCodeOf, newJoinCode, openTeam } from '../../entries/booking/team-invite'
import { allocatePlace, claimHeldPlace, type PlaceKind, releasePlace, takeFreePlace, teamPlaces } from '../../entries/booking/team-places'
import type { Claimant } from '../../entries/booking/transfer'
import { transferTokenHash } from '../../entries/booking/transfer'
import type { Locale } from '../../i18n/locales'
import { getTranslator } from '../../i18n/server-translator'
import { env } from '../../lib/env'
import type { Customer } from '../accounts/customer'
import { queueMail } from '../mail-queue'
import { payloadCaptainStore } from '../stores/booking-store'
import { payloadTeamInviteStore } from '../stores/team-invite-store'
import { payloadTeamPlaceStore } from '../stores/team-place-store'

const siteLink = (path: string, locale: Locale) => `${env.SITE_URL}${accountUrl(path, locale)}`
export const placeClaimUrl = (token: string, locale: Locale) => siteLink(`/account/claim-place?token=${encodeURIComponent(token)}`, locale)
export const teamInviteUrl = (code: string, locale: Locale) => siteLink(`/account/join/${code}`, locale)

/** The captain's tools on places and invitations: free and held places, the team's code and link, and whether a password guards it. */
export async function captainPlaces(payload: Payload, team: { id: number; bulkPlaces: Record<PlaceKind, number> }, locale: Locale) {
  const invites = payloadTeamInviteStore(payload, locale)
  const [places, code, joinable] = await Promise.all([teamPlaces(payloadTeamPlaceStore(payload, locale), team), invites.codeOf(team.id, newJoinCode), invites.teamById(team.id)])
  return {
    free: places.free,
    /** Whether the team has, or had, places to give (the section shows while any is free, held or taken). */
    any: places.free.adult + places.free.child + places.offers.length + places.claimed > 0,
    offers: places.offers.map((o) => ({ id: o.id, kind: o.kind, name: `${o.firstName} ${o.lastName}`.trim(), email: o.email, createdAt: o.createdAt.toISOString() })),
    code,
    inviteUrl: teamInviteUrl(code, locale),
    hasPassword: !!joinable?.passwordHash,
  }
}

/** The captain holds a place for a named person, who gets the claim mail in the language the captain chose for them. */
export async function allocateTeamPlace(
  payload: Payload,
  input: { teamId: number; customer: Customer; kind: PlaceKind; email: string; firstName: string; lastName: string; personLocale: Locale; locale: Locale },
) {
  const stores = { captains: payloadCaptainStore(payload, input.personLocale), places: payloadTeamPlaceStore(payload, input.personLocale) }
  const team = await captainsTeam(stores.captains, input.teamId, input.customer)
  const held = await allocatePlace(stores, { ...input, locale: input.personLocale, now: new Date() })
  const t = await getTranslator(input.personLocale)
  const captainName = `${input.customer.firstName ?? ''} ${input.customer.lastName ?? ''}`.trim() || input.customer.email
  const mail = placeOfferEmail(
    { captainName, teamName: held.teamName, eventTitle: held.eventTitle, closesAt: changesCloseAt(team.rules) },
    input.personLocale,
    placeClaimUrl(held.token, input.personLocale),
    t,
  )
  await queueMail(payload, { to: input.email.trim(), ...mail }, { key: `team-place-offer:${held.placeId}` })
  return { placeId: held.placeId }
}

export async function releaseTeamPlace(payload: Payload, input: { teamId: number; customer: Customer; placeId: number }) {
  await releasePlace({ captains: payloadCaptainStore(payload), places: payloadTeamPlaceStore(payload) }, input)
}

/** What the claim page shows: whose team and which event, while the place is held. */
export async function placeOfToken(payload: Payload, token: string, locale: Locale) {
  const found = await payloadTeamPlaceStore(payload, locale).offerOfToken(transferTokenHash(token))
  if (!found) return null
  return {
    teamName: found.team.name,
    eventTitle: found.team.eventTitle,
    firstName: found.offer.firstName,
    lastName: found.offer.lastName,
    email: found.offer.email,
    open: changesOpen(found.team.rules, new Date()),
  }
}

export async function claimTeamPlace(payload: Payload, input: { token: string; claimant: Claimant; waiver: boolean }) {
  const { entryId } = await claimHeldPlace(payloadTeamPlaceStore(payload, input.claimant.locale), { ...input, now: new Date() })
  return { entryId }
}

/** What the join page shows of the team a code names (before any password): its name, event and free places. */
export async function teamOfCode(payload: Payload, code: string, locale: Locale) {
  const known = joinCodeOf(code)
  const team = known ? await payloadTeamInviteStore(payload, locale).teamByCode(known) : null
  if (!team) return null
  return {
    code: team.code,
    name: team.name,
    eventTitle: team.eventTitle,
    eventSlug: team.eventSlug,
    freePlaces: team.free.adult,
    hasPassword: !!team.passwordHash,
    open: changesOpen(team.rules, new Date()),
  }
}

/** A joiner with the code (and password) takes one of the team's free adult places: their entry, with nothing to pay. */
export async function joinWithCode(payload: Payload, input: { code: string; password: string | null; claimant: Claimant; waiver: boolean }) {
  const team = await openTeam(payloadTeamInviteStore(payload, input.claimant.locale), input)
  const { entryId } = await takeFreePlace(payloadTeamPlaceStore(payload, input.claimant.locale), { team, claimant: input.claimant, waiver: input.waiver, now: new Date() })
  return { entryId }
}

/** The captain sets the team's password, or clears it (null). */
export async function setTeamPassword(payload: Payload, input: { teamId: number; customer: Customer; password: string | null }) {
  const team = await captainsTeam(payloadCaptainStore(payload), input.teamId, input.customer)
  await payloadTeamInviteStore(payload).setPassword(team.id, input.password ? await hashTeamPassword(input.password) : null, input.customer.email)
  return { hasPassword: !!input.password }
}
