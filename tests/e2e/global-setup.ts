import { startSite } from '../../scripts/lib/site-process'

/**
 * The browser tests run against the site started the way a newcomer starts it (`npm start`), as if
 * behind one proxy: a test may then speak from an address of its own (X-Forwarded-For), so one
 * test's rate-limit count does not spill into another's. tests/e2e/serving.e2e.test.ts starts one
 * trusting no proxy, as `npm start` does. Its SITE_URL is on 127.0.0.1, and `localhost` on the same
 * port is a second name it serves as it is (SITE_ALIASES, tests/e2e/site-names.e2e.test.ts). Like every
 * site a browser test starts, it does not warm its pages after the start (playwright.config.ts).
 * The workers find it through the environment.
 */
export default async function setup() {
  const site = await startSite(({ port }) => ({ TRUSTED_PROXIES: '1', SITE_ALIASES: `http://localhost:${port}` }))
  process.env.E2E_BASE_URL = site.baseURL
  process.env.E2E_DATA_DIR = site.dataDir
  return site.stop
}
