import { describe, expect, it } from 'vitest'
import { checkParcel, type FulfilmentLine, fulfilmentState, kitLeft, parcelProblemText } from './fulfilment'

const line = (id: number, qty: number, kind: FulfilmentLine['kind'] = 'merch'): FulfilmentLine => ({ id, qty, kind, description: `Line ${id}`, sku: kind === 'merch' ? `SKU-${id}` : null })
const hoodies = line(1, 3)
const caps = line(2, 1)
const entry = line(3, 1, 'entry')
const plan = line(4, 1, 'plan')
const lines = [hoodies, caps, entry, plan]

describe('what is left to ship', () => {
  it('lists kit lines only, less what was refunded and shipped', () => {
    const left = kitLeft({ lines, refunded: [{ lineId: 1, qty: 1, amount: 2500 }], shipments: [{ lines: [{ lineId: 1, qty: 1 }] }] })
    expect(left).toEqual([
      { lineId: 1, sku: 'SKU-1', description: 'Line 1', ordered: 3, refunded: 1, shipped: 1, left: 1 },
      { lineId: 2, sku: 'SKU-2', description: 'Line 2', ordered: 1, refunded: 0, shipped: 0, left: 1 },
    ])
  })

  it('treats missing refunds as none, and never answers less than zero (kit refunded after it shipped)', () => {
    expect(kitLeft({ lines: [caps], refunded: undefined, shipments: [] })[0]?.left).toBe(1)
    expect(kitLeft({ lines: [caps], refunded: null, shipments: [{ lines: [{ lineId: 2, qty: 1 }] }, { lines: [] }] })[0]?.left).toBe(0)
    expect(kitLeft({ lines: [caps], refunded: [{ lineId: 2, qty: 1, amount: 900 }], shipments: [{ lines: [{ lineId: 2, qty: 1 }] }] })[0]?.left).toBe(0)
  })

  it('ignores nonsense quantities in stored rows', () => {
    expect(kitLeft({ lines: [hoodies], refunded: [{ lineId: 1, qty: -5, amount: 0 }], shipments: [{ lines: [{ lineId: 1, qty: Number.NaN }] }] })[0]?.left).toBe(3)
  })
})

describe('the order’s fulfilment state', () => {
  it('is nothing to ship without kit, or with all of it refunded before it shipped', () => {
    expect(fulfilmentState({ lines: [entry, plan], shipments: [] })).toBe('nothing-to-ship')
    expect(fulfilmentState({ lines: [], shipments: [] })).toBe('nothing-to-ship')
    expect(fulfilmentState({ lines: [caps, entry], refunded: [{ lineId: 2, qty: 1, amount: 900 }], shipments: [] })).toBe('nothing-to-ship')
  })

  it('is to ship, partly shipped, then shipped', () => {
    expect(fulfilmentState({ lines, shipments: [] })).toBe('to-ship')
    expect(fulfilmentState({ lines, shipments: [{ lines: [{ lineId: 2, qty: 1 }] }] })).toBe('partly-shipped')
    expect(
      fulfilmentState({
        lines,
        shipments: [{ lines: [{ lineId: 2, qty: 1 }] }, { lines: [{ lineId: 1, qty: 3 }] }],
      }),
    ).toBe('shipped')
  })

  it('is shipped when what did not ship was refunded', () => {
    expect(
      fulfilmentState({
        lines,
        refunded: [{ lineId: 1, qty: 2, amount: 5000 }],
        shipments: [
          {
            lines: [
              { lineId: 1, qty: 1 },
              { lineId: 2, qty: 1 },
            ],
          },
        ],
      }),
    ).toBe('shipped')
  })
})

describe('a new parcel', () => {
  const facts = { lines, refunded: [{ lineId: 1, qty: 1, amount: 2500 }], shipments: [{ lines: [{ lineId: 1, qty: 1 }] }] }

  it('takes kit lines with 1 to what is left, and answers the state once it ships', () => {
    expect(checkParcel(facts, [{ lineId: 2, qty: 1 }])).toEqual({ ok: true, lines: [{ lineId: 2, qty: 1, description: 'Line 2' }], fulfilment: 'partly-shipped' })
    expect(
      checkParcel(facts, [
        { lineId: 1, qty: 1 },
        { lineId: 2, qty: 1 },
      ]),
    ).toMatchObject({ ok: true, fulfilment: 'shipped' })
  })

  it('refuses an empty parcel, a line twice, a line the order does not have, and lines that are not kit', () => {
    expect(checkParcel(facts, [])).toEqual({ ok: false, problem: 'empty' })
    expect(
      checkParcel(facts, [
        { lineId: 2, qty: 1 },
        { lineId: 2, qty: 1 },
      ]),
    ).toEqual({ ok: false, problem: 'duplicate-line', lineId: 2 })
    expect(checkParcel(facts, [{ lineId: 99, qty: 1 }])).toEqual({ ok: false, problem: 'unknown-line', lineId: 99 })
    expect(checkParcel(facts, [{ lineId: 3, qty: 1 }])).toEqual({ ok: false, problem: 'not-kit', lineId: 3 })
    expect(checkParcel(facts, [{ lineId: 4, qty: 1 }])).toEqual({ ok: false, problem: 'not-kit', lineId: 4 })
  })

  it('refuses a quantity below one, or over what is left (refunds and earlier parcels counted)', () => {
    expect(checkParcel(facts, [{ lineId: 2, qty: 0 }])).toEqual({ ok: false, problem: 'bad-quantity', lineId: 2 })
    expect(checkParcel(facts, [{ lineId: 2, qty: 1.5 }])).toEqual({ ok: false, problem: 'bad-quantity', lineId: 2 })
    expect(checkParcel(facts, [{ lineId: 1, qty: 2 }])).toEqual({ ok: false, problem: 'over-left', lineId: 1, left: 1 })
    expect(checkParcel({ ...facts, shipments: [...facts.shipments, { lines: [{ lineId: 2, qty: 1 }] }] }, [{ lineId: 2, qty: 1 }])).toEqual({
      ok: false,
      problem: 'over-left',
      lineId: 2,
      left: 0,
    })
  })

  it('says what is wrong in a sentence', () => {
    expect(parcelProblemText({ problem: 'over-left', lineId: 1, left: 2 })).toBe('Only 2 of line 1 are left to ship.')
    expect(parcelProblemText({ problem: 'over-left', lineId: 1, left: 0 })).toBe('Nothing of line 1 is left to ship.')
    expect(parcelProblemText({ problem: 'not-kit', lineId: 3 })).toMatch(/not kit/)
  })
})
