import { describe, expect, it } from 'vitest'
import { accountUrl } from './account-link'

describe('the account link carries the language and the page to come back to (L11)', () => {
  it('adds lang only for prefixed locales', () => {
    expect(accountUrl('/account', 'en')).toBe('/account')
    expect(accountUrl('/account', 'de')).toBe('/account?lang=de')
    expect(accountUrl('https://account.example.com/?from=site', 'es-mx')).toBe('https://account.example.com/?from=site&lang=es-mx')
  })

  it('carries the page to come back to after signing in', () => {
    expect(accountUrl('/account', 'de', '/de/run-club/gear')).toBe('/account?lang=de&return=%2Fde%2Frun-club%2Fgear')
  })
})
