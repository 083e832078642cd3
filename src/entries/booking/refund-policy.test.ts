import { describe, expect, it } from 'vitest'
import { entryRefundVerdict, policyTiers, refundPercentNow } from './refund-policy'

const start = '2026-06-15T00:00:00.000Z'
const policy = { fullUntilDays: 14, partialUntilDays: 7, partialPercent: 50 }

describe('an event’s refund policy', () => {
  it('gives everything back until 14 days before, half until 7, then nothing', () => {
    expect(policyTiers(policy, start)).toEqual([
      { percent: 100, until: new Date('2026-06-01T00:00:00.000Z') },
      { percent: 50, until: new Date('2026-06-08T00:00:00.000Z') },
    ])
    expect(refundPercentNow(policy, start, new Date('2026-05-31T23:59:59Z'))).toBe(100)
    expect(refundPercentNow(policy, start, new Date('2026-06-01T00:00:00Z'))).toBe(50)
    expect(refundPercentNow(policy, start, new Date('2026-06-08T00:00:00Z'))).toBe(0)
  })

  it('gives nothing without days, and ignores a partial tier that would outlast the full one', () => {
    expect(refundPercentNow({ fullUntilDays: null, partialUntilDays: null, partialPercent: 0 }, start, new Date('2026-01-01'))).toBe(0)
    expect(policyTiers({ fullUntilDays: 7, partialUntilDays: 14, partialPercent: 50 }, start)).toHaveLength(1)
    expect(policyTiers({ fullUntilDays: null, partialUntilDays: 3, partialPercent: 250 }, start)).toEqual([{ percent: 100, until: new Date('2026-06-12T00:00:00.000Z') }])
  })
})

describe('an entrant cancelling for a refund', () => {
  const facts = { cancelled: false, finished: false, inTeam: false, paidByEntrant: true, lineLeft: { amount: 2500, qty: 1 }, percent: 50 }
  it('gets the policy’s part of the entry’s line', () => {
    expect(entryRefundVerdict(facts)).toEqual({ ok: true, amount: 1250 })
    expect(entryRefundVerdict({ ...facts, percent: 100, lineLeft: { amount: 3001, qty: 2 } })).toEqual({ ok: true, amount: 1500 })
  })
  it('not after the policy’s days, for a team, for someone else’s payment, nor twice', () => {
    expect(entryRefundVerdict({ ...facts, percent: 0 })).toEqual({ ok: false, reason: 'booking.noRefundNow' })
    expect(entryRefundVerdict({ ...facts, inTeam: true })).toEqual({ ok: false, reason: 'booking.refundTeam' })
    expect(entryRefundVerdict({ ...facts, paidByEntrant: false })).toEqual({ ok: false, reason: 'booking.refundByPayer' })
    expect(entryRefundVerdict({ ...facts, lineLeft: { amount: 0, qty: 0 } })).toEqual({ ok: false, reason: 'booking.refundByPayer' })
    expect(entryRefundVerdict({ ...facts, cancelled: true })).toEqual({ ok: false, reason: 'booking.cancelled' })
  })
})
