import type { TestProject } from 'vitest/node'
import { startSite } from '../../scripts/lib/site-process'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
  }
}

/** The browser tests run against the site started the way a newcomer starts it (`npm start`). */
export default async function setup(project: TestProject) {
  const site = await startSite()
  project.provide('baseURL', site.baseURL)
  return site.stop
}
