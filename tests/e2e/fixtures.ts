import { test as base, expect } from '@playwright/test'
import type { Browser } from 'playwright-core'
import { launchChromium } from '../../scripts/lib/chromium'

/**
 * The site the global setup started (tests/e2e/global-setup.ts), as `npm start` serves it. Empty
 * while Playwright only lists the tests (before the global setup has run).
 */
export const site = {
  get baseURL(): string {
    return process.env.E2E_BASE_URL ?? ''
  },
  /** The site's data folder (its outbox of mail, among others). */
  get dataDir(): string {
    return process.env.E2E_DATA_DIR ?? ''
  },
}

/**
 * Playwright's test with the offline Chromium (Debian's, else the one inside @sparticuz/chromium):
 * one browser per worker, launched by our launcher rather than a downloaded build. Tests open their
 * own contexts from it (`newPage(browser, …)` in ./browser.ts) and make their own data.
 */
export const test = base.extend<Record<never, never>, { browser: Browser }>({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const browser = await launchChromium()
      await use(browser)
      await browser.close()
    },
    { scope: 'worker' },
  ],
})

export { expect }
