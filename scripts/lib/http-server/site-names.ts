import { env } from '../../../src/lib/env'
import { canonicalRedirect } from '../../../src/lib/http/site-origin'

/** The site's APIs: a page never loads them under another name, and their callers need no redirect. */
const API = /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:api|actions|app-api)(?:\/|$)/

/**
 * Where a page asked for under a name that is not the site's goes (SITE_URL, 308), or null. Done
 * here, before Next, so nothing is rendered and no cookie is set under that name (a session there
 * would carry a cookie Payload ignores), and so the address stays absolute: Next would make a
 * redirect of its proxy relative to the name it was asked under.
 */
export function otherNameRedirect(method: string | undefined, url: string | undefined, host: string | undefined): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null
  const path = url ?? '/'
  if (API.test(path)) return null
  return canonicalRedirect({ siteUrl: env.SITE_URL, aliases: env.SITE_ALIASES }, host, path)
}
