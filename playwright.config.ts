import { defineConfig } from '@playwright/test'
// Tests import a few server modules (limits, seed data): `server-only` resolves to its server
// build as inside Next, here and in the workers.
import './scripts/lib/server-only.mjs'

process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--import ./scripts/lib/server-only.mjs'].filter(Boolean).join(' ')
// No site a browser test starts (the shared one, the cluster's instances, the serving test's)
// renders the sitemap's pages after its start: the tests are its visitors, and the machine's two
// cores are theirs. Four instances warming 423 pages each made the lane 2.5 times as long.
process.env.WARM_PAGES = '0'

/**
 * The browser tests (tests/e2e) on Playwright's runner. One worker: the tests share one running
 * site and its database, and the integration tests run beside them (scripts/test.mjs). Nothing in
 * them asserts a speed; `expect.poll` waits up to 5 s while the CPU is shared.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.test.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 5_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // `baseURL` is the running site's, which the global setup starts after this file is read: the
  // `baseURL` fixture in tests/e2e/fixtures.ts gives it.
  use: { locale: 'en-GB' },
})
