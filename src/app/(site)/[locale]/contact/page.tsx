import { getTranslations, setRequestLocale } from 'next-intl/server'
import { listingMetadata, PageHeader } from '@/components/content/Listing'
import { ContactForm } from '@/components/contact/ContactForm.client'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = listingMetadata('contact', '/contact')

export default async function ContactPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('contact')
  return (
    <section className="page">
      <PageHeader title={t('title')} intro={t('intro')} />
      {env.DEMO_MODE && (
        <p className="demo-notice" role="note">
          {t('demoNotice')}
        </p>
      )}
      <ContactForm siteKey={env.TURNSTILE_SITE_KEY ?? null} />
    </section>
  )
}
