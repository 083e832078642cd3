/** The names one machine answers to: a buyer on 127.0.0.1 is on the same site as SITE_URL's localhost. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The origins that are this site: SITE_URL's, and for a loopback SITE_URL the same port on the other loopback names. */
export function siteOrigins(siteUrl: string): string[] {
  const site = new URL(siteUrl)
  if (!LOOPBACK.has(site.hostname)) return [site.origin]
  return [...LOOPBACK].map((name) => `${site.protocol}//${name}${site.port ? `:${site.port}` : ''}`)
}

/**
 * Where to send a buyer back to: the origin they are on when it is one of this site's (their cart
 * cookie lives there), else SITE_URL. The Host header is never trusted beyond that list.
 */
export function buyerOrigin(siteUrl: string, host: string | null): string {
  const site = new URL(siteUrl)
  const candidate = host ? `${site.protocol}//${host.toLowerCase()}` : null
  return candidate && siteOrigins(siteUrl).includes(candidate) ? candidate : site.origin
}
