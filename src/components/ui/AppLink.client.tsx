'use client'

import Link from 'next/link'
import { useLocale } from 'next-intl'
import { type ComponentProps, useSyncExternalStore } from 'react'
import { defaultLocale, normaliseLocale } from '../../i18n/locales'
import { localizedHref, type SiteHref } from '../../i18n/navigation'
import { prefetchAllowed } from '../../lib/connection'

const subscribe = () => () => {}
const readPrefetch = () => prefetchAllowed((navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection)

/** The site's internal link: in the page's locale, and without prefetching on slow or data-saver connections. */
export function AppLink({ href, ...props }: Omit<ComponentProps<typeof Link>, 'href'> & { href: SiteHref }) {
  const locale = normaliseLocale(useLocale()) ?? defaultLocale
  const allowed = useSyncExternalStore(subscribe, readPrefetch, () => false)
  return <Link {...props} href={localizedHref(locale, href)} prefetch={allowed ? props.prefetch : false} />
}
