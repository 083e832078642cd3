import type { Metadata } from 'next'
import { connection } from 'next/server'
import { setRequestLocale } from 'next-intl/server'
import { NotFoundView, notFoundMetadata } from '@/components/errors/NotFoundView'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale)
}

/**
 * Any path without a page of its own: the localized not-found view, answered with status 404.
 * Rendered per request, so random addresses never fill the page cache.
 */
export default async function CatchAll({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  await connection()
  return <NotFoundView locale={locale} />
}
