import { describe, expect, it } from 'vitest'
import { buyerOrigin, siteOrigins } from './site-origin'

describe('the buyer’s origin', () => {
  it('follows a loopback alias of a local SITE_URL, on the same port', () => {
    expect(buyerOrigin('http://localhost:3000', '127.0.0.1:3000')).toBe('http://127.0.0.1:3000')
    expect(buyerOrigin('http://localhost:3000', 'LOCALHOST:3000')).toBe('http://localhost:3000')
    expect(buyerOrigin('http://127.0.0.1:3000', 'localhost:3000')).toBe('http://localhost:3000')
  })

  it('never follows another host or port: SITE_URL instead', () => {
    expect(buyerOrigin('http://localhost:3000', 'evil.example')).toBe('http://localhost:3000')
    expect(buyerOrigin('http://localhost:3000', '127.0.0.1:4000')).toBe('http://localhost:3000')
    expect(buyerOrigin('http://localhost:3000', '127.0.0.1:3000@evil.example')).toBe('http://localhost:3000')
    expect(buyerOrigin('https://shop.example', 'localhost')).toBe('https://shop.example')
    expect(buyerOrigin('https://shop.example', null)).toBe('https://shop.example')
  })

  it('a public SITE_URL is its only origin', () => {
    expect(siteOrigins('https://shop.example/')).toEqual(['https://shop.example'])
    expect(siteOrigins('http://localhost:3000')).toContain('http://[::1]:3000')
  })
})
