import 'server-only'
import type { Payload } from 'payload'
import { type Money, money } from '../../commerce/money'
import { refundOrder, retryableKey } from '../../commerce/refunds/refund-order'
import { RefundRefused, refundable } from '../../commerce/refunds/refund-plan'
import { entryRefundVerdict, policyTiers, refundPercentNow } from '../../entries/booking/refund-policy'
import type { Locale } from '../../i18n/locales'
import { DomainError } from '../../lib/errors'
import { services } from '../services'
import { payloadEntryChangeStore } from '../stores/booking-store'
import { eventRefundPolicy } from './refund-requests'

/** The event's refund policy for the entry, the part it gives back now, and what is left of the entry's own order line. */
async function entryLineMoneyOf(payload: Payload, entryId: number, eventId: number, now: Date) {
  const [stored, { policy, start }] = await Promise.all([
    payload.findByID({ collection: 'entries', id: entryId, depth: 0, overrideAccess: true, select: { orderNumber: true, orderLineId: true, customerId: true } }),
    eventRefundPolicy(payload, eventId),
  ])
  const percent = refundPercentNow(policy, start, now)
  const refunds = await services(payload).payments.refunds()
  const [placed] = (await payload.find({ collection: 'orders', where: { number: { equals: stored.orderNumber } }, depth: 0, limit: 1, overrideAccess: true, select: { number: true } })).docs
  const order = placed ? await refunds.store.order(placed.id) : null
  const line = order && stored.orderLineId ? refundable(order).lines.find((l) => l.lineId === stored.orderLineId) : undefined
  return { stored, policy, eventStartDate: start, percent, order, line }
}

/** The money a team member's removal rests on: the policy's part now and what is left of their line (decision 0057). */
export async function entryLineMoney(payload: Payload, entryId: number, now = new Date()) {
  const entry = await payload.findByID({ collection: 'entries', id: entryId, depth: 0, overrideAccess: true, select: { event: true } })
  const eventId = typeof entry.event === 'object' ? entry.event.id : entry.event
  const { percent, order, line } = await entryLineMoneyOf(payload, entryId, eventId, now)
  return { percent, order, lineId: line?.lineId ?? null, lineLeft: line ? { amount: line.amountLeft, qty: line.qtyLeft } : null }
}

/**
 * What the race page's "Cancel and get a refund" section shows, and what a cancellation rests on:
 * the event's policy (its tiers), the part it gives back now, and the money that is, from the
 * entry's own order line.
 */
export async function entryRefundView(payload: Payload, customerId: number, entryId: number, locale: Locale, now = new Date()) {
  const entry = await payloadEntryChangeStore(payload, locale).changeableEntry(customerId, entryId)
  if (!entry) throw new DomainError('not_found', 'booking.notFound')
  const { stored, policy, eventStartDate, percent, order, line } = await entryLineMoneyOf(payload, entryId, entry.eventId, now)
  const verdict = entryRefundVerdict({
    cancelled: entry.cancelled,
    finished: entry.finished,
    inTeam: entry.teamId !== null,
    paidByEntrant: stored.customerId === customerId,
    lineLeft: line ? { amount: line.amountLeft, qty: line.qtyLeft } : null,
    percent,
  })
  return {
    entry,
    order,
    lineId: line?.lineId ?? null,
    percent,
    verdict,
    view: {
      tiers: policyTiers(policy, eventStartDate).map((tier) => ({ percent: tier.percent, until: tier.until.toISOString() })),
      percentNow: percent,
      amount: verdict.ok && order ? money(verdict.amount, order.currency) : null,
      refusal: verdict.ok ? null : verdict.reason,
    },
  }
}

/**
 * The entrant cancels their entry under the event's policy: the policy's part of the entry's line
 * goes back through the order's gateway, once (its key is the entry's), and the entry is cancelled
 * with it (src/commerce/refunds). Outside the policy it is refused with the reason.
 */
export async function refundOwnEntry(payload: Payload, input: { customerId: number; entryId: number; locale: Locale }): Promise<{ amount: Money; state: string }> {
  const found = await entryRefundView(payload, input.customerId, input.entryId, input.locale)
  if (!found.verdict.ok || !found.order || found.lineId === null) throw new DomainError('conflict', found.verdict.ok ? 'booking.refundByPayer' : found.verdict.reason)
  const refunds = await services(payload).payments.refunds()
  try {
    const refund = await refundOrder(
      refunds,
      found.order.id,
      await retryableKey(refunds.store, `entry-refund-${input.entryId}`),
      { kind: 'lines', lines: [{ lineId: found.lineId, qty: 1, amount: found.verdict.amount }] },
      { kind: 'customer', label: found.entry.email },
      `Cancelled by the entrant under the event’s policy (${found.percent} %)`,
    )
    if (refund.state === 'failed') throw new DomainError('conflict', 'orderCancel.failed')
    return { amount: refund.amount, state: refund.state }
  } catch (error) {
    if (error instanceof RefundRefused) throw new DomainError('conflict', 'booking.noRefundNow')
    if (error instanceof DomainError) throw error
    console.error(`[entries] refund of entry ${input.entryId}: the payment provider did not answer`, error)
    throw new DomainError('unavailable', 'orderCancel.tryAgain', { retryAfterSeconds: 5 })
  }
}
