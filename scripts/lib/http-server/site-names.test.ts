import { describe, expect, it } from 'vitest'
import { env } from '../../../src/lib/env'
import { otherNameRedirect } from './site-names'

describe('pages under another name', () => {
  const site = new URL(env.SITE_URL)
  it('go to SITE_URL, path and query kept; the site’s own name is served', () => {
    expect(otherNameRedirect('GET', '/de/events?x=1', 'www.elsewhere.test')).toBe(`${site.origin}/de/events?x=1`)
    expect(otherNameRedirect('HEAD', '/admin', '203.0.113.7:3000')).toBe(`${site.origin}/admin`)
    expect(otherNameRedirect('GET', '/', undefined)).toBe(`${site.origin}/`)
    expect(otherNameRedirect('GET', '/de/events', site.host)).toBeNull()
  })

  it('leave the APIs and writes alone: their callers hold no page there', () => {
    for (const path of ['/api/events', '/actions/milepost/cart/get-cart', '/de/actions/users/login', '/app-api/user/info', '/fr-ca/app-api/races'])
      expect(otherNameRedirect('GET', path, 'www.elsewhere.test'), path).toBeNull()
    expect(otherNameRedirect('POST', '/admin', 'www.elsewhere.test')).toBeNull()
  })
})
