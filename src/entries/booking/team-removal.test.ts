import { describe, expect, it } from 'vitest'
import { removalOf } from './team-removal'

describe('removing a team member', () => {
  it('frees a bulk place again instead of refunding it', () => {
    expect(removalOf({ fromPlace: 'child', lineLeft: { amount: 3000, qty: 3 }, percent: 100 })).toEqual({ kind: 'place-freed', place: 'child' })
  })

  it("refunds the policy's part of one unit of the member's line", () => {
    expect(removalOf({ fromPlace: null, lineLeft: { amount: 2999, qty: 1 }, percent: 50 })).toEqual({ kind: 'refund', amount: 1499 })
  })

  it('cancels with nothing back once the policy gives nothing, or nothing is left to give', () => {
    expect(removalOf({ fromPlace: null, lineLeft: { amount: 2500, qty: 1 }, percent: 0 })).toEqual({ kind: 'cancel' })
    expect(removalOf({ fromPlace: null, lineLeft: { amount: 0, qty: 1 }, percent: 100 })).toEqual({ kind: 'cancel' })
    expect(removalOf({ fromPlace: null, lineLeft: null, percent: 100 })).toEqual({ kind: 'cancel' })
    expect(removalOf({ fromPlace: null, lineLeft: { amount: 2500, qty: 0 }, percent: 100 })).toEqual({ kind: 'cancel' })
  })
})
