import { describe, expect, inject, it } from 'vitest'
import { signInToAdmin } from './admin-api'
import { newPage, useBrowser } from './browser'

const baseURL = inject('baseURL')
const browser = useBrowser()

describe('pages with third parties of their own', () => {
  it('a link to the contact form loads it as a document (its CSP allows Turnstile); other links stay in the app', async () => {
    const { page, context, problems } = await newPage(browser(), { viewport: { width: 1280, height: 900 } })
    const documents: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(new URL(response.url()).pathname)
    })
    await page.goto(`${baseURL}/pages`)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)

    await page.locator('a[href="/pages/faq"]').first().click()
    await page.waitForURL(`${baseURL}/pages/faq`)
    expect(await stayed()).toBe(true)

    const contact = page.waitForResponse((r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/contact')
    await page.locator('footer a[href="/contact"]').first().click()
    const answer = await contact
    await page.waitForURL(`${baseURL}/contact`)
    expect(await stayed()).toBe(false)
    expect(answer.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/)
    expect(documents.filter((d) => d !== '/pages')).toEqual(['/contact'])
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('L6 navigation progress bar', () => {
  it('shows while a slow navigation loads and finishes when the page arrives', async () => {
    const { page, context, problems } = await newPage(browser(), { viewport: { width: 1280, height: 900 } })
    // Every request for the next page's data (prefetch included) is slowed down.
    await page.route(/\/pages\/faq.*_rsc=/, async (route) => {
      await new Promise((r) => setTimeout(r, 1200))
      await route.continue()
    })
    await page.goto(`${baseURL}/pages`)
    const bar = page.locator('.progress-bar')
    expect(await bar.getAttribute('data-phase')).toBe('idle')
    await page.locator('a[href="/pages/faq"]').first().click()
    await expect.poll(() => bar.getAttribute('data-phase'), { timeout: 1000 }).toBe('running')
    await page.waitForURL(`${baseURL}/pages/faq`)
    await expect.poll(() => bar.getAttribute('data-phase'), { timeout: 3000 }).toBe('idle')
    expect(problems).toEqual([])
    await context.close()
  })

  it('stays hidden for a navigation faster than the 200 ms throttle', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 900 } })
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
    await page.waitForTimeout(500)
    await page.locator('a[href="/pages/privacy"]').first().click()
    await page.waitForURL(`${baseURL}/pages/privacy`)
    await page.waitForTimeout(400)
    expect(phases).not.toContain('running')
    await context.close()
  })
})

describe('L7 scroll', () => {
  it('scrolls to the top on navigation and restores the position on back', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 800, height: 500 } })
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

  it('scrolls to the hash target', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 800, height: 500 } })
    await page.goto(`${baseURL}/about#newsletter-heading`)
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById('newsletter-heading')!.getBoundingClientRect().top)))
      .toBeLessThan(120)
    await context.close()
  })
})

describe('admin', () => {
  it('lets the demo admin sign in and see the content collections', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 900 } })
    await signInToAdmin(page, baseURL)
    await page.goto(`${baseURL}/admin/globals/header-menu`)
    await expect.poll(() => page.getByText('Entries').first().isVisible(), { timeout: 30_000 }).toBe(true)
    await context.close()
  })
})
