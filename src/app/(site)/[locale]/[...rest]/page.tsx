import type { Metadata } from 'next'
import { connection } from 'next/server'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ErrorView } from '@/components/errors/ErrorView'
import { AppLink } from '@/components/ui/AppLink.client'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'errors' })
  return { title: t('notFoundTitle'), robots: { index: false, follow: false } }
}

/**
 * Any path without a page of its own: the localized not-found view, rendered on the server inside
 * the site's layout, answered with status 404 (src/lib/http/answer-status.ts). Rendered per request,
 * so random addresses never fill the page cache.
 */
export default async function CatchAll({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  await connection()
  const t = await getTranslations('errors')
  return (
    <ErrorView status={404} title={t('notFoundTitle')} text={t('notFound')} answer={404}>
      <AppLink href="/" className="btn btn--black">
        {t('backHome')}
      </AppLink>
    </ErrorView>
  )
}
