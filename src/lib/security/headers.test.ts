import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, newNonce, pageKindOf, pageSecurityHeaders } from './headers'

const nonce = 'bm9uY2U='
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

describe('security headers of pages', () => {
  it('allow Stripe only on the checkout and Turnstile only on the contact form', () => {
    expect(pageKindOf('/checkout')).toBe('checkout')
    expect(pageKindOf('/contact')).toBe('contact')
    expect(pageKindOf('/events/spring-10k')).toBe('page')
    const page = contentSecurityPolicy('page', { nonce })
    const checkout = contentSecurityPolicy('checkout', { nonce })
    const contact = contentSecurityPolicy('contact', { nonce })
    expect(page).not.toMatch(/stripe|cloudflare/)
    expect(directive(checkout, 'script-src')).toContain('https://js.stripe.com')
    expect(directive(checkout, 'frame-src')).toContain('https://hooks.stripe.com')
    expect(checkout).not.toContain('cloudflare')
    expect(directive(contact, 'script-src')).toContain('https://challenges.cloudflare.com')
    expect(contact).not.toContain('stripe')
  })

  it('keep everything else to this origin, frames to the site itself, and no plugins', () => {
    const policy = contentSecurityPolicy('page', { nonce })
    expect(directive(policy, 'default-src')).toBe("default-src 'self'")
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(directive(policy, 'object-src')).toBe("object-src 'none'")
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'")
    expect(policy).not.toContain('unsafe-eval')
    expect(directive(policy, 'script-src')).toBe("script-src 'nonce-bm9uY2U=' 'strict-dynamic' 'self'")
    expect(contentSecurityPolicy('page', { dev: true, nonce })).toContain("'unsafe-eval'")
  })

  it('run scripts only with a fresh nonce, on the site and in the admin', () => {
    for (const kind of ['page', 'checkout', 'contact', 'admin'] as const) expect(directive(contentSecurityPolicy(kind, { nonce }), 'script-src')).not.toContain('unsafe-inline')
    expect(pageKindOf('/admin/collections/events')).toBe('admin')
    expect(newNonce()).not.toBe(newNonce())
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })

  it('add HSTS and upgrade-insecure-requests over https only', () => {
    expect(pageSecurityHeaders('/', { siteUrl: 'http://localhost:3000', dev: false, nonce })).not.toHaveProperty('Strict-Transport-Security')
    const https = pageSecurityHeaders('/', { siteUrl: 'https://milepost.run', dev: false, nonce })
    expect(https['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    expect(https['Content-Security-Policy']).toContain('upgrade-insecure-requests')
  })
})
