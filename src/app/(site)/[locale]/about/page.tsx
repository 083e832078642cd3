import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { PageView } from '@/components/content/PageView'
import { pageMetadata } from '@/content/metadata'
import { getPage } from '@/content/queries'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const page = await getPage('about', locale)
  return pageMetadata({ locale, path: '/about', title: page?.title, description: page?.meta?.description })
}

export default async function AboutPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const page = await getPage('about', locale)
  if (!page) notFound()
  return <PageView page={page} />
}
