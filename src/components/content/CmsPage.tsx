import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { pageMetadata } from '@/content/metadata'
import { getPage } from '@/content/queries'
import type { Locale } from '@/i18n/locales'
import { PageView } from './PageView'

type Params = { params: Promise<{ locale: Locale }> }

/** A route that shows one CMS page by slug at a fixed path (home at /, about at /about). */
export function cmsPageRoute(slug: string, path: string, options: { useTitle?: boolean } = { useTitle: true }) {
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const { locale } = await params
    const page = await getPage(slug, locale)
    return pageMetadata({ locale, path, title: options.useTitle ? page?.title : undefined, description: page?.meta?.description })
  }

  async function Page({ params }: Params) {
    const { locale } = await params
    setRequestLocale(locale)
    const page = await getPage(slug, locale)
    if (!page) notFound()
    return <PageView page={page} />
  }

  return { generateMetadata, Page }
}
