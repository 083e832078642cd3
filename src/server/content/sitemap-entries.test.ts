import { describe, expect, it } from 'vitest'
import { pagePath } from './sitemap-entries'

describe('where a CMS page is served in the sitemap', () => {
  it('pages under /pages, the open run-club pages under /run-club, nothing for members, orders or the home page', () => {
    const at = (slug: string, kind: string | null = 'page') => pagePath({ slug, kind, updatedAt: '' })
    expect(at('faq')).toBe('/pages/faq')
    expect(at('faq', null)).toBe('/pages/faq')
    expect(at('home')).toBeNull()
    expect(at('about')).toBeNull()
    expect(at('run-club-landing', 'run-club')).toBe('/run-club/landing')
    expect(at('run-club-join', 'run-club')).toBe('/run-club/join')
    expect(at('run-club-members-home', 'run-club')).toBeNull()
    expect(at('order', 'order')).toBeNull()
    expect(at('payment-complete', 'order')).toBeNull()
  })
})
