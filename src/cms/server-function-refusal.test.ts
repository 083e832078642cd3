import { Forbidden, UnauthorizedError } from 'payload'
import { describe, expect, it } from 'vitest'
import { refusedServerFunction } from './server-function-refusal'

describe('the admin’s server functions', () => {
  it('read a refused caller or an unknown function as the caller’s mistake', () => {
    expect(refusedServerFunction(new UnauthorizedError())).toBe(true)
    expect(refusedServerFunction(new Forbidden())).toBe(true)
    expect(refusedServerFunction(new Error('Unknown Server Function: nope'))).toBe(true)
  })

  it('leave every other fault a fault', () => {
    expect(refusedServerFunction(new Error('connection refused'))).toBe(false)
    expect(refusedServerFunction(null)).toBe(false)
    expect(refusedServerFunction('Unauthorized')).toBe(false)
  })
})
