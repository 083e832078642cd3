import { defaultLocale, type Locale } from '../i18n/locales'

/** Spec §2: the account icon adds ?lang=<code> when the locale has a path prefix. */
export function accountUrl(base: string, locale: Locale, returnPath?: string): string {
  const [path, query = ''] = base.split('?')
  const params = new URLSearchParams(query)
  if (locale !== defaultLocale) params.set('lang', locale)
  if (returnPath) params.set('return', returnPath)
  return params.size ? `${path}?${params}` : path!
}
