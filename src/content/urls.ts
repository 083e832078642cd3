import { env } from '../lib/env'

/** An absolute URL on this site (JSON-LD, sitemap); absolute inputs pass through. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, env.SITE_URL).toString()
}
