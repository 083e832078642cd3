import { describe, expect, it } from 'vitest'
import { isValueError } from './value-error'

describe('isValueError', () => {
  it('knows a bad value from its cause, however deep', () => {
    const sqlite = new Error('Failed query: select …', { cause: new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments') })
    const postgres = new Error('Failed query', { cause: Object.assign(new Error('invalid input syntax for type integer: "abc"'), { code: '22P02' }) })
    expect(isValueError(sqlite)).toBe(true)
    expect(isValueError(postgres)).toBe(true)
    expect(isValueError(new TypeError('Cannot convert object to primitive value'))).toBe(true)
    expect(isValueError(new Error('Cannot find field for path at sku'))).toBe(true)
    expect(isValueError(new Error('Alias "pages_blocks_hero" is already used in this query'))).toBe(true)
  })

  it('leaves every other failure a server error', () => {
    expect(isValueError(new Error('boom'))).toBe(false)
    expect(isValueError(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false)
    expect(isValueError(new RangeError('Maximum call stack size exceeded'))).toBe(false)
    expect(isValueError(new TypeError("Cannot read properties of undefined (reading 'hooks')"))).toBe(false)
  })
})
