import { test as base, expect } from '@playwright/test'
import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { launchChromium } from '../../scripts/lib/chromium'
import { newPage } from './browser'
import { type Customer, signIn, verifiedCustomer } from './customers'

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

type Opened = Awaited<ReturnType<typeof newPage>>

type Fixtures = {
  /** The site's address: pages open by path (`page.goto('/basket')`), and the API's requests too. */
  baseURL: string
  /** A verified customer account, made by an editor; its email is unique to the call unless given. */
  newCustomer: (customer?: Partial<Customer>) => Promise<Customer>
  /** Signs a page's browser in as a customer through the site API (see `signIn` in ./customers). */
  login: (page: Page, customer: Pick<Customer, 'email' | 'password'>) => Promise<void>
  /** A page in a browser context of its own, signed in as a new customer; the context closes after the test. */
  signedInPage: (options?: { customer?: Partial<Customer>; context?: BrowserContextOptions }) => Promise<Opened & { customer: Customer }>
}

let customers = 0

/**
 * Playwright's test with the offline Chromium (Debian's, else the one inside @sparticuz/chromium):
 * one browser per worker, launched by our launcher rather than a downloaded build. Tests open their
 * own contexts from it (`newPage(browser, …)` in ./browser.ts), which take the config's options and
 * the `baseURL` of the running site, and make their own data (the customer fixtures below).
 */
export const test = base.extend<Fixtures, { browser: Browser }>({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const browser = await launchChromium()
      await use(browser)
      await browser.close()
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => use(site.baseURL),
  newCustomer: async ({ baseURL }, use) => {
    await use((customer = {}) => {
      customers += 1
      return verifiedCustomer(baseURL, {
        email: `runner.${process.pid}.${Date.now()}.${customers}@example.com`,
        password: 'a-long-enough-password',
        firstName: 'Robin',
        lastName: 'Runner',
        ...customer,
      })
    })
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  login: async ({}, use) => {
    await use(signIn)
  },
  signedInPage: async ({ browser, newCustomer, login }, use) => {
    const opened: Opened[] = []
    await use(async ({ customer: fields, context: options } = {}) => {
      const customer = await newCustomer(fields)
      const page = await newPage(browser, options)
      opened.push(page)
      await login(page.page, customer)
      return { ...page, customer }
    })
    for (const { context } of opened) await context.close()
  },
})

export { expect }
