import { type NextRequest, NextResponse } from 'next/server'
import { DETECTION_COOKIE, detectionCookie, detectLocale } from './i18n/detect'
import { defaultLocale, LOCALE_HEADER, localizedPath, normaliseLocale, splitLocale } from './i18n/locales'
import { API_CONTENT_SECURITY_POLICY, newNonce, pageKindOf, pageSecurityHeaders } from './lib/security/headers'
import { env } from './lib/env'

/** Route handlers have no [locale] segment: the locale of a prefixed API call travels in a header. */
function withLocaleHeader(headers: Headers, locale: string): Headers {
  const withLocale = new Headers(headers)
  withLocale.set(LOCALE_HEADER, locale)
  return withLocale
}

/**
 * Locale routing: English is served without a prefix (rewritten to /en internally), the other
 * locales with theirs. Detection happens only on "/" (spec §1). The shared HTTP client prefixes
 * site-API calls with the locale, so "/de/actions/…" is rewritten to "/actions/…" with the locale
 * passed along in a header.
 */
export function proxy(request: NextRequest) {
  const { locale, path, prefixed } = splitLocale(request.nextUrl.pathname)
  // A prefixed API call is data, not a page: the APIs' policy, and the locale in a header.
  if (prefixed && /^\/(actions|app-api)(\/|$)/.test(path)) {
    const target = request.nextUrl.clone()
    target.pathname = path
    const response = NextResponse.rewrite(target, { request: { headers: withLocaleHeader(request.headers, locale) } })
    response.headers.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY)
    return response
  }
  // A page with third parties of its own (Stripe.js, Turnstile) must be loaded as a document: a
  // client-side navigation keeps the policy of the page it started on, which would block them.
  // Anything but a flight answer makes Next's router load the page in full. (Next hides its own
  // RSC header from the proxy; the browser's Sec-Fetch-Dest tells a fetch from a page load.)
  const destination = request.headers.get('sec-fetch-dest')
  const kind = pageKindOf(path)
  if ((kind === 'checkout' || kind === 'contact') && destination && destination !== 'document' && destination !== 'iframe') {
    return new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  }
  const headers = pageSecurityHeaders(path, { siteUrl: env.SITE_URL, dev: process.env.NODE_ENV === 'development', nonce: newNonce() })
  // Next reads the nonce from the request's policy when it renders a page for this request.
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('content-security-policy', headers['Content-Security-Policy']!)
  const response = route(request, requestHeaders)
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

function route(request: NextRequest, headers: Headers): NextResponse {
  const url = request.nextUrl
  const { pathname } = url
  const { locale, path, prefixed } = splitLocale(pathname)

  // Payload's admin: only its policy (above), no locale.
  if (/^\/admin(\/|$)/.test(pathname)) return NextResponse.next({ request: { headers } })

  // The account site speaks the language of its `lang` query (spec §2), not of a path prefix.
  if (!prefixed && /^\/account(\/|$)/.test(pathname)) {
    return rewriteToLocale(request, headers, normaliseLocale(url.searchParams.get('lang')) ?? defaultLocale, pathname)
  }

  const first = pathname.split('/')[1] ?? ''
  const caseless = normaliseLocale(first)
  if (!prefixed && caseless && first !== caseless) {
    const target = url.clone()
    target.pathname = localizedPath(caseless, pathname.slice(first.length + 1) || '/')
    return NextResponse.redirect(target, 308)
  }

  if (prefixed && locale === defaultLocale) {
    const target = url.clone()
    target.pathname = path
    return NextResponse.redirect(target, 308)
  }

  if (pathname === '/') {
    const detected = detectLocale({
      cookie: request.cookies.get(DETECTION_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    })
    const response = detected === defaultLocale ? rewriteToLocale(request, headers, defaultLocale, '/') : NextResponse.redirect(new URL(localizedPath(detected, '/') + url.search, url), 307)
    const saved = detectionCookie(request.cookies.get(DETECTION_COOKIE)?.value, detected)
    if (saved) response.headers.append('Set-Cookie', saved)
    response.headers.set('Vary', 'Cookie, Accept-Language')
    return response
  }

  if (!prefixed) return rewriteToLocale(request, headers, defaultLocale, pathname)
  return NextResponse.next({ request: { headers } })
}

/** Pages read their locale from the [locale] segment, so English paths are rewritten into it. */
function rewriteToLocale(request: NextRequest, headers: Headers, locale: string, path: string) {
  const target = request.nextUrl.clone()
  target.pathname = path === '/' ? `/${locale}` : `/${locale}${path}`
  return NextResponse.rewrite(target, { request: { headers } })
}

export const config = {
  // Everything but Next internals, Payload's REST and GraphQL, the unprefixed APIs and files with
  // an extension (the admin comes through for its policy).
  matcher: ['/((?!_next/|api(?:/|$)|actions(?:/|$)|app-api(?:/|$)|.*\\.[A-Za-z0-9]+$).*)'],
}
