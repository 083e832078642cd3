import { describe, expect, it } from 'vitest'
import { addLine, changeLines, optionsSignature, totalQty } from './line-items'

describe('an add merges into the line with the same purchasable and options (K2)', () => {
  it('signs options with their keys sorted at every depth', () => {
    expect(optionsSignature({ b: 1, a: { y: 2, x: [{ q: 1, p: 2 }] } })).toBe(optionsSignature({ a: { x: [{ p: 2, q: 1 }], y: 2 }, b: 1 }))
    expect(optionsSignature({ a: 1 })).not.toBe(optionsSignature({ a: '1' }))
  })

  it('adds to the quantity of the line with the same purchasable and options', () => {
    const first = addLine([], { purchasableId: 7, qty: 2, options: { entryId: 'a', email: 'x@y.z' } }, 1)
    const second = addLine(first.lines, { purchasableId: 7, qty: 3, options: { email: 'x@y.z', entryId: 'a' } }, first.nextLineId)
    expect(second.lines).toEqual([{ id: 1, purchasableId: 7, qty: 5, options: { entryId: 'a', email: 'x@y.z' } }])
    expect(second.lineId).toBe(1)
    expect(second.nextLineId).toBe(2)
  })

  it('keeps different options or purchasables on their own lines', () => {
    let state = addLine([], { purchasableId: 7, qty: 1, options: {} }, 1)
    state = addLine(state.lines, { purchasableId: 7, qty: 1, options: { entryId: 'b' } }, state.nextLineId)
    state = addLine(state.lines, { purchasableId: 8, qty: 1, options: {} }, state.nextLineId)
    expect(state.lines.map((l) => [l.id, l.purchasableId])).toEqual([
      [1, 7],
      [2, 7],
      [3, 8],
    ])
    expect(totalQty(state.lines)).toBe(3)
  })
})

describe('line changes', () => {
  const lines = [
    { id: 1, purchasableId: 7, qty: 2, options: {} },
    { id: 2, purchasableId: 8, qty: 1, options: { a: 1 } },
  ]

  it('updates quantity and options, and removes with remove or qty 0', () => {
    expect(changeLines(lines, { 1: { qty: 4 }, 2: { options: { a: 2 } } }).lines).toEqual([
      { id: 1, purchasableId: 7, qty: 4, options: {} },
      { id: 2, purchasableId: 8, qty: 1, options: { a: 2 } },
    ])
    expect(changeLines(lines, { 1: { remove: true } }).lines.map((l) => l.id)).toEqual([2])
    expect(changeLines(lines, { 2: { qty: 0 } }).lines.map((l) => l.id)).toEqual([1])
  })

  it('reports ids that are not in the cart', () => {
    expect(changeLines(lines, { 9: { qty: 1 } }).unknown).toEqual(['9'])
  })
})
