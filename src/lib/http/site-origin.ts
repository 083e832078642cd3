/**
 * The names the site answers to: SITE_URL's origin, and the origins SITE_ALIASES lists (a `www`
 * name served as it is, a second domain). Every other name is redirected to SITE_URL
 * (canonicalRedirect) before a page, and so a session, is made there: a session cookie on a name
 * that Payload's CSRF list does not hold would be ignored, and every signed-in action would fail.
 */
export type SiteNames = { siteUrl: string; aliases?: readonly string[] }

/** SITE_ALIASES: origins separated by commas or spaces (`https://www.example.com, http://10.0.0.5:3000`). */
export function parseSiteAliases(value: string | undefined): string[] | string {
  const origins: string[] = []
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const url = URL.parse(entry)
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.pathname !== '/' || url.search || url.hash)
      return `"${entry}" is not an origin such as https://www.example.com`
    origins.push(url.origin)
  }
  return origins
}

/** The origins that are this site, SITE_URL's first. */
export function siteOrigins({ siteUrl, aliases = [] }: SiteNames): string[] {
  return [...new Set([new URL(siteUrl).origin, ...aliases])]
}

/** A Host header as a URL would spell it: lower case, without a trailing dot or a default port. */
function hostOf(protocol: string, host: string): string | null {
  const url = URL.parse(`${protocol}//${host.trim()}`)
  if (!url || url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null
  return url.host.replace(/\.(?=(:\d+)?$)/, '')
}

/** The site origin this Host header names, or null when it is not one of the site's. */
export function originOfHost(names: SiteNames, host: string | null | undefined): string | null {
  if (!host) return null
  for (const origin of siteOrigins(names)) {
    const url = new URL(origin)
    if (hostOf(url.protocol, host) === url.host) return origin
  }
  return null
}

/**
 * Where to send a buyer back to: the site origin they are on (their cart cookie lives there), else
 * SITE_URL. The Host header is never trusted beyond the site's own names.
 */
export function buyerOrigin(names: SiteNames, host: string | null): string {
  return originOfHost(names, host) ?? new URL(names.siteUrl).origin
}

/** The address on SITE_URL for a page asked for under another name, or null when the name is the site's. */
export function canonicalRedirect(names: SiteNames, host: string | null | undefined, pathAndQuery: string): string | null {
  if (originOfHost(names, host)) return null
  const target = new URL(names.siteUrl)
  return `${target.origin}${/^\/(?![/\\])/.test(pathAndQuery) ? pathAndQuery : '/'}`
}
