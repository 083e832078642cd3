import { describe, expect, it } from 'vitest'
import { type Money, money } from '../money'
import { couponProblem, couponRefusal, lineDiscounts, normaliseCouponCode } from './coupons'
import { coupon, gbp } from './fixtures.test-support'

const now = new Date('2026-06-15T12:00:00Z')
const merch = { kind: 'merch' as const, subtotal: gbp(3000) }
const entry = { kind: 'entry' as const, subtotal: gbp(1500) }
const lines = [merch, entry]
const ctx = { now, currency: 'GBP', lines, usesByEmail: 0, isRunClubMember: false }
const amounts = (list: readonly Money[]) => list.map((m) => m.amount)

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
    expect(couponRefusal(coupon({ scope: 'merch', minimumSpends: [gbp(3000)] }), ctx)).toBeNull()
    expect(couponRefusal(coupon({ scope: 'entries', minimumSpends: [gbp(3000)] }), ctx)).toBe('below-minimum')
    expect(couponRefusal(coupon({ scope: 'entries' }), { ...ctx, lines: [merch] })).toBe('nothing-eligible')
  })

  it('keeps the spec’s "Coupon not valid." and says why, with the dates and amount that matter', () => {
    const ended = coupon({ endsAt: '2026-06-01T00:00:00Z' })
    expect(couponProblem('ended', ended, 'GBP')).toEqual({ key: 'cart.couponNotValid', because: { key: 'cart.couponWhy.ended', dates: { date: '2026-06-01T00:00:00Z' } } })
    const early = coupon({ startsAt: '2026-07-01T00:00:00Z' })
    expect(couponProblem('not-started', early, 'GBP').because).toEqual({ key: 'cart.couponWhy.notStarted', dates: { date: '2026-07-01T00:00:00Z' } })
    expect(couponProblem('below-minimum', coupon({ minimumSpends: [gbp(3000)] }), 'GBP').because).toEqual({ key: 'cart.couponWhy.belowMinimum', money: { amount: gbp(3000) } })
    expect(couponProblem('unknown', null, 'GBP').because).toEqual({ key: 'cart.couponWhy.unknown' })
    for (const refusal of ['members-only', 'used-up', 'used-by-email', 'nothing-eligible'] as const) {
      expect(couponProblem(refusal, coupon(), 'GBP').because?.key).toMatch(/^cart\.couponWhy\.[a-zA-Z]+$/)
    }
  })
})

describe('coupons in more than one currency', () => {
  const kronor = [{ kind: 'merch' as const, subtotal: money(50000, 'SEK') }]
  const inSweden = { ...ctx, currency: 'SEK', lines: kronor }

  it('refuses a fixed euro coupon in a krona cart, and says so, but takes a percentage there', () => {
    const fiveEuros = coupon({ kind: 'fixed', amounts: [money(500, 'EUR')] })
    expect(couponRefusal(fiveEuros, inSweden)).toBe('other-currency')
    expect(couponProblem('other-currency', fiveEuros, 'SEK')).toEqual({ key: 'cart.couponNotValid', because: { key: 'cart.couponWhy.otherCurrency', values: { currency: 'SEK' } } })
    expect(amounts(lineDiscounts(fiveEuros, kronor, 'SEK'))).toEqual([0])
    expect(couponRefusal(coupon(), inSweden)).toBeNull()
    expect(lineDiscounts(coupon(), kronor, 'SEK')).toEqual([money(5000, 'SEK')])
  })

  it('takes a fixed coupon’s amount in the cart’s currency when editors set one', () => {
    const fixed = coupon({ kind: 'fixed', amounts: [money(500, 'EUR'), money(5000, 'SEK')] })
    expect(couponRefusal(fixed, inSweden)).toBeNull()
    expect(lineDiscounts(fixed, kronor, 'SEK')).toEqual([money(5000, 'SEK')])
  })

  it('measures the minimum spend set for the cart’s currency', () => {
    const minimums = coupon({ minimumSpends: [gbp(4000), money(60000, 'SEK')] })
    expect(couponRefusal(minimums, ctx)).toBeNull()
    expect(couponRefusal(minimums, inSweden)).toBe('below-minimum')
    expect(couponProblem('below-minimum', minimums, 'SEK').because).toEqual({ key: 'cart.couponWhy.belowMinimum', money: { amount: money(60000, 'SEK') } })
    expect(couponRefusal(minimums, { ...inSweden, lines: [{ kind: 'merch', subtotal: money(60000, 'SEK') }] })).toBeNull()
  })

  it('refuses a coupon with minimum spends but none in the cart’s currency', () => {
    const poundsOnly = coupon({ minimumSpends: [gbp(100)] })
    expect(couponRefusal(poundsOnly, ctx)).toBeNull()
    expect(couponRefusal(poundsOnly, inSweden)).toBe('other-currency')
  })
})

describe('coupon discounts', () => {
  it('takes a percentage of the eligible lines', () => {
    expect(amounts(lineDiscounts(coupon(), lines, 'GBP'))).toEqual([300, 150])
    expect(amounts(lineDiscounts(coupon({ scope: 'merch' }), lines, 'GBP'))).toEqual([300, 0])
  })

  it('shares a fixed amount in proportion, adding up exactly, never above the eligible subtotal', () => {
    const three = [merch, merch, merch].map(() => ({ kind: 'merch' as const, subtotal: gbp(1000) }))
    const parts = lineDiscounts(coupon({ kind: 'fixed', amounts: [gbp(1000)] }), three, 'GBP')
    expect(amounts(parts)).toEqual([334, 333, 333])
    expect(parts.reduce((a, b) => a + b.amount, 0)).toBe(1000)
    expect(amounts(lineDiscounts(coupon({ kind: 'fixed', amounts: [gbp(9000)], scope: 'entries' }), lines, 'GBP'))).toEqual([0, 1500])
  })

  it('takes at most the whole of each line: a percentage over 100 (written past the admin’s check) counts as 100', () => {
    expect(amounts(lineDiscounts(coupon({ percent: 100 }), lines, 'GBP'))).toEqual([3000, 1500])
    expect(amounts(lineDiscounts(coupon({ percent: 150 }), lines, 'GBP'))).toEqual([3000, 1500])
    expect(amounts(lineDiscounts(coupon({ percent: 1000, scope: 'merch' }), lines, 'GBP'))).toEqual([3000, 0])
  })
})
