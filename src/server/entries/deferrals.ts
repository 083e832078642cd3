import 'server-only'
import type { Payload } from 'payload'
import type { CurrencyCode } from '../../commerce/money'
import { deferEntry, deferralChoices, deferralPlan } from '../../entries/booking/deferral'
import type { Locale } from '../../i18n/locales'
import { bookingFeeOf } from '../stores/booking-fee-store'
import { payloadDeferralStore } from '../stores/deferral-store'

/**
 * What the race page's "Move to a later event" section shows: the later events offered now, or why
 * none, and the price difference to pay at the checkout in the entrant's currency (null: none).
 */
export async function deferralView(payload: Payload, customerId: number, entryId: number, locale: Locale, currency: CurrencyCode, now = new Date()) {
  const { entry, refusal, targets } = await deferralChoices(payloadDeferralStore(payload, locale), { customerId, entryId, now })
  const fee = targets.length ? await bookingFeeOf(payload, entry.eventId, 'deferral', currency) : null
  return { refusal, fee: fee?.price ?? null, targets: targets.map((t) => ({ eventId: t.eventId, title: t.title, start: t.start })) }
}

/**
 * The entrant moves their entry to a later event and is told where it went; where the event
 * charges a difference, nothing moves yet: they are given the fee line to pay, and the entry
 * moves when the order is paid (src/server/entries/booking-fees.ts).
 */
export async function deferOwnEntry(payload: Payload, input: { customerId: number; entryId: number; toEventId: number; locale: Locale; currency: CurrencyCode }) {
  const store = payloadDeferralStore(payload, input.locale)
  const now = new Date()
  const { entry, target } = await deferralPlan(store, { ...input, now })
  const fee = await bookingFeeOf(payload, entry.eventId, 'deferral', input.currency)
  if (fee) {
    return { awaitingFee: { purchasableId: fee.purchasableId, options: { deferEntry: entry.id, toEvent: target.eventId }, price: fee.price } }
  }
  const moved = await deferEntry(store, { ...input, now })
  return { deferred: { eventId: moved.eventId, title: moved.title } }
}
