/**
 * The security headers of the site's pages (the proxy sets them per request). Scripts run only
 * with the response's nonce ('strict-dynamic': what they load may run too); Next puts it on the
 * scripts of pages it renders for the request, and the HTTP server on those of cached pages
 * (script-nonces.ts). Third parties are allowed only on the pages that load them: Stripe.js on the
 * checkout, Turnstile on the contact form; everything else is this origin only.
 */
export type PageKind = 'page' | 'checkout' | 'contact' | 'admin'

const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
}
const TURNSTILE = { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], connect: ['https://challenges.cloudflare.com'], img: [] as string[] }

/** Which third parties a page needs, by its path without the locale prefix. */
export function pageKindOf(path: string): PageKind {
  if (/^\/admin(\/|$)/.test(path)) return 'admin'
  if (/^\/checkout\/?$/.test(path)) return 'checkout'
  if (/^\/contact\/?$/.test(path)) return 'contact'
  return 'page'
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}

export function contentSecurityPolicy(kind: PageKind, { dev = false, https = false, nonce }: { dev?: boolean; https?: boolean; nonce: string }): string {
  const extra = kind === 'checkout' ? STRIPE : kind === 'contact' ? TURNSTILE : { script: [], frame: [], connect: [], img: [] }
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'self' and the hosts are for browsers without 'strict-dynamic' (CSP 2), which ignore nothing
    // else; the others run only what carries the nonce. Next's development server evaluates code
    // for fast refresh; production never does.
    ['script-src', [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...(dev ? ["'unsafe-eval'"] : []), ...extra.script]],
    // Styles set inline by React and by the admin's components.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...extra.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...extra.connect]],
    // The admin previews the site in a frame of its own.
    ['frame-src', kind === 'admin' ? ["'self'"] : extra.frame.length ? extra.frame : ["'none'"]],
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

/** Headers every page gets: the CSP of its kind with this response's nonce, and HSTS once the site is served over https. */
export function pageSecurityHeaders(path: string, { siteUrl, dev, nonce }: { siteUrl: string | undefined; dev: boolean; nonce: string }): Record<string, string> {
  const https = !!siteUrl?.startsWith('https:')
  return {
    'Content-Security-Policy': contentSecurityPolicy(pageKindOf(path), { dev, https, nonce }),
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}

/**
 * The policy of every answer that is not a page (/api, /actions, /app-api): JSON and files, which
 * must never run anything or be framed, even if a browser is tricked into rendering one.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox"
