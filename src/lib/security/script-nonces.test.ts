import { describe, expect, it } from 'vitest'
import { addScriptNonces, isNextScript, nonceOf } from './script-nonces'

const page = [
  '<html><head>',
  '<script src="/_next/static/chunks/4bd1b696-8cd12253b448cc13.js" async=""></script>',
  '<script src="/_next/static/chunks/app/(site)/%5Blocale%5D/blog/page-b0e9.js" async=""></script>',
  '<script src="/_next/static/chunks/app/(site)/%5Blocale%5D/shop/products/%5B%5B...slug%5D%5D/page-e191.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script>',
  '<script src="/_next/static/chunks/webpack-21a6.js" id="_R_" async=""></script>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  '</head><body>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '</body></html>',
].join('')

const nonced = (html: string) => (html.match(/nonce="n0nce"/g) ?? []).length

describe('nonces for the scripts Next writes, on a cached page', () => {
  it('go on the build’s chunks, the bootstrap and the data pushes', () => {
    const html = addScriptNonces(page, 'n0nce')
    expect(nonced(html)).toBe(7)
    expect(html).toContain('<script nonce="n0nce" src="/_next/static/chunks/4bd1b696-8cd12253b448cc13.js" async=""></script>')
    expect(html).toContain('<script type="application/ld+json">')
  })

  it('never go on a script slipped into the page', () => {
    for (const injected of [
      '<script>alert(1)</script>',
      '<script>self.__next_f.push([1,""]);alert(1);(0)</script>',
      '<script>self.__next_f.push([1,""])\nalert(1)//)</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0]);alert(1)</script>',
      '<script src="https://evil.example/x.js"></script>',
      '<script src="/_next/static/../../api/media/file/evil.js"></script>',
      '<script src="/_next/static/chunks/../../../api/media/file/evil.js"></script>',
      '<script src="/_next/static/./../x.js"></script>',
      '<script src="/api/media/file/evil.js"></script>',
      '<script src="/_next/static/chunks/a.js" onload="alert(1)"></script>',
      '<script src="/_next/static/chunks/a.js">alert(1)</script>',
      '<script src="//evil.example/_next/static/a.js"></script>',
    ]) {
      expect(nonced(addScriptNonces(injected, 'n0nce')), injected).toBe(0)
    }
  })

  it('replace the stale nonce of the request that rendered a cached page, on Next’s scripts only', () => {
    const cached = '<script src="/_next/static/chunks/a.js" async="" nonce="old"></script><script nonce="old">self.__next_f.push([1,"x"])</script><script nonce="old">alert(1)</script>'
    const html = addScriptNonces(cached, 'n0nce')
    expect(html).toBe('<script nonce="n0nce" src="/_next/static/chunks/a.js" async=""></script><script nonce="n0nce">self.__next_f.push([1,"x"])</script><script nonce="old">alert(1)</script>')
  })

  it('give each answer of the same cached page its own nonce', () => {
    const first = addScriptNonces(page, 'n0nce')
    const second = addScriptNonces(page, 'other')
    expect(addScriptNonces(page, 'n0nce')).toBe(first)
    expect(second).toBe(first.replaceAll('n0nce', 'other'))
    expect(second).not.toContain('n0nce')
  })

  it('leave the nonce Next gave a page rendered for this request', () => {
    const rendered = '<script src="/_next/static/chunks/a.js" nonce="n0nce"></script><script nonce="n0nce">$RC("B:0","S:0")</script>'
    expect(addScriptNonces(rendered, 'n0nce')).toBe(rendered)
  })

  it('go on the preloads of the build’s chunks, stale nonce or none, and nowhere else', () => {
    const html = addScriptNonces(
      '<link rel="preload" as="script" fetchPriority="low" nonce="old" href="/_next/static/chunks/webpack-1.js"/><link rel="stylesheet" href="/_next/static/css/a.css" nonce="old" data-precedence="next"/><link rel="preload" as="script" href="https://evil.example/x.js"/>',
      'n0nce',
    )
    expect(html).toBe(
      '<link nonce="n0nce" rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/><link rel="stylesheet" href="/_next/static/css/a.css" nonce="old" data-precedence="next"/><link rel="preload" as="script" href="https://evil.example/x.js"/>',
    )
  })

  it('knows attributes one by one', () => {
    expect(isNextScript(' src="/_next/static/chunks/a.js" async=""', '')).toBe(true)
    expect(isNextScript(' src="/_next/static/chunks/a.js" async="" x', '')).toBe(false)
    expect(isNextScript(' type="module" src="/_next/static/chunks/a.js"', '')).toBe(false)
  })

  it('reads the nonce of a policy', () => {
    expect(nonceOf("default-src 'self'; script-src 'nonce-AbC+/=' 'strict-dynamic'")).toBe('AbC+/=')
    expect(nonceOf("script-src 'self'")).toBeNull()
  })
})
