import { describe, expect, it } from 'vitest'
import { validateNewsletter } from './newsletter-form-state'

describe('the newsletter form needs a name and a valid email (N1)', () => {
  it('requires a name and an email', () => {
    expect(validateNewsletter({ name: ' ', email: '' })).toEqual({ name: 'required', email: 'required' })
  })

  it('requires a valid email', () => {
    expect(validateNewsletter({ name: 'Ann', email: 'ann@' })).toEqual({ email: 'email' })
    expect(validateNewsletter({ name: 'Ann', email: 'ann@example.com' })).toEqual({})
  })
})
