import { type NextRequest, NextResponse } from 'next/server'
import { DETECTION_COOKIE, DETECTION_COOKIE_MAX_AGE, detectLocale } from './i18n/detect'
import { defaultLocale, LOCALE_HEADER, localizedPath, normaliseLocale, splitLocale } from './i18n/locales'
import { pageKindOf, pageSecurityHeaders } from './lib/security/headers'

/** Route handlers have no [locale] segment: the locale of a prefixed API call travels in a header. */
function withLocaleHeader(request: NextRequest, locale: string): Headers {
  const headers = new Headers(request.headers)
  headers.set(LOCALE_HEADER, locale)
  return headers
}

/**
 * Locale routing: English is served without a prefix (rewritten to /en internally), the other
 * locales with theirs. Detection happens only on "/" (spec §1). The shared HTTP client prefixes
 * site-API calls with the locale, so "/de/actions/…" is rewritten to "/actions/…" with the locale
 * passed along in a header.
 */
export function proxy(request: NextRequest) {
  const { path } = splitLocale(request.nextUrl.pathname)
  // A page with third parties of its own (Stripe.js, Turnstile) must be loaded as a document: a
  // client-side navigation keeps the policy of the page it started on, which would block them.
  // Anything but a flight answer makes Next's router load the page in full. (Next hides its own
  // RSC header from the proxy; the browser's Sec-Fetch-Dest tells a fetch from a page load.)
  const destination = request.headers.get('sec-fetch-dest')
  if (pageKindOf(path) !== 'page' && destination && destination !== 'document' && destination !== 'iframe') {
    return new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  }
  const response = route(request)
  const headers = pageSecurityHeaders(path, { siteUrl: process.env.SITE_URL, dev: process.env.NODE_ENV === 'development' })
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
  return response
}

function route(request: NextRequest): NextResponse {
  const url = request.nextUrl
  const { pathname } = url
  const { locale, path, prefixed } = splitLocale(pathname)

  if (prefixed && /^\/(actions|app-api)(\/|$)/.test(path)) {
    const target = url.clone()
    target.pathname = path
    return NextResponse.rewrite(target, { request: { headers: withLocaleHeader(request, locale) } })
  }

  // The account site speaks the language of its `lang` query (spec §2), not of a path prefix.
  if (!prefixed && /^\/account(\/|$)/.test(pathname)) {
    return rewriteToLocale(request, normaliseLocale(url.searchParams.get('lang')) ?? defaultLocale, pathname)
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
    const response =
      detected === defaultLocale
        ? rewriteToLocale(request, defaultLocale, '/')
        : NextResponse.redirect(new URL(localizedPath(detected, '/') + url.search, url), 307)
    if (request.cookies.get(DETECTION_COOKIE)?.value !== detected) {
      response.cookies.set(DETECTION_COOKIE, detected, { maxAge: DETECTION_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' })
    }
    response.headers.set('Vary', 'Cookie, Accept-Language')
    return response
  }

  if (!prefixed) return rewriteToLocale(request, defaultLocale, pathname)
  return NextResponse.next()
}

/** Pages read their locale from the [locale] segment, so English paths are rewritten into it. */
function rewriteToLocale(request: NextRequest, locale: string, path: string) {
  const target = request.nextUrl.clone()
  target.pathname = path === '/' ? `/${locale}` : `/${locale}${path}`
  return NextResponse.rewrite(target)
}

export const config = {
  // Everything but Next internals, Payload (admin, REST, GraphQL), the unprefixed APIs and files
  // with an extension.
  matcher: ['/((?!_next/|api(?:/|$)|admin(?:/|$)|actions(?:/|$)|app-api(?:/|$)|.*\\.[A-Za-z0-9]+$).*)'],
}
