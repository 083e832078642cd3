import { describe, expect, it } from 'vitest'
import { deferChunkScripts } from './deferred-scripts'

describe('the build’s chunks run once the page is parsed', () => {
  it('defers Next’s chunk scripts, keeping their other attributes', () => {
    const html = '<script nonce="n" src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script><script src="/_next/static/chunks/app/(site)/%5Blocale%5D/page-2.js" async=""></script>'
    expect(deferChunkScripts(html)).toBe(
      '<script nonce="n" src="/_next/static/chunks/webpack-1.js" id="_R_" defer=""></script><script src="/_next/static/chunks/app/(site)/%5Blocale%5D/page-2.js" defer=""></script>',
    )
  })

  it('defers them in React’s order of attributes too (a page rendered for this very request)', () => {
    expect(deferChunkScripts('<script src="/_next/static/chunks/main-app-1.js" async="" nonce="n"></script>')).toBe('<script src="/_next/static/chunks/main-app-1.js" defer="" nonce="n"></script>')
  })

  it('leaves inline scripts, other addresses and scripts without async as they are', () => {
    const html = [
      '<script nonce="n">self.__next_f.push([1,"async=\\"\\""])</script>',
      '<script src="https://js.stripe.com/v3" async=""></script>',
      '<script src="/_next/static/chunks/polyfills-1.js" noModule=""></script>',
      '<script type="application/ld+json">{"a":"async=\\"\\""}</script>',
    ].join('')
    expect(deferChunkScripts(html)).toBe(html)
  })
})
