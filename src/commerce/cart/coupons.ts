import { allocate, compare, type CurrencyCode, isZero, type Money, minOf, percentOf, sum, zero } from '../money'
import type { CartProblem, Coupon, CouponScope, PurchasableKind } from './types'

export const normaliseCouponCode = (code: string) => code.trim().toUpperCase()

/**
 * A shop coupon (`merch`) covers what the shop sells: kit and training plans (docs/decisions/0020).
 * No coupon takes anything off a booking change's fee (decision 0059).
 */
const inScope = (scope: CouponScope, kind: PurchasableKind) => kind !== 'fee' && (scope === 'all' || (scope === 'merch' ? kind !== 'entry' : kind === 'entry'))

export type PricedLineForCoupon = { kind: PurchasableKind; subtotal: Money }

export type CouponContext = {
  now: Date
  /** The cart's currency: a fixed amount or a minimum spend must be set in it. */
  currency: CurrencyCode
  lines: PricedLineForCoupon[]
  /** Completed orders of this email that used the coupon (0 when the email is not known yet). */
  usesByEmail: number
  /** Whether the cart's customer is a run-club member now (a guest never is). */
  isRunClubMember: boolean
}

export type CouponRefusal = 'unknown' | 'members-only' | 'not-started' | 'ended' | 'used-up' | 'used-by-email' | 'other-currency' | 'nothing-eligible' | 'below-minimum'

/** Why a coupon cannot apply to this cart, or null when it can (docs/decisions/0008). */
export function couponRefusal(coupon: Coupon | null, { now, currency, lines, usesByEmail, isRunClubMember }: CouponContext): CouponRefusal | null {
  if (!coupon || !coupon.enabled) return 'unknown'
  if (coupon.membersOnly && !isRunClubMember) return 'members-only'
  if (coupon.startsAt && now < new Date(coupon.startsAt)) return 'not-started'
  if (coupon.endsAt && now > new Date(coupon.endsAt)) return 'ended'
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'used-up'
  if (coupon.perEmailLimit !== null && usesByEmail >= coupon.perEmailLimit) return 'used-by-email'
  const terms = couponTerms(coupon, currency)
  if (!terms) return 'other-currency'
  const eligible = eligibleSubtotal(coupon, lines, currency)
  if (eligible.amount <= 0) return 'nothing-eligible'
  if (terms.minimumSpend && compare(eligible, terms.minimumSpend) < 0) return 'below-minimum'
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
  'other-currency': 'otherCurrency',
  'nothing-eligible': 'nothingEligible',
  'below-minimum': 'belowMinimum',
}

/** "Coupon not valid." (the spec's words for the API), and why, so a shopper knows what to do. */
export function couponProblem(refusal: CouponRefusal, coupon: Coupon | null, currency: CurrencyCode): CartProblem {
  const because: CartProblem = { key: `cart.couponWhy.${reasonKeys[refusal]}` }
  if (refusal === 'not-started' && coupon?.startsAt) because.dates = { date: coupon.startsAt }
  if (refusal === 'ended' && coupon?.endsAt) because.dates = { date: coupon.endsAt }
  const minimum = coupon && couponTerms(coupon, currency)?.minimumSpend
  if (refusal === 'below-minimum' && minimum) because.money = { amount: minimum }
  if (refusal === 'other-currency') because.values = { currency }
  return { key: 'cart.couponNotValid', because }
}

export type CouponReasonKey = 'unknown' | 'membersOnly' | 'notStarted' | 'ended' | 'usedUp' | 'usedByEmail' | 'otherCurrency' | 'nothingEligible' | 'belowMinimum'

/**
 * What a coupon takes off in one currency: a percentage works in every currency; a fixed amount and a
 * minimum spend only where editors set one (never a converted guess). Null: not valid in this currency.
 */
export function couponTerms(coupon: Coupon, currency: CurrencyCode): { off: { percent: number } | { amount: Money }; minimumSpend: Money | null } | null {
  const inCurrency = (list: Money[]) => list.find((m) => m.currency === currency) ?? null
  const minimumSpend = inCurrency(coupon.minimumSpends)
  if (coupon.minimumSpends.length && !minimumSpend) return null
  if (coupon.kind === 'percentage') return { off: { percent: Math.min(100, coupon.percent) }, minimumSpend }
  const amount = inCurrency(coupon.amounts)
  return amount ? { off: { amount }, minimumSpend } : null
}

export function eligibleSubtotal(coupon: Pick<Coupon, 'scope'>, lines: PricedLineForCoupon[], currency: CurrencyCode): Money {
  return sum(
    lines.filter((l) => inScope(coupon.scope, l.kind)).map((l) => l.subtotal),
    currency,
  )
}

/**
 * The discount of each line: a percentage of the eligible lines' subtotal, or a fixed amount (at most
 * that subtotal), shared across the eligible lines in proportion to their subtotals by `allocate`
 * (largest remainder), so the parts add up to the discount exactly (docs/decisions/0052).
 */
export function lineDiscounts(coupon: Coupon, lines: PricedLineForCoupon[], currency: CurrencyCode): Money[] {
  const eligible = lines.map((l) => (inScope(coupon.scope, l.kind) ? l.subtotal : zero(currency)))
  const base = sum(eligible, currency)
  const terms = couponTerms(coupon, currency)
  if (base.amount <= 0 || !terms) return lines.map(() => zero(currency))
  const total = 'percent' in terms.off ? percentOf(base, terms.off.percent) : minOf(terms.off.amount, base)
  return isZero(total)
    ? lines.map(() => zero(currency))
    : allocate(
        total,
        eligible.map((s) => s.amount),
      )
}
