import { describe, expect, it } from 'vitest'
import { signUrl, verifySignedUrl } from './signed-urls'

const origin = 'https://milepost.run'

describe('return URLs are accepted only as this site signed them (P2)', () => {
  it('accepts the URLs it signed and nothing else', () => {
    const url = signUrl(`${origin}/fr/payment-complete?gateway=card`, 's3cret')
    expect(verifySignedUrl(url, origin, 's3cret')).toBe(true)
    expect(verifySignedUrl(url.replace('gateway=card', 'gateway=paypal'), origin, 's3cret')).toBe(false)
    expect(verifySignedUrl(url.replace('/fr/', '/de/'), origin, 's3cret')).toBe(false)
    expect(verifySignedUrl(url, origin, 'other')).toBe(false)
    expect(verifySignedUrl(url.replace(origin, 'https://evil.example'), origin, 's3cret')).toBe(false)
    expect(verifySignedUrl('not a url', origin, 's3cret')).toBe(false)
  })
})
