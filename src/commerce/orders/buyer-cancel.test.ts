import { describe, expect, it } from 'vitest'
import { buyerCancellation } from './buyer-cancel'

const kit = { id: 1, kind: 'merch' as const, snapshot: null }
const order = (lines: { id: number; kind: 'merch' | 'entry' | 'plan'; snapshot: null | { grantsRunClubMembership: true } }[], status: 'paid' | 'partially-refunded' | 'refunded' = 'paid') =>
  ({ status, lineItems: lines }) as unknown as Parameters<typeof buyerCancellation>[0]

describe('a buyer cancelling their own order', () => {
  it('may while a paid kit order has shipped nothing', () => {
    expect(buyerCancellation(order([kit, { ...kit, id: 2 }]), 'to-ship')).toEqual({ ok: true })
  })
  it('may not once anything shipped, nor after a refund', () => {
    expect(buyerCancellation(order([kit]), 'partly-shipped')).toEqual({ ok: false, reason: 'orderCancel.shipped' })
    expect(buyerCancellation(order([kit]), 'shipped')).toEqual({ ok: false, reason: 'orderCancel.shipped' })
    expect(buyerCancellation(order([kit], 'partially-refunded'), 'to-ship')).toEqual({ ok: false, reason: 'orderCancel.notCancellable' })
    expect(buyerCancellation(order([kit], 'refunded'), 'nothing-to-ship')).toEqual({ ok: false, reason: 'orderCancel.notCancellable' })
  })
  it('may not for entries, plans or a membership', () => {
    expect(buyerCancellation(order([kit, { id: 2, kind: 'entry', snapshot: null }]), 'to-ship')).toEqual({ ok: false, reason: 'orderCancel.notKit' })
    expect(buyerCancellation(order([{ id: 2, kind: 'plan', snapshot: null }]), 'nothing-to-ship')).toEqual({ ok: false, reason: 'orderCancel.notKit' })
    expect(buyerCancellation(order([{ id: 2, kind: 'merch', snapshot: { grantsRunClubMembership: true } }]), 'nothing-to-ship')).toEqual({ ok: false, reason: 'orderCancel.notKit' })
  })
})
