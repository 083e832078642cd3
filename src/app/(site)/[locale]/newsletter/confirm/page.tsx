import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/content/Listing'
import { type Locale, localizedPath } from '@/i18n/locales'
import { getPayloadClient } from '@/server/payload'
import { confirmSubscription } from '@/newsletter/subscribe'
import { payloadSubscriberStore } from '@/server/stores/subscriber-store'
import { generateNewsletterMetadata } from '../metadata'

export const dynamic = 'force-dynamic'
export const generateMetadata = generateNewsletterMetadata

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ token?: string | string[] }> }

/** The link of the double opt-in mail: following it is what subscribes the address. */
export default async function ConfirmSubscriptionPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('newsletterLinks')
  const { token } = await searchParams
  const { outcome } = typeof token === 'string' ? await confirmSubscription(payloadSubscriberStore(await getPayloadClient()), token) : { outcome: 'invalid' as const }
  const [title, text] = outcome === 'confirmed' ? [t('confirmedTitle'), t('confirmedText')] : [t('invalidTitle'), outcome === 'expired' ? t('expiredText') : t('invalidText')]
  return (
    <section className="page newsletter-link" data-outcome={outcome}>
      <PageHeader title={title} intro={text} />
      <p>
        <a className="btn btn--black" href={localizedPath(locale, '/')}>
          {t('backHome')}
        </a>
      </p>
    </section>
  )
}
