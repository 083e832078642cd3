import { usePathname as useAddressPathname } from 'next/navigation'
import { type Locale, localizedPath, splitLocale } from './locales'

/** An internal address: a path from "/" (its query and hash kept), or a path and its query. */
export type SiteHref = string | { pathname: string; query?: Record<string, string | number | boolean> }

/**
 * `href` in `locale` ("/about" → "/de/about"); anything not from "/" (a hash, a full URL) as it is.
 * Ours rather than next-intl's createNavigation, whose code would come with every page for this.
 */
export function localizedHref(locale: Locale, href: SiteHref): string {
  if (typeof href === 'object') {
    const query = new URLSearchParams(Object.entries(href.query ?? {}).map(([key, value]) => [key, String(value)])).toString()
    return `${localizedPath(locale, href.pathname)}${query ? `?${query}` : ''}`
  }
  if (!href.startsWith('/')) return href
  const end = href.search(/[?#]/)
  return end === -1 ? localizedPath(locale, href) : `${localizedPath(locale, href.slice(0, end))}${href.slice(end)}`
}

/** The page's path without its locale ("/de/about" → "/about"). */
export function usePathname(): string {
  return splitLocale(useAddressPathname()).path
}
