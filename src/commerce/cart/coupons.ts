import type { CartProblem, Coupon, CouponScope, PurchasableKind } from './types'

export const normaliseCouponCode = (code: string) => code.trim().toUpperCase()

/** A shop coupon (`merch`) covers what the shop sells: kit and training plans (docs/decisions/0020). */
const inScope = (scope: CouponScope, kind: PurchasableKind) => scope === 'all' || (scope === 'merch' ? kind !== 'entry' : kind === 'entry')

export type PricedLineForCoupon = { kind: PurchasableKind; subtotal: number }

export type CouponContext = {
  now: Date
  lines: PricedLineForCoupon[]
  /** Completed orders of this email that used the coupon (0 when the email is not known yet). */
  usesByEmail: number
  /** Whether the cart's customer is a run-club member now (a guest never is). */
  isRunClubMember: boolean
}

export type CouponRefusal = 'unknown' | 'members-only' | 'not-started' | 'ended' | 'used-up' | 'used-by-email' | 'nothing-eligible' | 'below-minimum'

/** Why a coupon cannot apply to this cart, or null when it can (docs/decisions/0008). */
export function couponRefusal(coupon: Coupon | null, { now, lines, usesByEmail, isRunClubMember }: CouponContext): CouponRefusal | null {
  if (!coupon || !coupon.enabled) return 'unknown'
  if (coupon.membersOnly && !isRunClubMember) return 'members-only'
  if (coupon.startsAt && now < new Date(coupon.startsAt)) return 'not-started'
  if (coupon.endsAt && now > new Date(coupon.endsAt)) return 'ended'
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'used-up'
  if (coupon.perEmailLimit !== null && usesByEmail >= coupon.perEmailLimit) return 'used-by-email'
  const eligible = eligibleSubtotal(coupon, lines)
  if (eligible <= 0) return 'nothing-eligible'
  if (coupon.minimumSpend !== null && eligible < coupon.minimumSpend) return 'below-minimum'
  return null
}

/** The message of each refusal, under `cart.couponWhy`. */
const reasonKeys: Record<CouponRefusal, CouponReasonKey> = {
  unknown: 'unknown',
  'members-only': 'membersOnly',
  'not-started': 'notStarted',
  ended: 'ended',
  'used-up': 'usedUp',
  'used-by-email': 'usedByEmail',
  'nothing-eligible': 'nothingEligible',
  'below-minimum': 'belowMinimum',
}

/** "Coupon not valid." (the spec's words for the API), and why, so a shopper knows what to do. */
export function couponProblem(refusal: CouponRefusal, coupon: Coupon | null): CartProblem {
  const because: CartProblem = { key: `cart.couponWhy.${reasonKeys[refusal]}` }
  if (refusal === 'not-started' && coupon?.startsAt) because.dates = { date: coupon.startsAt }
  if (refusal === 'ended' && coupon?.endsAt) because.dates = { date: coupon.endsAt }
  if (refusal === 'below-minimum' && coupon?.minimumSpend != null) because.money = { amount: coupon.minimumSpend }
  return { key: 'cart.couponNotValid', because }
}

export type CouponReasonKey = 'unknown' | 'membersOnly' | 'notStarted' | 'ended' | 'usedUp' | 'usedByEmail' | 'nothingEligible' | 'belowMinimum'

export function eligibleSubtotal(coupon: Pick<Coupon, 'scope'>, lines: PricedLineForCoupon[]): number {
  return lines.filter((l) => inScope(coupon.scope, l.kind)).reduce((sum, l) => sum + l.subtotal, 0)
}

/**
 * The discount of each line, in pence: a percentage of each eligible line, or a fixed amount shared
 * across eligible lines in proportion to their subtotals (largest remainder, so the parts add up).
 */
export function lineDiscounts(coupon: Coupon, lines: PricedLineForCoupon[]): number[] {
  const eligible = lines.map((l) => (inScope(coupon.scope, l.kind) ? l.subtotal : 0))
  const base = eligible.reduce((a, b) => a + b, 0)
  if (base <= 0) return lines.map(() => 0)
  const total = coupon.kind === 'percentage' ? Math.round((base * Math.min(100, coupon.amount)) / 100) : Math.min(coupon.amount, base)
  const exact = eligible.map((s) => (s * total) / base)
  const parts = exact.map(Math.floor)
  let left = total - parts.reduce((a, b) => a + b, 0)
  const byRemainder = exact.map((v, i) => [v - Math.floor(v), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of byRemainder) {
    if (left <= 0) break
    parts[i]! += 1
    left -= 1
  }
  return parts
}
