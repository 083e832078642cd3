import { describe, expect, it } from 'vitest'
import { couponProblem, couponRefusal, lineDiscounts, normaliseCouponCode } from './coupons'
import { coupon } from './fixtures.test-support'

const now = new Date('2026-06-15T12:00:00Z')
const lines = [
  { kind: 'merch' as const, subtotal: 3000 },
  { kind: 'entry' as const, subtotal: 1500 },
]
const ctx = { now, lines, usesByEmail: 0, isRunClubMember: false }

describe('coupon rules', () => {
  it('normalises codes', () => expect(normaliseCouponCode('  run10 ')).toBe('RUN10'))

  it('accepts a live coupon and refuses unknown, disabled, early and late ones', () => {
    expect(couponRefusal(coupon(), ctx)).toBeNull()
    expect(couponRefusal(null, ctx)).toBe('unknown')
    expect(couponRefusal(coupon({ enabled: false }), ctx)).toBe('unknown')
    expect(couponRefusal(coupon({ startsAt: '2026-07-01T00:00:00Z' }), ctx)).toBe('not-started')
    expect(couponRefusal(coupon({ endsAt: '2026-06-01T00:00:00Z' }), ctx)).toBe('ended')
  })

  it('gives a members-only coupon to run-club members only', () => {
    expect(couponRefusal(coupon({ membersOnly: true }), ctx)).toBe('members-only')
    expect(couponRefusal(coupon({ membersOnly: true }), { ...ctx, isRunClubMember: true })).toBeNull()
    expect(couponRefusal(coupon({ membersOnly: true, enabled: false }), { ...ctx, isRunClubMember: true })).toBe('unknown')
    expect(couponRefusal(coupon({ membersOnly: true, endsAt: '2026-06-01T00:00:00Z' }), { ...ctx, isRunClubMember: true })).toBe('ended')
    expect(couponRefusal(coupon(), { ...ctx, isRunClubMember: true })).toBeNull()
  })

  it('enforces the total and per-email usage limits', () => {
    expect(couponRefusal(coupon({ usageLimit: 5, timesUsed: 5 }), ctx)).toBe('used-up')
    expect(couponRefusal(coupon({ usageLimit: 5, timesUsed: 4 }), ctx)).toBeNull()
    expect(couponRefusal(coupon({ perEmailLimit: 1 }), { ...ctx, usesByEmail: 1 })).toBe('used-by-email')
  })

  it('measures the minimum spend and scope on eligible lines only', () => {
    expect(couponRefusal(coupon({ scope: 'merch', minimumSpend: 3000 }), ctx)).toBeNull()
    expect(couponRefusal(coupon({ scope: 'entries', minimumSpend: 3000 }), ctx)).toBe('below-minimum')
    expect(couponRefusal(coupon({ scope: 'entries' }), { ...ctx, lines: [lines[0]!] })).toBe('nothing-eligible')
  })

  it('keeps the spec’s "Coupon not valid." and says why, with the dates and amount that matter', () => {
    const ended = coupon({ endsAt: '2026-06-01T00:00:00Z' })
    expect(couponProblem('ended', ended)).toEqual({ key: 'cart.couponNotValid', because: { key: 'cart.couponWhy.ended', dates: { date: '2026-06-01T00:00:00Z' } } })
    const early = coupon({ startsAt: '2026-07-01T00:00:00Z' })
    expect(couponProblem('not-started', early).because).toEqual({ key: 'cart.couponWhy.notStarted', dates: { date: '2026-07-01T00:00:00Z' } })
    expect(couponProblem('below-minimum', coupon({ minimumSpend: 3000 })).because).toEqual({ key: 'cart.couponWhy.belowMinimum', money: { amount: 3000 } })
    expect(couponProblem('unknown', null).because).toEqual({ key: 'cart.couponWhy.unknown' })
    for (const refusal of ['members-only', 'used-up', 'used-by-email', 'nothing-eligible'] as const) {
      expect(couponProblem(refusal, coupon()).because!.key).toMatch(/^cart\.couponWhy\.[a-zA-Z]+$/)
    }
  })
})

describe('coupon discounts', () => {
  it('takes a percentage of the eligible lines', () => {
    expect(lineDiscounts(coupon(), lines)).toEqual([300, 150])
    expect(lineDiscounts(coupon({ scope: 'merch' }), lines)).toEqual([300, 0])
  })

  it('shares a fixed amount in proportion, adding up exactly, never above the eligible subtotal', () => {
    const three = [
      { kind: 'merch' as const, subtotal: 1000 },
      { kind: 'merch' as const, subtotal: 1000 },
      { kind: 'merch' as const, subtotal: 1000 },
    ]
    const parts = lineDiscounts(coupon({ kind: 'fixed', amount: 1000 }), three)
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1000)
    expect(parts).toEqual([334, 333, 333])
    expect(lineDiscounts(coupon({ kind: 'fixed', amount: 9000, scope: 'entries' }), lines)).toEqual([0, 1500])
  })

  it('takes at most the whole of each line: a percentage over 100 (written past the admin’s check) counts as 100', () => {
    expect(lineDiscounts(coupon({ amount: 100 }), lines)).toEqual([3000, 1500])
    expect(lineDiscounts(coupon({ amount: 150 }), lines)).toEqual([3000, 1500])
    expect(lineDiscounts(coupon({ amount: 1000, scope: 'merch' }), lines)).toEqual([3000, 0])
  })
})
