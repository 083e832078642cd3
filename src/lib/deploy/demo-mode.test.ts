import { describe, expect, it } from 'vitest'
import { decideStart, isPublicStart, missingServiceKeys } from './demo-mode'

const allKeys = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  PAYPAL_CLIENT_ID: 'id',
  PAYPAL_CLIENT_SECRET: 'secret',
  TURNSTILE_SITE_KEY: 'site',
  TURNSTILE_SECRET_KEY: 'secret',
}

describe('demo mode', () => {
  it('names every missing key', () => {
    expect(missingServiceKeys({})).toEqual(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY'])
    expect(missingServiceKeys({ ...allKeys, TURNSTILE_SECRET_KEY: undefined })).toEqual(['TURNSTILE_SECRET_KEY'])
  })

  it('a fresh clone on this machine runs as a demo, and says why', () => {
    const start = decideStart({ env: {}, demo: undefined, isPublic: false })
    expect(start).toMatchObject({ mode: 'demo' })
    expect((start as { notice: string }).notice).toMatch(/^Demo mode \(no STRIPE_SECRET_KEY.*No real money moves/)
  })

  it('a public start without keys refuses in one line naming what is missing, unless a demo is asked for', () => {
    const refused = decideStart({ env: { ...allKeys, PAYPAL_CLIENT_SECRET: undefined }, demo: undefined, isPublic: true })
    expect(refused).toEqual({ mode: 'refuse', reason: 'Milepost will not start as a public shop without PAYPAL_CLIENT_SECRET: set them, or DEMO_MODE=1 to run a demo that takes no money.' })
    expect(refused.mode === 'refuse' && refused.reason.includes('\n')).toBe(false)
    expect(decideStart({ env: {}, demo: true, isPublic: true }).mode).toBe('demo')
  })

  it('DEMO_MODE=0 without the keys refuses anywhere; with every key the shop is live', () => {
    expect(decideStart({ env: {}, demo: false, isPublic: false }).mode).toBe('refuse')
    expect(decideStart({ env: allKeys, demo: undefined, isPublic: true })).toEqual({ mode: 'live' })
    expect(decideStart({ env: allKeys, demo: false, isPublic: false })).toEqual({ mode: 'live' })
  })

  it('is public for the cluster, production, https, or a host that is not loopback', () => {
    const publicAt = (siteUrl: string, nodeEnv?: string) => isPublicStart({ cluster: false, nodeEnv, siteUrl })
    expect(isPublicStart({ cluster: true, nodeEnv: undefined, siteUrl: 'http://localhost:3000' })).toBe(true)
    expect(publicAt('https://milepost.run', 'production')).toBe(true)
    expect(publicAt('http://localhost:3000', 'production')).toBe(true)
    expect(publicAt('https://milepost.run')).toBe(true)
    expect(publicAt('https://localhost:3000')).toBe(true)
    expect(publicAt('http://milepost.run')).toBe(true)
    expect(publicAt('http://192.168.1.20:3000')).toBe(true)
    expect(publicAt('http://[2001:db8::1]:3000')).toBe(true)
    expect(publicAt('http://localhost.milepost.run')).toBe(true)
    expect(publicAt('http://localhost:3000')).toBe(false)
    expect(publicAt('http://shop.localhost:3000')).toBe(false)
    expect(publicAt('http://127.0.0.1:3000')).toBe(false)
    expect(publicAt('http://127.8.0.1:3000')).toBe(false)
    expect(publicAt('http://[::1]:3000', 'development')).toBe(false)
  })

  it('an https SITE_URL without production and with one provider missing refuses: it would take orders for free', () => {
    const isPublic = isPublicStart({ cluster: false, nodeEnv: undefined, siteUrl: 'https://shop.example.com' })
    expect(decideStart({ env: { ...allKeys, PAYPAL_CLIENT_ID: undefined, PAYPAL_CLIENT_SECRET: undefined }, demo: undefined, isPublic })).toEqual({
      mode: 'refuse',
      reason: 'Milepost will not start as a public shop without PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: set them, or DEMO_MODE=1 to run a demo that takes no money.',
    })
  })
})
