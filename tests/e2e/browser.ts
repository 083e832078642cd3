import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { launchChromium } from '../../scripts/lib/chromium'

/** Debian's Chromium when installed, else the one inside @sparticuz/chromium. */
export const launchBrowser = launchChromium

/**
 * Console errors and failed requests. Tolerated: get-cart's 404 for a stored number of a cart that
 * has completed (the client retries without it, spec §7), and 404s of link prefetches (menus may
 * point at pages that do not exist yet, such as the checkout).
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const url = message.location().url ?? ''
    if (/Failed to load resource: the server responded with a status of 404/.test(message.text()) && /\/cart\/get-cart|[?&]_rsc=/.test(url)) return
    problems.push(`${message.text()} (${url})`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return problems
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ locale: 'en-GB', ...options })
  const page = await context.newPage()
  return { context, page, problems: watchConsole(page) }
}

/** Serious and critical WCAG 2.1 A/AA violations on the page, as "rule: targets" lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // After a client-side navigation Next streams the new page's metadata in after its content: a
  // page is judged once its title has arrived (a page that never gets one still fails, below).
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 }).catch(() => undefined)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Opens a page and waits for the session to start (it starts once the page is interactive). */
export async function openReady(page: Page, url: string) {
  const ready = page.waitForResponse((r) => r.url().includes('/cart/get-cart'))
  await page.goto(url)
  await ready
}
