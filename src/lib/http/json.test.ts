import { describe, expect, it } from 'vitest'
import { jsonNestingDepth } from './json'

describe('jsonNestingDepth', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonNestingDepth('1')).toBe(0)
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3)
    expect(jsonNestingDepth('{"a":"{{{[[[","b":"\\"{{"}')).toBe(1)
  })

  it('measures 20,000 levels without recursion', () => {
    const deep = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`
    expect(jsonNestingDepth(deep)).toBe(20_000)
  })
})
