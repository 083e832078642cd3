import fs from 'node:fs'
import path from 'node:path'
import { expect, site, test } from './fixtures'
import { siteVisitor } from '../support/site-visitor'
import { languageTags, localizedPath, locales } from '../../src/i18n/locales'

const baseURL = site.baseURL

/** Every route of spec §2, and what a visitor gets there without a query. */
const routes = [
  '/',
  '/about',
  '/basket',
  '/blog',
  '/blog/why-virtual-running',
  '/checkout',
  '/contact',
  '/events',
  '/events/spring-10k',
  '/order',
  '/payment-complete',
  '/podcasts',
  '/shop',
  '/shop/medals',
  '/shop/products',
  '/shop/products/finisher-tee',
  '/training-plans',
  '/training-plans/first-5k',
  '/training-plans/faster-10k',
  '/pages',
  '/pages/faq',
  '/events/enter',
  '/events/individual-entry',
  '/events/create-team-entry',
  '/events/join-team-entry',
  ...['affiliation-process', 'discounts', 'events', 'gear', 'join', 'landing', 'members-home', 'team', 'training-plans'].map((p) => `/run-club/${p}`),
]
/** The entry flows start from the list of events open for entry when no event is named. */
const redirects: Record<string, string> = {
  '/events/individual-entry': '/events/enter',
  '/events/create-team-entry': '/events/enter',
  '/events/join-team-entry': '/events/enter',
}
/** An order page names its order: without one there is nothing to show. */
const notFoundWithoutQuery = new Set(['/order', '/payment-complete'])

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseURL}${path}`, { redirect: 'manual', headers })

/** A page title names the site, and no part of it has a gap where a value was missing ("Für  anmelden", "Enter  · Milepost"). */
const titleGaps = (title: string | undefined) => !title?.includes('Milepost') || /\s{2}/.test(title) || title.split(' · ').some((part) => !part || part !== part.trim())

test.describe('every route answers in every locale, and /en/… goes to the unprefixed address (L1)', () => {
  for (const locale of locales)
    test(`${locale}: each route answers 200 (the entry flows lead to the event list), under a whole title`, async () => {
      const withEvent = ['/events/enter', '/events/individual-entry', '/events/create-team-entry', '/events/join-team-entry'].map((r) => `${r}?event=spring-10k`)
      const results = await Promise.all(
        [...routes, ...withEvent].map(async (route) => {
          const response = await get(localizedPath(locale, route), { 'accept-language': 'en' })
          const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1]?.replaceAll('&amp;', '&')
          return { route, status: response.status, location: response.headers.get('location'), title }
        }),
      )
      for (const { route, status, title } of results) {
        if (status === 200) expect(titleGaps(title), `${locale} ${route}: "${title}"`).toBe(false)
      }
      for (const { route, status, location } of results.filter((r) => !r.route.includes('?'))) {
        if (redirects[route]) {
          expect(status, `${locale} ${route}`).toBe(307)
          expect(new URL(location!, baseURL).pathname, `${locale} ${route}`).toBe(localizedPath(locale, redirects[route]))
        } else expect(status, `${locale} ${route}`).toBe(notFoundWithoutQuery.has(route) ? 404 : 200)
      }
    })

  test('offers the events open for entry at /events/enter, under a title of its own', async () => {
    const html = await (await get('/de/events/enter')).text()
    expect(html).toContain('<title>Für ein Event anmelden · Milepost</title>')
    expect(html).toContain('href="/de/events/enter?event=spring-10k"')
  })

  test('serves the page in the locale of its prefix', async () => {
    const html = await (await get('/sv/about')).text()
    expect(html).toMatch(/<html lang="sv"/)
    expect(html).toMatch(/hrefLang="x-default"/)
  })

  test('sends /en/… to the unprefixed English address', async () => {
    const response = await get('/en/about')
    expect(response.status).toBe(308)
    expect(new URL(response.headers.get('location')!, baseURL).pathname).toBe('/about')
  })
})

test.describe('the locale is detected only on the root path (L2)', () => {
  test('redirects / to the browser language', async () => {
    const response = await get('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location')!, baseURL).pathname).toBe('/de')
    expect(response.headers.get('set-cookie')).toMatch(/i18n_redirected=de; Path=\/; Expires=[^;]+; Max-Age=31536000/)
  })

  test('prefers the i18n_redirected cookie over the browser language', async () => {
    const response = await get('/', { 'accept-language': 'de', cookie: 'i18n_redirected=fr' })
    expect(new URL(response.headers.get('location')!, baseURL).pathname).toBe('/fr')
  })

  test('serves English at / when that is the language found', async () => {
    const response = await get('/', { 'accept-language': 'ja, en;q=0.5' })
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/<html lang="en"/)
  })

  test('never redirects other paths', async () => {
    for (const path of ['/about', '/pages/faq', '/does-not-exist']) {
      const response = await get(path, { 'accept-language': 'de', cookie: 'i18n_redirected=fr' })
      expect(response.status, path).not.toBe(307)
      expect(response.headers.get('location'), path).toBeNull()
    }
  })
})

test.describe('unknown routes answer 404 (a page or JSON), and writes without the CSRF header are refused (L13)', () => {
  test('answers an unknown route with 404 and the localized not-found page', async ({ browser }) => {
    const response = await get('/it/nowhere/at-all')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toMatch(/<meta name="robots" content="noindex(, nofollow)?"\/>/)
    // The view itself is in the HTML, in the visitor's language (the browser test reads it without JavaScript).
    expect(html).toMatch(/<h1 class="error-view__title">[^<]+<\/h1><p class="error-view__text">Impossibile trovare questa pagina<\/p>/)
  })

  test('a missing event, product, section, post, plan, page, run-club page or order is a 404 rendered on the server, in the visitor’s language (Y2)', async () => {
    const made = Date.now().toString(36)
    const missing = [
      ['de', `/de/events/${made}`],
      ['de', `/de/events/${made}/leaderboard`],
      ['fr', `/fr/shop/products/${made}`],
      ['fr-ca', `/fr-ca/shop/${made}`],
      ['it', `/it/blog/${made}`],
      ['nl', `/nl/training-plans/${made}`],
      ['es', `/es/pages/${made}`],
      ['es-mx', `/es-mx/run-club/${made}`],
      ['sv', `/sv/order?number=MP-AAAA-AAAA&key=${'0'.repeat(32)}`],
      ['en', `/payment-complete?order=MP-AAAA-AAAA&key=${'0'.repeat(32)}`],
      ['en', `/order?number=MP-AAAA-AAAA&number=MP-BBBB-BBBB&key=${'0'.repeat(32)}`],
      ['de', `/de/payment-complete?order=MP-AAAA-AAAA&order=x&key=${'0'.repeat(32)}&key=y`],
    ] as const
    for (const [locale, path] of missing) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      const t = JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof import('../../messages/en.json')
      expect(html, path).toContain(`<html lang="${languageTags[locale]}"`)
      const title = path.includes('payment-complete') ? t.order.paymentNotFoundTitle : t.errors.notFoundTitle
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&#x27;', "'").replaceAll('&amp;', '&'), path).toBe(`${title} · Milepost`)
      expect(html, path).toContain('<h1 class="error-view__title">')
    }
  })

  test('answers an unknown site-API route with JSON 404, with or without a locale prefix', async () => {
    for (const path of ['/actions/milepost/nope', '/de/actions/milepost/nope']) {
      const response = await get(path)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: expect.any(String) })
    }
  })

  test('refuses a write under /actions/ without the CSRF header', async () => {
    const response = await fetch(`${baseURL}/actions/milepost/default/join-mailing-list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'No Token', email: 'no-token@example.com' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Unable to verify your data submission.' })
  })
})

