/**
 * The security headers of the site's pages (the proxy sets them per request). Third parties are
 * allowed only on the pages that load them: Stripe.js on the checkout, Turnstile on the contact
 * form. Next's own inline bootstrap scripts need 'unsafe-inline' (pages are cached and shared, so
 * they carry no per-request nonce); everything else is this origin only.
 */
export type PageKind = 'page' | 'checkout' | 'contact'

const STRIPE = { script: ['https://js.stripe.com', 'https://*.js.stripe.com'], frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'], img: ['https://*.stripe.com'] }
const TURNSTILE = { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], connect: ['https://challenges.cloudflare.com'], img: [] as string[] }

/** Which third parties a page needs, by its path without the locale prefix. */
export function pageKindOf(path: string): PageKind {
  if (/^\/checkout\/?$/.test(path)) return 'checkout'
  if (/^\/contact\/?$/.test(path)) return 'contact'
  return 'page'
}

export function contentSecurityPolicy(kind: PageKind, { dev = false, https = false } = {}): string {
  const extra = kind === 'checkout' ? STRIPE : kind === 'contact' ? TURNSTILE : { script: [], frame: [], connect: [], img: [] }
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Next's development server evaluates code for fast refresh; production never does.
    ['script-src', ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...extra.script]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...extra.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...extra.connect]],
    ['frame-src', extra.frame.length ? extra.frame : ["'none'"]],
    // The admin's live preview frames the site from the same origin; nobody else may.
    ['frame-ancestors', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
  ]
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`)
  if (https) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** Headers every page gets: the CSP of its kind, and HSTS once the site is served over https. */
export function pageSecurityHeaders(path: string, { siteUrl, dev }: { siteUrl: string | undefined; dev: boolean }): Record<string, string> {
  const https = !!siteUrl?.startsWith('https:')
  return {
    'Content-Security-Policy': contentSecurityPolicy(pageKindOf(path), { dev, https }),
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}
