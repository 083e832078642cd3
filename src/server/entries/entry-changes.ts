import 'server-only'
import type { Payload } from 'payload'
import { type EntryChange, changeEntry } from '../../entries/booking/change-entry'
import { changesCloseAt, changesOpen } from '../../entries/booking/changes-window'
import type { Locale } from '../../i18n/locales'
import { DomainError } from '../../lib/errors'
import { payloadEntryChangeStore } from '../stores/booking-store'
import { entryEvents } from './events'

const eventIn = (payload: Payload) => async (eventId: number, locale: Locale) => (await entryEvents(payload, [eventId], locale)).get(eventId) ?? null

/**
 * What the race page's "Change your entry" form shows: whether the entry may change now, until
 * when, the event's choices in `locale`, and the entry's current ones (its distance found by length).
 */
export async function entryChangeForm(payload: Payload, customerId: number, entryId: number, locale: Locale, now = new Date()) {
  const entry = await payloadEntryChangeStore(payload, locale).changeableEntry(customerId, entryId)
  if (!entry || entry.cancelled) throw new DomainError('not_found', 'booking.notFound')
  const event = await eventIn(payload)(entry.eventId, locale)
  if (!event) throw new DomainError('not_found', 'booking.notFound')
  const stored = await payload.findByID({ collection: 'entries', id: entryId, depth: 0, overrideAccess: true, select: { distanceKm: true, timezone: true, groupLabel: true } })
  return {
    open: entry.teamId === null && !entry.finished && changesOpen(entry.rules, now),
    closesAt: changesCloseAt(entry.rules).toISOString(),
    timeboxed: event.type === 'timeboxed',
    startWithin: { first: event.start, last: event.end },
    distances: event.distances.map((d) => ({ id: d.id, label: d.label })),
    groups: event.groups,
    current: {
      distance: event.distances.find((d) => d.km === Number(stored.distanceKm))?.id ?? null,
      timezone: stored.timezone,
      groupId: event.groups.find((g) => g.label === stored.groupLabel)?.id ?? null,
      timeboxedStartDate: entry.startDate,
      timeboxedStartTime: entry.startTime ?? '',
    } satisfies EntryChange,
  }
}

/** The entrant changes their own entry; answers the form as it now stands. */
export async function changeOwnEntry(payload: Payload, input: { customerId: number; entryId: number; change: EntryChange; locale: Locale }) {
  await changeEntry({ store: payloadEntryChangeStore(payload, input.locale), entryEvent: eventIn(payload) }, { ...input, now: new Date() })
  return entryChangeForm(payload, input.customerId, input.entryId, input.locale)
}
