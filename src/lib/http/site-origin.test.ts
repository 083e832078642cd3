import { describe, expect, it } from 'vitest'
import { buyerOrigin, canonicalRedirect, originOfHost, parseSiteAliases, siteOrigins } from './site-origin'

const site = { siteUrl: 'https://milepost.run' }
const withWww = { siteUrl: 'https://milepost.run', aliases: ['https://www.milepost.run'] }

describe('the names of the site', () => {
  it('SITE_ALIASES lists origins, and nothing else', () => {
    expect(parseSiteAliases(undefined)).toEqual([])
    expect(parseSiteAliases(' https://www.milepost.run/, http://10.0.0.5:3000 ')).toEqual(['https://www.milepost.run', 'http://10.0.0.5:3000'])
    expect(parseSiteAliases('www.milepost.run')).toMatch(/is not an origin/)
    expect(parseSiteAliases('https://www.milepost.run/shop')).toMatch(/is not an origin/)
    expect(parseSiteAliases('ftp://www.milepost.run')).toMatch(/is not an origin/)
    expect(parseSiteAliases('https://user@www.milepost.run')).toMatch(/is not an origin/)
  })

  it('is SITE_URL, then its aliases', () => {
    expect(siteOrigins({ siteUrl: 'https://shop.example/' })).toEqual(['https://shop.example'])
    expect(siteOrigins(withWww)).toEqual(['https://milepost.run', 'https://www.milepost.run'])
  })

  it('reads a Host header the way a URL spells it', () => {
    expect(originOfHost(site, 'MILEPOST.run')).toBe('https://milepost.run')
    expect(originOfHost(site, 'milepost.run.')).toBe('https://milepost.run')
    expect(originOfHost(site, 'milepost.run:443')).toBe('https://milepost.run')
    expect(originOfHost(site, 'milepost.run:8443')).toBeNull()
    expect(originOfHost(site, 'milepost.run@evil.example')).toBeNull()
    expect(originOfHost(site, 'evil.example/milepost.run')).toBeNull()
    expect(originOfHost(site, '')).toBeNull()
    expect(originOfHost({ siteUrl: 'http://[::1]:3000' }, '[::1]:3000')).toBe('http://[::1]:3000')
  })
})

describe('one site under every name', () => {
  it('sends a page asked for under another name to SITE_URL, path and query kept', () => {
    expect(canonicalRedirect(site, 'www.milepost.run', '/de/events?x=1')).toBe('https://milepost.run/de/events?x=1')
    expect(canonicalRedirect(site, '203.0.113.7', '/')).toBe('https://milepost.run/')
    expect(canonicalRedirect({ siteUrl: 'http://localhost:3000' }, '127.0.0.1:3000', '/account')).toBe('http://localhost:3000/account')
    expect(canonicalRedirect({ siteUrl: 'http://127.0.0.1:3000' }, 'localhost:3000', '/')).toBe('http://127.0.0.1:3000/')
    expect(canonicalRedirect(site, null, '/')).toBe('https://milepost.run/')
  })

  it('serves SITE_URL and its aliases as they are', () => {
    expect(canonicalRedirect(site, 'milepost.run', '/')).toBeNull()
    expect(canonicalRedirect(withWww, 'www.milepost.run', '/')).toBeNull()
  })

  it('never lets the request pick where the redirect goes', () => {
    expect(canonicalRedirect(site, 'evil.example', '//evil.example/x')).toBe('https://milepost.run/')
    expect(canonicalRedirect(site, 'evil.example', 'http://evil.example/')).toBe('https://milepost.run/')
  })
})

describe('the buyer’s origin', () => {
  it('is the site name the buyer is on, else SITE_URL', () => {
    expect(buyerOrigin(withWww, 'www.milepost.run')).toBe('https://www.milepost.run')
    expect(buyerOrigin(withWww, 'evil.example')).toBe('https://milepost.run')
    expect(buyerOrigin({ siteUrl: 'http://localhost:3000' }, '127.0.0.1:3000')).toBe('http://localhost:3000')
    expect(buyerOrigin({ siteUrl: 'http://localhost:3000' }, '127.0.0.1:3000@evil.example')).toBe('http://localhost:3000')
    expect(buyerOrigin(site, null)).toBe('https://milepost.run')
  })
})
