import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { pageMetadata } from '@/server/content/metadata'
import { getPage, type PageKind } from '@/server/content/queries'
import { isLocale, type Locale } from '@/i18n/locales'
import { PageView } from './PageView'

type Params = { params: Promise<{ locale: Locale }> }

/** A route that shows one CMS page by slug at a fixed path (home at /, about at /about, /order…). */
export function cmsPageRoute(slug: string, path: string, options: { useTitle?: boolean; kind?: PageKind } = {}) {
  const { useTitle = true, kind = 'page' } = options
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const page = await getPage(slug, locale, kind)
    return pageMetadata({ locale, path, title: useTitle ? page?.title : undefined, description: page?.meta?.description })
  }

  // biome-ignore lint/correctness/noComponentHookFactories: a page factory: each CMS route is one call of it
  async function Page({ params }: Params) {
    const { locale } = await params
    // A path with a file extension skips the proxy: `/x.php` arrives here as the locale "x.php".
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const page = await getPage(slug, locale, kind)
    if (!page) notFound()
    return <PageView page={page} locale={locale} />
  }

  return { generateMetadata, Page }
}
