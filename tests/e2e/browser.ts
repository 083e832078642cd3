import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll } from 'vitest'
import fs from 'node:fs'
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core'

const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** Debian's Chromium when installed, else the one shipped inside @sparticuz/chromium (no download step). */
export async function launchBrowser(): Promise<Browser> {
  if (fs.existsSync(SYSTEM_CHROMIUM)) {
    return chromium.launch({
      executablePath: SYSTEM_CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    })
  }
  const { default: packaged } = await import('@sparticuz/chromium')
  return chromium.launch({
    executablePath: await packaged.executablePath(),
    // --single-process would make closing one context kill the whole browser.
    args: packaged.args.filter((arg) => arg !== '--single-process'),
    headless: true,
  })
}

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

/** One browser per test file, launched before its tests and closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('The browser is not running yet')
    return browser
  }
}

/** Serious and critical WCAG 2.1 A/AA violations on the page, as "rule: targets" lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // After a client-side navigation Next streams the new page's metadata in after its content: a
  // page is judged once its title has arrived (a page that never gets one still fails, below).
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 }).catch(() => undefined)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Opens a page and waits for the session to start (it starts once the page is interactive). */
export async function openReady(page: Page, url: string) {
  const ready = page.waitForResponse((r) => r.url().includes('/cart/get-cart'))
  await page.goto(url)
  await ready
}
