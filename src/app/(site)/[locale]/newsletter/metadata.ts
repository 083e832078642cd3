import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'

/** The newsletter's link pages: per person, never indexed. */
export async function generateNewsletterMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'newsletterLinks' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}
