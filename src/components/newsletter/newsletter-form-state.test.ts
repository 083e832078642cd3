import { describe, expect, it } from 'vitest'
import { validateNewsletter } from './newsletter-form-state'

describe('the newsletter form needs a name and a valid email (N1)', () => {
  it('requires a name and an email', () => {
    expect(validateNewsletter({ name: ' ', email: '' })).toEqual({ name: 'validation.required', email: 'validation.required' })
  })

  it('requires a valid email', () => {
    expect(validateNewsletter({ name: 'Ann', email: 'ann@' })).toEqual({ email: 'validation.email' })
    expect(validateNewsletter({ name: 'Ann', email: 'ann@example.com' })).toEqual({})
  })

  it('judges as the server does: an address Payload would refuse, a name too long to keep', () => {
    expect(validateNewsletter({ name: 'Ann', email: 'ann@ex-.com' })).toEqual({ email: 'validation.email' })
    expect(validateNewsletter({ name: 'x'.repeat(101), email: ' Ann@Example.com ' })).toEqual({ name: 'validation.tooLong' })
  })
})
