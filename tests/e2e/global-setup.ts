import type { TestProject } from 'vitest/node'
import { startSite } from '../../scripts/lib/site-process'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** The site's data folder (its outbox of mail, among others). */
    dataDir: string
  }
}

/** The browser tests run against the site started the way a newcomer starts it (`npm start`). */
export default async function setup(project: TestProject) {
  const site = await startSite()
  project.provide('baseURL', site.baseURL)
  project.provide('dataDir', site.dataDir)
  return site.stop
}
