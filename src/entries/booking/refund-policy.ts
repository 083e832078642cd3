import type { MessageKey } from '../../i18n/messages'

/**
 * An event's refund policy for entrants who cancel (issue 28): a full refund until some days
 * before the start, then part of it until fewer days before, then none. Editors set the days and
 * the part; an event without days gives no refunds this way.
 */
export type RefundPolicy = { fullUntilDays: number | null; partialUntilDays: number | null; partialPercent: number }

export type PolicyTier = { percent: number; until: Date }

const DAY_MS = 24 * 60 * 60_000
const days = (value: number | null) => (value !== null && Number.isFinite(value) && value >= 0 ? value : null)

/** The moments the tiers end, from midnight UTC of the event's first day: most generous first. */
export function policyTiers(policy: RefundPolicy, eventStart: string | Date): PolicyTier[] {
  const start = new Date(eventStart)
  const day = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate())
  const tiers: PolicyTier[] = []
  const full = days(policy.fullUntilDays)
  if (full !== null) tiers.push({ percent: 100, until: new Date(day - full * DAY_MS) })
  const partial = days(policy.partialUntilDays)
  const percent = Math.min(100, Math.max(0, Math.round(policy.partialPercent)))
  if (partial !== null && percent > 0 && (full === null || partial < full)) tiers.push({ percent, until: new Date(day - partial * DAY_MS) })
  return tiers
}

/** The part of the entry's price the policy gives back now (0 to 100). */
export function refundPercentNow(policy: RefundPolicy, eventStart: string | Date, now: Date): number {
  return policyTiers(policy, eventStart).find((tier) => now.getTime() < tier.until.getTime())?.percent ?? 0
}

/** What the entrant's cancellation rests on. */
export type EntryRefundFacts = {
  cancelled: boolean
  finished: boolean
  inTeam: boolean
  /** The entrant is the account that paid for the entry (the money goes back to the payer). */
  paidByEntrant: boolean
  /** What is left of the entry's order line to give back, in minor units, and its units. */
  lineLeft: { amount: number; qty: number } | null
  percent: number
}

export type EntryRefundVerdict = { ok: true; amount: number } | { ok: false; reason: MessageKey }

/**
 * Whether the entrant may cancel for a refund now, and how much: the policy's part of what is left
 * of the entry's own line (kit bought with it is the order's business, not the entry's).
 */
export function entryRefundVerdict(facts: EntryRefundFacts): EntryRefundVerdict {
  if (facts.cancelled) return { ok: false, reason: 'booking.cancelled' }
  if (facts.finished) return { ok: false, reason: 'booking.finished' }
  if (facts.inTeam) return { ok: false, reason: 'booking.refundTeam' }
  if (!facts.paidByEntrant || !facts.lineLeft || facts.lineLeft.qty < 1) return { ok: false, reason: 'booking.refundByPayer' }
  if (facts.percent <= 0) return { ok: false, reason: 'booking.noRefundNow' }
  const amount = Math.floor(((facts.lineLeft.amount / facts.lineLeft.qty) * facts.percent) / 100)
  return amount > 0 ? { ok: true, amount } : { ok: false, reason: 'booking.noRefundNow' }
}
