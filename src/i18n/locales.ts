import { isOneOf } from '../lib/one-of'

export const locales = ['en', 'fr', 'de', 'it', 'nl', 'es', 'es-mx', 'fr-ca', 'sv'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** Site ids of the original content system (spec §3), kept for GraphQL consumers and exports. */
export const siteIds: Record<Locale, number> = {
  en: 1,
  es: 2,
  nl: 3,
  de: 4,
  fr: 5,
  it: 6,
  sv: 7,
  'fr-ca': 8,
  'es-mx': 9,
}

/** The site id of a stored locale, or '' for a value that is none of ours (an export never guesses). */
export const siteIdOf = (locale: string | null | undefined): number | '' => (isLocale(locale) ? siteIds[locale] : '')

/** BCP 47 tags for Intl, <html lang> and hreflang. */
export const languageTags: Record<Locale, string> = {
  en: 'en',
  fr: 'fr',
  de: 'de',
  it: 'it',
  nl: 'nl',
  es: 'es',
  'es-mx': 'es-MX',
  'fr-ca': 'fr-CA',
  sv: 'sv',
}

/** Each locale's name in its own language, for the switcher. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  nl: 'Nederlands',
  es: 'Español',
  'es-mx': 'Español (México)',
  'fr-ca': 'Français (Canada)',
  sv: 'Svenska',
}

/** Regional locales fall back to their language's content. */
export const fallbacks: Partial<Record<Locale, Locale>> = { 'es-mx': 'es', 'fr-ca': 'fr' }

export function isLocale(value: string | undefined | null): value is Locale {
  return isOneOf(locales, value)
}

/** Accepts any casing ("es-MX", "FR-ca") and returns the routing code, or null. */
export function normaliseLocale(value: string | undefined | null): Locale | null {
  if (!value) return null
  const lower = value.trim().toLowerCase().replace('_', '-')
  return isLocale(lower) ? lower : null
}

export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
}

/** The path of `path` (unprefixed, starting with "/") in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}

/** Splits "/de/about" into { locale: "de", path: "/about" }; unprefixed paths are English. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first = '', ...rest] = pathname.split('/')
  const locale = normaliseLocale(first)
  if (locale && first === locale) {
    return { locale, path: `/${rest.join('/')}`, prefixed: true }
  }
  return { locale: defaultLocale, path: pathname || '/', prefixed: false }
}

/** Set by the proxy on rewritten requests so route handlers know the visitor's locale. */
export const LOCALE_HEADER = 'x-milepost-locale'
