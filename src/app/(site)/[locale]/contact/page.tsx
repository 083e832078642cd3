import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ContactForm } from '@/components/contact/ContactForm'
import { pageMetadata } from '@/content/metadata'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'contact' })
  return pageMetadata({ locale, path: '/contact', title: t('title'), description: t('intro') })
}

export default async function ContactPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('contact')
  return (
    <section className="page">
      <header className="page__header">
        <h1 className="page__title">{t('title')}</h1>
        <p className="page__intro">{t('intro')}</p>
      </header>
      <ContactForm siteKey={env.TURNSTILE_SITE_KEY ?? null} />
    </section>
  )
}
