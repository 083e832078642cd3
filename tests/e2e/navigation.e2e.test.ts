import fs from 'node:fs'
import { expect, site, test } from './fixtures'
import { signInToAdmin } from './admin-api'
import { localizedPath, locales } from '../../src/i18n/locales'
import { newPage, openReady } from './browser'

const baseURL = site.baseURL

test.describe('pages with third parties of their own', () => {
  test('a link to the contact form loads it as a document (its CSP allows Turnstile); other links stay in the app', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    const documents: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(new URL(response.url()).pathname)
    })
    await page.goto(`${baseURL}/pages`)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)

    await page.locator('a[href="/pages/faq"]').first().click()
    await page.waitForURL(`${baseURL}/pages/faq`)
    await expect.poll(stayed).toBe(true)

    const contact = page.waitForResponse((r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/contact')
    await page.locator('footer a[href="/contact"]').first().click()
    const answer = await contact
    await page.waitForURL(`${baseURL}/contact`)
    await expect.poll(stayed).toBe(false)
    expect(answer.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/)
    expect(documents.filter((d) => d !== '/pages')).toEqual(['/contact'])
    expect(problems).toEqual([])
    await context.close()
  })
})

test.describe('the navigation progress bar shows only while a slow navigation loads (L6)', () => {
  test('shows while a slow navigation loads and finishes when the page arrives', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    // Every request for the next page's data (prefetch included) is slowed down.
    await page.route(/\/pages\/faq.*_rsc=/, async (route) => {
      await new Promise((r) => setTimeout(r, 1200))
      await route.continue()
    })
    await page.goto(`${baseURL}/pages`)
    const bar = page.locator('.progress-bar')
    await expect(bar).toHaveAttribute('data-phase', 'idle')
    await page.locator('a[href="/pages/faq"]').first().click()
    await expect(bar).toHaveAttribute('data-phase', 'running', { timeout: 1000 })
    await page.waitForURL(`${baseURL}/pages/faq`)
    await expect(bar).toHaveAttribute('data-phase', 'idle', { timeout: 3000 })
    expect(problems).toEqual([])
    await context.close()
  })

  test('stays hidden for a navigation faster than the 200 ms throttle', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    // Next prefetches the link when it shows, or at the latest on hover.
    const prefetched = page.waitForResponse((r) => r.url().includes('/pages/privacy') && r.url().includes('_rsc='))
    await page.goto(`${baseURL}/pages`)
    const phases: string[] = []
    await page.exposeFunction('recordPhase', (phase: string) => phases.push(phase))
    await page.evaluate(() => {
      const bar = document.querySelector('.progress-bar')!
      new MutationObserver(() => (window as unknown as { recordPhase(p: string): void }).recordPhase(bar.getAttribute('data-phase') ?? '')).observe(bar, {
        attributes: true,
      })
    })
    // Prefetched already: the navigation completes well within the throttle.
    await page.locator('a[href="/pages/privacy"]').first().hover()
    await prefetched
    const listTitle = (await page.locator('h1').first().textContent()) ?? ''
    await page.locator('a[href="/pages/privacy"]').first().click()
    await page.waitForURL(`${baseURL}/pages/privacy`)
    // Once the new page is on screen its arrival has cancelled the bar's throttle timer.
    await expect(page.locator('h1').first()).not.toHaveText(listTitle)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(phases).not.toContain('running')
    await context.close()
  })
})

test.describe('navigation scrolls to the top or to the hash target, and back restores the position (L7)', () => {
  test('scrolls to the top on navigation and restores the position on back', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 800, height: 500 } })
    await page.goto(`${baseURL}/pages`)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(200)
    await page.locator('footer a[href="/pages/terms"]').click()
    await page.waitForURL(`${baseURL}/pages/terms`)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await page.waitForURL(`${baseURL}/pages`)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50)
    await context.close()
  })

  test('scrolls to the hash target', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 800, height: 500 } })
    await page.goto(`${baseURL}/about#newsletter-heading`)
    await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById('newsletter-heading')!.getBoundingClientRect().top))).toBeLessThan(120)
    await context.close()
  })
})

test.describe('admin', () => {
  test('lets the demo admin sign in and see the content collections', async ({ browser }) => {
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    await signInToAdmin(page)
    await page.goto(`${baseURL}/admin/globals/header-menu`)
    await expect(page.getByText('Entries').first()).toBeVisible({ timeout: 30_000 })
    // Each menu row is labelled by its title, not "Entry 01".
    await expect.poll(() => page.locator('.title-row-label').allTextContents(), { timeout: 10_000 }).toEqual(expect.arrayContaining(['Events', 'Run club', 'About']))
    await expect(page.getByText('Entry 01', { exact: true })).toHaveCount(0)
    await context.close()
  })
})

test.describe('every link leads somewhere', () => {
  test('follows every header and footer link in all nine locales: none is a 404', async ({ browser }) => {
    const { page, context, problems } = await newPage(browser, { viewport: { width: 1280, height: 900 } })
    const broken: string[] = []
    let followed = 0
    for (const locale of locales) {
      await openReady(page, `${baseURL}${localizedPath(locale, '/')}`)
      const hrefs = await page.evaluate((origin) => {
        const links = [...document.querySelectorAll<HTMLAnchorElement>('header a[href], footer a[href]')]
        return [...new Set(links.map((a) => a.href).filter((href) => href.startsWith(origin)))]
      }, baseURL)
      expect(hrefs.length, `${locale}: header and footer links`).toBeGreaterThan(12)
      for (const href of hrefs) {
        const answer = await page.request.get(href)
        followed++
        if (answer.status() !== 200) broken.push(`${locale} ${href} → ${answer.status()}`)
      }
    }
    expect(broken).toEqual([])
    expect(followed).toBeGreaterThan(9 * 12)
    expect(problems).toEqual([])
    await context.close()
  })
})

test.describe('the localized 404 is rendered on the server', () => {
  for (const locale of ['en', 'de', 'sv'] as const)
    test(`${locale}: title, text and image without JavaScript, with status 404`, async ({ browser }) => {
      const t = (JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as typeof import('../../messages/en.json')).errors
      const { page, context } = await newPage(browser, { javaScriptEnabled: false })
      const answer = await page.goto(`${baseURL}${localizedPath(locale, '/no-such-page')}`)
      expect(answer?.status()).toBe(404)
      await expect(page.locator('h1.error-view__title')).toHaveText(t.notFoundTitle)
      await expect(page.locator('.error-view__text')).toHaveText(t.notFound)
      await expect(page.locator('img.error-view__image')).toHaveAttribute('src', '/images/lost-runner.svg')
      await expect.poll(() => page.title()).toContain(t.notFoundTitle)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      // Inside the site: its header and footer are there too.
      await expect.poll(() => page.locator('footer a[href]').count()).toBeGreaterThan(4)
      await context.close()
    })
})
