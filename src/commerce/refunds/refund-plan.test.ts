import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money } from '../money'
import type { OrderLine } from '../orders/complete-order'
import { entryLinesUndone, planRefund, type RefundableOrder, RefundRefused, refundable, statusAfterRefund, teamPlacesReturned, unitsToRestock, withRefund } from './refund-plan'

const gbp = (amount: number) => money(amount, 'GBP')

const line = (id: number, kind: OrderLine['kind'], qty: number, total: number, options: Record<string, unknown> = {}, tax = 0): OrderLine => ({
  id,
  purchasableId: 100 + id,
  qty,
  options,
  sku: null,
  description: `Line ${id}`,
  kind,
  unitPrice: gbp(Math.round(total / qty)),
  subtotal: gbp(total),
  discount: gbp(0),
  total: gbp(total),
  tax: gbp(tax),
  snapshot: null,
})

/** Three hoodies at £45 (£135), an entry at £20, £5 shipping: £160. */
const order = (more: Partial<RefundableOrder> = {}): RefundableOrder => ({
  currency: 'GBP',
  lineItems: [line(1, 'merch', 3, 13500), line(2, 'entry', 1, 2000)],
  totalPrice: gbp(16000),
  pricesIncludeTax: true,
  refundedTotal: gbp(0),
  refundedLines: [],
  ...more,
})

describe('planRefund', () => {
  it('gives back a unit at its share of the line, and the whole order as everything left', () => {
    expect(planRefund(order(), { kind: 'lines', lines: [{ lineId: 1, qty: 1 }] })).toEqual({ amount: gbp(4500), lines: [{ lineId: 1, qty: 1, amount: 4500 }], shipping: 0 })
    expect(planRefund(order(), { kind: 'whole' })).toEqual({
      amount: gbp(16000),
      lines: [
        { lineId: 1, qty: 3, amount: 13500 },
        { lineId: 2, qty: 1, amount: 2000 },
      ],
      shipping: 500,
    })
  })

  it('takes less money than the share when asked, and shipping alone', () => {
    expect(planRefund(order(), { kind: 'lines', lines: [{ lineId: 1, qty: 0, amount: 1000 }], shipping: 500 }).amount).toEqual(gbp(1500))
  })

  it('refuses more units or money than a line has left, more shipping than was paid, and lines the order does not have', () => {
    const after = order({ refundedTotal: gbp(9000), refundedLines: [{ lineId: 1, qty: 2, amount: 9000, restocked: 2 }] })
    expect(() => planRefund(after, { kind: 'lines', lines: [{ lineId: 1, qty: 2 }] })).toThrow(/has 1 left to refund/)
    expect(() => planRefund(after, { kind: 'lines', lines: [{ lineId: 1, qty: 1, amount: 4501 }] })).toThrow(RefundRefused)
    expect(() => planRefund(order(), { kind: 'lines', lines: [], shipping: 501 })).toThrow(/shipping/)
    expect(() => planRefund(order(), { kind: 'lines', lines: [{ lineId: 9, qty: 1 }] })).toThrow(/no line 9/)
    expect(() =>
      planRefund(order(), {
        kind: 'lines',
        lines: [
          { lineId: 1, qty: 1 },
          { lineId: 1, qty: 1 },
        ],
      }),
    ).toThrow(/twice/)
    expect(() => planRefund(order(), { kind: 'lines', lines: [] })).toThrow(/Choose a line/)
    const all = order({
      refundedTotal: gbp(16000),
      refundedLines: [
        { lineId: 1, qty: 3, amount: 13500, restocked: 3 },
        { lineId: 2, qty: 1, amount: 2000, restocked: 0 },
      ],
    })
    expect(() => planRefund(all, { kind: 'whole' })).toThrow(/refunded in full/)
    expect(() => planRefund(all, { kind: 'amount', amount: 1 })).toThrow(/refunded in full/)
  })

  it('gives back units left for nothing once their money is gone (a free entry)', () => {
    const free = order({ lineItems: [line(1, 'entry', 1, 0)], totalPrice: gbp(0) })
    expect(planRefund(free, { kind: 'whole' })).toEqual({ amount: gbp(0), lines: [{ lineId: 1, qty: 1, amount: 0 }], shipping: 0 })
  })

  it('counts a line’s tax when prices were shown before tax', () => {
    const beforeTax = order({ pricesIncludeTax: false, lineItems: [line(1, 'merch', 1, 10000, {}, 1300)], totalPrice: gbp(11300) })
    expect(planRefund(beforeTax, { kind: 'lines', lines: [{ lineId: 1, qty: 1 }] }).amount).toEqual(gbp(11300))
  })

  it('an amount from the provider is money only, unless it is all that is left', () => {
    expect(planRefund(order(), { kind: 'amount', amount: 700 })).toEqual({ amount: gbp(700), lines: [], shipping: 0 })
    expect(planRefund(order(), { kind: 'amount', amount: 16000 }).lines).toHaveLength(2)
    expect(() => planRefund(order(), { kind: 'amount', amount: 16001 })).toThrow(RefundRefused)
  })

  it('refunded unit by unit, a line adds up to what it cost, never a penny more (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 100_000 }), (qty, total) => {
        let current = order({ lineItems: [line(1, 'merch', qty, total)], totalPrice: gbp(total) })
        let given = 0
        for (let i = 0; i < qty; i++) {
          const plan = planRefund(current, { kind: 'lines', lines: [{ lineId: 1, qty: 1 }] })
          given += plan.amount.amount
          current = { ...current, refundedTotal: gbp(given), refundedLines: withRefund(current.refundedLines, plan, new Map()) }
        }
        expect(given).toBe(total)
        expect(refundable(current).total).toBe(0)
      }),
    )
  })
})

describe('what a refund undoes', () => {
  it('puts back only kit that never shipped, and never the same unit twice', () => {
    const plan = planRefund(order(), {
      kind: 'lines',
      lines: [
        { lineId: 1, qty: 3 },
        { lineId: 2, qty: 1 },
      ],
    })
    expect(unitsToRestock(order(), plan, new Map([[1, 2]]))).toEqual(new Map([[1, 1]]))
    const restockedOnce = order({ refundedLines: [{ lineId: 1, qty: 1, amount: 4500, restocked: 1 }] })
    const more = planRefund(restockedOnce, { kind: 'lines', lines: [{ lineId: 1, qty: 2 }] })
    expect(unitsToRestock(restockedOnce, more, new Map([[1, 2]]))).toEqual(new Map())
  })

  it('cancels an entrant’s entry once its line is refunded in full, and gives back a team’s places', () => {
    const withTeam = order({ lineItems: [line(1, 'entry', 1, 2000), line(2, 'entry', 4, 8000, { bulkAdult: true }), line(3, 'entry', 2, 2000, { bulkChild: true })], totalPrice: gbp(12000) })
    const plan = planRefund(withTeam, {
      kind: 'lines',
      lines: [
        { lineId: 1, qty: 1 },
        { lineId: 2, qty: 2 },
        { lineId: 3, qty: 1 },
      ],
    })
    expect(entryLinesUndone(withTeam, withRefund([], plan, new Map())).map((l) => l.id)).toEqual([1])
    expect(teamPlacesReturned(withTeam, plan)).toEqual({ adult: 2, child: 1 })
  })

  it('leaves the order partly refunded until nothing is left', () => {
    expect(statusAfterRefund(order(), planRefund(order(), { kind: 'lines', lines: [{ lineId: 1, qty: 1 }] }))).toBe('partially-refunded')
    expect(statusAfterRefund(order(), planRefund(order(), { kind: 'whole' }))).toBe('refunded')
  })
})
