import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Basket } from '@/components/cart/Basket.client'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import { pageMetadata } from '@/server/content/metadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'basket' })
  return { ...pageMetadata({ locale, path: '/basket', title: t('title'), description: t('metaDescription') }), robots: { index: false, follow: true } }
}

/** The page is the same for everyone; the cart itself comes from the session in the browser. */
export default async function BasketPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('basket')
  return (
    <section className="page basket-page">
      <PageHeader title={t('title')} />
      <PageMessages locale={locale} namespaces={['cart', 'basket']}>
        <Basket locale={locale} />
      </PageMessages>
    </section>
  )
}
