import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { sitemapPaths, warmPages } from './warm-up'

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>https://milepost.run/</loc><xhtml:link rel="alternate" hreflang="de" href="https://milepost.run/de" /></url>
<url><loc>https://milepost.run/de</loc></url>
<url><loc>https://milepost.run/events/riverside-half?x=1&amp;y=2</loc></url>
<url><loc>https://elsewhere.example/events</loc></url>
<url><loc>https://milepost.run/de</loc></url>
</urlset>`

describe('the pages to warm', () => {
  it('are the sitemap’s own pages, once each, not its alternates or another site’s', () => {
    expect(sitemapPaths(sitemap, 'https://milepost.run')).toEqual(['/', '/de', '/events/riverside-half?x=1&y=2'])
    expect(sitemapPaths(sitemap, 'https://milepost.run', 1)).toEqual(['/'])
  })
})

let server: http.Server | undefined
afterEach(() => server?.close())

/** A site answering its sitemap and pages, counting what was asked and with which Host. */
async function fakeSite() {
  const asked: { path: string; host: string | undefined }[] = []
  server = http.createServer((request, response) => {
    asked.push({ path: request.url ?? '', host: request.headers.host })
    if (request.url === '/sitemap.xml') return void response.end(sitemap)
    response.end('<html>page</html>')
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { asked, listening: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe('warming the pages after a start', () => {
  it('asks the admin’s sign-in page and each page of the sitemap once, one at a time, as the site (its Host)', async () => {
    const { asked, listening } = await fakeSite()
    const done = await warmPages({ listening, siteUrl: 'https://milepost.run', inFlight: () => 0, signal: new AbortController().signal, pauseMs: 1 })
    expect(done).toMatchObject({ pages: 4, failed: 0 })
    expect(asked.map((a) => a.path)).toEqual(['/sitemap.xml', '/admin/login', '/', '/de', '/events/riverside-half?x=1&y=2'])
    expect(asked.every((a) => a.host === 'milepost.run')).toBe(true)
  })

  it('waits while visitors are being answered, and stops when the server does', async () => {
    const { asked, listening } = await fakeSite()
    let visitors = 1
    const stop = new AbortController()
    const warming = warmPages({ listening, siteUrl: 'https://milepost.run', inFlight: () => visitors, signal: stop.signal, pauseMs: 1 })
    await new Promise((r) => setTimeout(r, 50))
    // Only the sitemap so far: a visitor is in flight.
    expect(asked.map((a) => a.path)).toEqual(['/sitemap.xml'])
    visitors = 0
    await new Promise((r) => setTimeout(r, 2))
    stop.abort()
    const done = await warming
    expect(done.pages).toBeLessThan(3)
  })
})
