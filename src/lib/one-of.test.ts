import { describe, expect, it } from 'vitest'
import { isOneOf } from './one-of'

describe('isOneOf', () => {
  it('knows the members of a list and nothing else', () => {
    const paths = ['individual', 'create-team'] as const
    expect(isOneOf(paths, 'create-team')).toBe(true)
    expect(isOneOf(paths, 'join-team')).toBe(false)
    expect(isOneOf(paths, undefined)).toBe(false)
    expect(isOneOf([1, 2], '1')).toBe(false)
  })
})
