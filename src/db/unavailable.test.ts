import { describe, expect, it } from 'vitest'
import { isUnavailable } from './unavailable'

describe('a service out of reach', () => {
  it('is told apart from bugs through the causes drizzle and the drivers wrap', () => {
    expect(isUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true)
    expect(isUnavailable(new Error('Failed query', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) }))).toBe(true)
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isUnavailable(Object.assign(new Error('The client is closed'), { name: 'ClientClosedError' }))).toBe(true)
    expect(isUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true)
    expect(isUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
    expect(isUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false)
  })
})