test.describe('invented addresses', () => {
  const cacheDir = path.resolve(import.meta.dirname, '../../.next/server/route-cache')
  const filesInCache = () => (fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir, { recursive: true }).length : 0)

  test('answer 404 and write nothing to the page cache on disk, however many are made up', async () => {
    const before = filesInCache()
    for (let i = 0; i < 3; i++) {
      const made = `${Date.now().toString(36)}-${i}`
      for (const path of [`/${made}.php`, `/de/${made}.php`, `/${made}.txt`, `/shop/${made}`, `/events/${made}`, `/shop/products/${made}`, `/de/blog/${made}`]) {
        expect([path, (await get(path)).status]).toEqual([path, 404])
      }
    }
    expect(filesInCache()).toBe(before)
  })

  test('a server action asked for by a visitor or a customer is a 4xx, never a 500', async () => {
    // The admin's server function, as its pages name it (the build's manifest of server references).
    const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../.next/server/server-reference-manifest.json'), 'utf8')) as { node: Record<string, unknown> }
    const [actionId] = Object.keys(manifest.node)
    expect(actionId).toMatch(/^[0-9a-f]{40,}$/)
    const customer = siteVisitor()
    await customer.csrfFrom(baseURL)
    expect((await customer.call(baseURL, '/actions/users/login', { method: 'POST', body: { email: 'runner@milepost.run', password: 'milepost-runner' } })).status).toBe(200)
    const cookieOf = (who: 'visitor' | 'customer') => (who === 'customer' ? [...customer.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '')
    const cases: [string, Record<string, string>, string][] = [
      ['/admin', {}, JSON.stringify([{ name: 'form-state', args: { collectionSlug: 'events', schemaPath: 'events' } }])],
      ['/admin/collections/events', {}, JSON.stringify([{ name: 'render-list', args: { collectionSlug: 'customers' } }])],
      ['/admin', {}, JSON.stringify([{ name: 'no-such-function', args: {} }])],
      ['/admin', { origin: 'https://evil.example' }, '[]'],
      ['/', {}, '[]'],
      ['/de/events', {}, '[]'],
      ['/admin', { 'next-action': 'not-an-action' }, '[]'],
    ]
    for (const who of ['visitor', 'customer'] as const)
      for (const [target, headers, body] of cases) {
        const response = await fetch(`${baseURL}${target}`, {
          method: 'POST',
          headers: { 'next-action': actionId!, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', cookie: cookieOf(who), ...headers },
          body,
        })
        expect([who, target, body.slice(0, 40), response.status >= 400 && response.status < 500], `${response.status}`).toEqual([who, target, body.slice(0, 40), true])
      }
  })

  test('with an unknown method, an undecodable escape or an object member’s name are refused before the site: 405, 400, 404', async () => {
    for (const path of ['/about', '/api/events', '/app-api/races']) expect([path, (await fetch(`${baseURL}${path}`, { method: 'PROPFIND' })).status]).toEqual([path, 405])
    for (const path of ['/%ff', '/de/%c0%af', '/api/events/%ed%a0%80']) expect([path, (await get(path)).status]).toEqual([path, 400])
    for (const path of ['/api/%74oString', '/api/constructo%72/login', '/admin/__proto__']) expect([path, (await get(path)).status]).toEqual([path, 404])
  })
})

test.describe('findable', () => {
  test('lists every page in all nine locales in sitemap.xml', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    expect(xml).toContain(`${baseURL}/de/events/spring-10k`)
    expect(xml).toContain(`${baseURL}/fr-ca/shop/products/finisher-tee`)
    expect(xml).toContain(`${baseURL}/sv/blog/why-virtual-running`)
    expect(xml).toMatch(/hreflang="es-MX"/)
    expect(xml).toContain(`${baseURL}/it/run-club/landing</loc>`)
  })

  test('lists only pages a visitor is served: every URL of sitemap.xml answers 200', async () => {
    test.setTimeout(300_000)
    const xml = await (await get('/sitemap.xml')).text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
    expect(urls.length).toBeGreaterThan(100)
    const failed: string[] = []
    for (let i = 0; i < urls.length; i += 8) {
      const batch = urls.slice(i, i + 8)
      const statuses = await Promise.all(batch.map(async (url) => (await fetch(url, { redirect: 'manual' })).status))
      for (const [j, status] of statuses.entries()) if (status !== 200) failed.push(`${status} ${batch[j]}`)
    }
    expect(failed).toEqual([])
  })

  test('points robots.txt at the sitemap and keeps crawlers out of the admin and APIs', async () => {
    const text = await (await get('/robots.txt')).text()
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    expect(text).toContain('Disallow: /admin')
  })

  test('answers /favicon.ico, which browsers ask for before a page names its icon', async () => {
    const icon = await get('/favicon.ico')
    expect(icon.status).toBe(200)
    expect(Buffer.from(await icon.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
  })

  for (const [path, type] of [
    ['/events/midsummer-relay', 'Event'],
    ['/nl/shop/products/trail-hoodie', 'Product'],
  ] as const)
    test(`${path} carries JSON-LD of type ${type}`, async () => {
      const html = await (await get(path)).text()
      const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1]
      expect(script).toBeDefined()
      const data = JSON.parse(script!) as { '@type': string; offers: { priceCurrency: string }[] }
      expect(data['@type']).toBe(type)
      expect(data.offers.length).toBeGreaterThan(0)
      expect(data.offers[0]!.priceCurrency).toBe('GBP')
    })
})

test.describe('security headers', () => {
  const csp = async (path: string) => (await get(path)).headers.get('content-security-policy') ?? ''

  test('every page type has a CSP; Stripe only on the checkout, Turnstile only on the contact form', async () => {
    const pages = [
      '/about',
      '/de/events/spring-10k',
      '/shop/products/finisher-tee',
      '/blog/why-virtual-running',
      '/basket',
      '/events/enter?event=midsummer-relay',
      '/account',
      '/run-club/landing',
      '/it/nowhere',
    ]
    for (const path of pages) {
      const policy = await csp(path)
      expect(policy, path).toContain("default-src 'self'")
      expect(policy, path).toContain("frame-ancestors 'self'")
      expect(policy, path).toContain("object-src 'none'")
      expect(policy, path).not.toMatch(/stripe|cloudflare|unsafe-eval/)
    }
    for (const path of ['/checkout', '/fr/checkout']) expect(await csp(path), path).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/)
    expect(await csp('/checkout')).not.toContain('cloudflare')
    expect(await csp('/de/contact')).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/)
    expect(await csp('/de/contact')).not.toContain('stripe')
  })

  test('scripts run only with a nonce of their own response: every script Next wrote carries it, on cached and on per-request pages', async () => {
    const pages = ['/about', '/about', '/de/events/spring-10k', '/shop/products/finisher-tee', '/blog/why-virtual-running', '/basket', '/checkout', '/account', '/de/contact', '/admin/login']
    const seen = new Set<string>()
    for (const path of pages) {
      const response = await get(path)
      const policy = response.headers.get('content-security-policy') ?? ''
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(nonce, path).toBeTruthy()
      expect(policy, path).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/)
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(seen.has(nonce!), `${path} reuses a nonce`).toBe(false)
      seen.add(nonce!)
      const html = await response.text()
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attributes) => !attributes.includes('application/ld+json'))
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const attributes of scripts) expect(attributes, path).toContain(`nonce="${nonce}"`)
    }
  })

  test('the APIs answer with a policy that runs nothing', async () => {
    for (const path of ['/api/events', '/actions/milepost/default', '/de/actions/milepost/default', '/app-api/user/info']) {
      expect((await get(path)).headers.get('content-security-policy'), path).toMatch(/^default-src 'none'.*sandbox/)
    }
  })

  test('pages, the site API and the admin answer with nosniff, a referrer policy and no framing by others; no HSTS over plain http', async () => {
    for (const path of ['/', '/actions/milepost/default', '/app-api/user/info', '/admin', '/api/events']) {
      const response = await get(path)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(response.headers.get('strict-transport-security'), path).toBeNull()
      expect(response.headers.get('x-powered-by'), path).toBeNull()
    }
  })

  test('the session cookie is HttpOnly and SameSite=Lax', async () => {
    const cookie = (await get('/actions/milepost/default')).headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/mp_session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/)
  })
})
