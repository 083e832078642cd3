import 'server-only'
import type { Payload } from 'payload'
import { deferEntry, deferralChoices } from '../../entries/booking/deferral'
import type { Locale } from '../../i18n/locales'
import { payloadDeferralStore } from '../stores/deferral-store'

/** What the race page's "Move to a later event" section shows: the later events offered now, or why none. */
export async function deferralView(payload: Payload, customerId: number, entryId: number, locale: Locale, now = new Date()) {
  const { refusal, targets } = await deferralChoices(payloadDeferralStore(payload, locale), { customerId, entryId, now })
  return { refusal, targets: targets.map((t) => ({ eventId: t.eventId, title: t.title, start: t.start })) }
}

/** The entrant moves their entry to a later event; answers where it went. */
export async function deferOwnEntry(payload: Payload, input: { customerId: number; entryId: number; toEventId: number; locale: Locale }) {
  const target = await deferEntry(payloadDeferralStore(payload, input.locale), { ...input, now: new Date() })
  return { deferred: { eventId: target.eventId, title: target.title } }
}
