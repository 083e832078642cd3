import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { AppLink } from '../ui/AppLink.client'
import { ErrorView } from './ErrorView'

/**
 * The localized not-found view, rendered on the server inside the site's layout (so the page has
 * its `lang` and a "not found" title) and answered with status 404 by the site's HTTP server
 * (src/lib/http/answer-status.ts). Pages whose slug names nothing render it instead of calling
 * `notFound()`, whose answer stays empty until JavaScript runs. The page cache never keeps it
 * (src/lib/cache/shared-cache-handler.mjs).
 */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'errors' })
  return (
    <ErrorView status={404} title={t('notFoundTitle')} text={t('notFound')} answer={404}>
      <AppLink href="/" className="btn btn--black">
        {t('backHome')}
      </AppLink>
    </ErrorView>
  )
}

/** The title of a page that names nothing, never indexed. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'errors' })
  return { title: t('notFoundTitle'), robots: { index: false, follow: false } }
}
