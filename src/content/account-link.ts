import { defaultLocale, type Locale } from '../i18n/locales'

/** Spec §2: the account icon adds ?lang=<code> when the locale has a path prefix. */
export function accountUrl(base: string, locale: Locale): string {
  if (locale === defaultLocale) return base
  const [path, query = ''] = base.split('?')
  const params = new URLSearchParams(query)
  params.set('lang', locale)
  return `${path}?${params}`
}
