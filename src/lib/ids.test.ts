import { describe, expect, it } from 'vitest'
import { MAX_ROW_ID, rowIdOf } from './ids'

describe('a row id from a URL', () => {
  it('takes 1 to 2³¹−1 written plainly, and nothing else', () => {
    expect(rowIdOf('1')).toBe(1)
    expect(rowIdOf(String(MAX_ROW_ID))).toBe(MAX_ROW_ID)
    for (const raw of ['0', '-1', '01', '1e9', '2147483648', '999999999999', ' 1', '1.0', '', '１']) expect(rowIdOf(raw), raw).toBeNull()
  })
})
