import 'server-only'
import type { Payload } from 'payload'
import { captainsTeam, changeEmblem, handOverCaptaincy, isCaptain, renameTeam } from '../../entries/booking/captain'
import type { EmblemKey } from '../../entries/emblems'
import { changesCloseAt, changesOpen } from '../../entries/booking/changes-window'
import type { Locale } from '../../i18n/locales'
import type { Customer } from '../accounts/customer'
import { payloadCaptainStore } from '../stores/booking-store'
import { payloadTeamPlaceStore } from '../stores/team-place-store'
import { memberToRemove, removalOf } from '../../entries/booking/team-removal'
import { refundOrder, retryableKey } from '../../commerce/refunds/refund-order'
import { RefundRefused } from '../../commerce/refunds/refund-plan'
import { DomainError } from '../../lib/errors'
import { services } from '../services'
import { entryLineMoney } from './entry-refund'
import { type Money, formatMoney } from '../../commerce/money'
import { memberRemovedEmail } from '../../entries/booking/place-emails'
import { normaliseLocale } from '../../i18n/locales'
import { getTranslator } from '../../i18n/server-translator'
import { env } from '../../lib/env'
import { accountUrl } from '../../content/account-link'
import { queueMail } from '../mail-queue'
import { captainPlaces } from './team-places'

/** The captain's view of their team: members with progress, places not yet named, and what may still change. */
export async function captainView(payload: Payload, teamId: number, customer: Customer, locale: Locale, now = new Date()) {
  const team = await captainsTeam(payloadCaptainStore(payload, locale), teamId, customer)
  return { ...team, changesOpen: changesOpen(team.rules, now), closesAt: changesCloseAt(team.rules).toISOString(), places: await captainPlaces(payload, team, locale) }
}

/** Whether the customer captains this team (the race page's link to the team page). */
export async function captainsThisTeam(payload: Payload, teamId: number, customer: Customer) {
  const team = await payloadCaptainStore(payload).team(teamId)
  return !!team && isCaptain(team, customer)
}

/** The captain's new name and emblem for the team, either or both. */
export async function changeOwnTeam(payload: Payload, input: { teamId: number; customer: Customer; name?: string; emblem?: EmblemKey; locale: Locale }) {
  const store = payloadCaptainStore(payload, input.locale)
  const now = new Date()
  if (input.name !== undefined) await renameTeam(store, { ...input, name: input.name, now })
  if (input.emblem !== undefined) await changeEmblem(store, { ...input, emblem: input.emblem, now })
  return captainView(payload, input.teamId, input.customer, input.locale)
}

/** The captain hands over; the answer is the team as it now stands (no longer theirs to manage). */
export async function handOverOwnTeam(payload: Payload, input: { teamId: number; customer: Customer; toEntryId: number }) {
  await handOverCaptaincy(payloadCaptainStore(payload), input)
  return { handedOver: true }
}

/**
 * The captain removes a member (decision 0057): a bulk place is freed for someone else; any other
 * place goes back to whoever paid for it under the event's policy, once (its key is the entry's),
 * the refund cancelling the entry; with nothing to give back, the entry is cancelled alone.
 */
export async function removeTeamMember(payload: Payload, input: { teamId: number; customer: Customer; entryId: number }) {
  const member = await memberToRemove(payloadCaptainStore(payload), { ...input, now: new Date() })
  const places = payloadTeamPlaceStore(payload)
  const fromPlace = await places.placeOfEntry(member.entryId)
  const money = fromPlace ? null : await entryLineMoney(payload, member.entryId)
  const refunds = fromPlace ? null : await services(payload).payments.refunds()
  const key = refunds && (await retryableKey(refunds.store, `team-remove-${member.entryId}`))
  // Read after the line's money: a removal asked again while its refund is being made sees that refund
  // (the line's money is already reserved by it), and answers as it does rather than as "nothing to give back".
  const earlier = refunds && key ? await refunds.store.byKey(key) : null
  if (earlier && earlier.state !== 'failed') {
    await tellRemovedMember(payload, member, input.customer, earlier.amount)
    return { removed: true, refunded: earlier.amount }
  }
  const removal = removalOf({ fromPlace, lineLeft: money?.lineLeft ?? null, percent: money?.percent ?? 0 })
  if (removal.kind === 'refund' && refunds && key && money?.order && money.lineId !== null) {
    try {
      const refund = await refundOrder(
        refunds,
        money.order.id,
        key,
        { kind: 'lines', lines: [{ lineId: money.lineId, qty: 1, amount: removal.amount }] },
        { kind: 'captain', label: input.customer.email },
        `Removed from the team by its captain, under the event’s policy (${money.percent} %)`,
      )
      if (refund.state === 'failed') throw new DomainError('conflict', 'orderCancel.failed')
      await tellRemovedMember(payload, member, input.customer, refund.amount)
      return { removed: true, refunded: refund.amount }
    } catch (error) {
      if (error instanceof DomainError) throw error
      if (!(error instanceof RefundRefused)) {
        console.error(`[entries] removing entry ${member.entryId}: the payment provider did not answer`, error)
        throw new DomainError('unavailable', 'orderCancel.tryAgain', { retryAfterSeconds: 5 })
      }
      // Nothing left to give back after all: the member leaves without a refund.
    }
  }
  if (!(await places.removeMember(input.teamId, member.entryId, removal.kind === 'place-freed' ? removal.place : null, input.customer.email))) {
    throw new DomainError('not_found', 'booking.notFound')
  }
  await tellRemovedMember(payload, member, input.customer, null)
  return { removed: true, refunded: null }
}

/** The removed member hears it in their entry's language, once, with the refund when there is one. */
async function tellRemovedMember(payload: Payload, member: { entryId: number; teamName: string }, captain: Customer, refunded: Money | null) {
  const entry = await payload.findByID({ collection: 'entries', id: member.entryId, depth: 0, overrideAccess: true, select: { email: true, locale: true, event: true } })
  const locale = normaliseLocale(entry.locale) ?? 'en'
  const eventId = typeof entry.event === 'object' ? entry.event.id : entry.event
  const event = await payload.findByID({ collection: 'events', id: eventId, locale, depth: 0, select: { title: true }, disableErrors: true })
  const t = await getTranslator(locale)
  const mail = memberRemovedEmail(
    {
      captainName: `${captain.firstName ?? ''} ${captain.lastName ?? ''}`.trim() || captain.email,
      teamName: member.teamName,
      eventTitle: event?.title ?? '',
      refunded: refunded ? formatMoney(refunded, locale) : null,
    },
    locale,
    `${env.SITE_URL}${accountUrl('/account/races', locale)}`,
    t,
  )
  await queueMail(payload, { to: entry.email, ...mail }, { key: `team-removed:${member.entryId}` })
}
