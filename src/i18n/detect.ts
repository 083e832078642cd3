import { COOKIES, setCookie } from '../lib/http/cookies'
import { defaultLocale, type Locale, locales, normaliseLocale } from './locales'

export const DETECTION_COOKIE = COOKIES.localeDetection.name

type Preference = { tag: string; q: number; order: number }

function parseAcceptLanguage(header: string): Preference[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const qParam = params.find((p) => p.trim().startsWith('q='))
      const q = qParam ? Number(qParam.trim().slice(2)) : 1
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, order }
    })
    .filter((p) => p.tag && p.tag !== '*' && p.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
}

/** The best supported locale for an Accept-Language header: exact region first, then the language. */
export function matchAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null
  for (const { tag } of parseAcceptLanguage(header)) {
    const exact = normaliseLocale(tag)
    if (exact) return exact
    const language = tag.split('-')[0]
    const base = locales.find((l) => l === language)
    if (base) return base
  }
  return null
}

/** Locale for the root path: the saved detection cookie first, then the browser's languages. */
export function detectLocale(input: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  return normaliseLocale(input.cookie) ?? matchAcceptLanguage(input.acceptLanguage) ?? defaultLocale
}

/** The Set-Cookie that saves the locale found for the root path, unless the browser's cookie says it already. */
export function detectionCookie(current: string | null | undefined, detected: Locale, now = Date.now()): string | null {
  if (current === detected) return null
  const { maxAge } = COOKIES.localeDetection
  return setCookie(COOKIES.localeDetection, detected, { expires: new Date(now + maxAge * 1000) })
}
