import type { Metadata } from 'next'
import { defaultLocale, languageTags, type Locale, localizedPath, locales } from '../../i18n/locales'

/** hreflang alternates for all nine locales plus x-default, and the canonical URL of `path` in `locale`. */
export function alternatesFor(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {}
  for (const code of locales) languages[languageTags[code]] = localizedPath(code, path)
  languages['x-default'] = localizedPath(defaultLocale, path)
  return { canonical: localizedPath(locale, path), languages }
}

export function pageMetadata(input: { locale: Locale; path: string; title?: string; description?: string | null }): Metadata {
  const metadata: Metadata = { alternates: alternatesFor(input.locale, input.path) }
  if (input.title) metadata.title = input.title
  if (input.description) metadata.description = input.description
  metadata.openGraph = {
    ...(input.title ? { title: input.title } : {}),
    ...(input.description ? { description: input.description } : {}),
    locale: languageTags[input.locale],
  }
  return metadata
}
