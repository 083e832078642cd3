import { describe, expect, it } from 'vitest'
import { csrfTokenFor, newSessionId, verifyCsrfToken } from './csrf'

describe('CSRF tokens', () => {
  const secret = 'test-secret'

  it('accepts the token issued for the same session', () => {
    const session = newSessionId()
    expect(verifyCsrfToken(session, csrfTokenFor(session, secret), secret)).toBe(true)
  })

  it('refuses a token of another session, another secret, or none', () => {
    const session = newSessionId()
    const token = csrfTokenFor(session, secret)
    expect(verifyCsrfToken(newSessionId(), token, secret)).toBe(false)
    expect(verifyCsrfToken(session, token, 'other-secret')).toBe(false)
    expect(verifyCsrfToken(session, undefined, secret)).toBe(false)
    expect(verifyCsrfToken(undefined, token, secret)).toBe(false)
    expect(verifyCsrfToken(session, `${token}x`, secret)).toBe(false)
  })
})
