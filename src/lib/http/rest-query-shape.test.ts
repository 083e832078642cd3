import { describe, expect, it } from 'vitest'
import { isPlainWhere, MAX_WHERE_CONDITIONS } from './rest-query-shape'

describe('isPlainWhere', () => {
  it('takes Payload’s shapes: field → operator → value, lists for in/not_in/all, and/or of clauses, geometry', () => {
    expect(isPlainWhere({ slug: { equals: 'a' }, price: { greater_than: '5' } })).toBe(true)
    expect(isPlainWhere({ slug: { in: ['a', 'b'] }, tags: { all: 'x,y' } })).toBe(true)
    expect(isPlainWhere({ or: [{ slug: { like: 'a' } }, { and: [{ id: { exists: 'true' } }] }] })).toBe(true)
    expect(isPlainWhere({ location: { within: { type: 'Polygon', coordinates: [[[0, 0]]] } } })).toBe(true)
  })

  it('refuses lists and objects where one value belongs, and clauses that are not objects', () => {
    expect(isPlainWhere({ slug: { equals: ['a', 'b'] } })).toBe(false)
    expect(isPlainWhere({ alt: { equals: { x: '1' } } })).toBe(false)
    expect(isPlainWhere({ slug: { in: [{ a: '1' }] } })).toBe(false)
    expect(isPlainWhere({ or: [{ slug: 'a' }] })).toBe(false)
    expect(isPlainWhere({ or: 'a' })).toBe(false)
    expect(isPlainWhere('abc')).toBe(false)
  })

  it('refuses more than 200 conditions: 1,400 or-clauses went past the database’s expression limit', () => {
    const clauses = (n: number) => ({ or: Array.from({ length: n }, (_, i) => ({ title: { like: `%${i}%` } })) })
    expect(isPlainWhere(clauses(MAX_WHERE_CONDITIONS))).toBe(true)
    expect(isPlainWhere(clauses(1400))).toBe(false)
    expect(isPlainWhere({ and: [clauses(150), clauses(60)] })).toBe(false)
  })
})
