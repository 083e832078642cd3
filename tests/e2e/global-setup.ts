import type { TestProject } from 'vitest/node'
import { startSite } from '../../scripts/lib/site-process'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** The site's data folder (its outbox of mail, among others). */
    dataDir: string
  }
}

/**
 * The browser tests run against the site started the way a newcomer starts it (`npm start`), as if
 * behind one proxy: a test may then speak from an address of its own (X-Forwarded-For), so one
 * test's rate-limit count does not spill into another's. tests/e2e/serving.e2e.test.ts starts one
 * trusting no proxy, as `npm start` does.
 */
export default async function setup(project: TestProject) {
  const site = await startSite({ TRUSTED_PROXIES: '1' })
  project.provide('baseURL', site.baseURL)
  project.provide('dataDir', site.dataDir)
  return site.stop
}
