import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PaymentReturn } from '@/components/checkout/PaymentReturn.client'
import { PageView } from '@/components/content/PageView'
import { AppLink } from '@/components/ui/AppLink.client'
import { pageMetadata } from '@/server/content/metadata'
import { getPage } from '@/server/content/queries'
import type { Locale } from '@/i18n/locales'

// Per buyer (query string): rendered on each request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ order?: string; key?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const page = await getPage('payment-complete', locale, 'order')
  return { ...pageMetadata({ locale, path: '/payment-complete', title: page?.title, description: page?.meta?.description }), robots: { index: false, follow: false } }
}

/** Where complete-payment sends the buyer after approving (spec §2): the CMS text and the way to the order. */
export default async function PaymentCompletePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { order, key } = await searchParams
  const page = await getPage('payment-complete', locale, 'order')
  if (!page) notFound()
  const t = await getTranslations('order')
  const paid = order && key && /^MP-[2-9A-Z-]{9}$/.test(order) && /^[0-9a-f]{32}$/.test(key) ? { number: order, accessKey: key } : null
  return (
    <>
      <PageView page={page} locale={locale} />
      {paid && (
        <section className="page payment-return">
          <PaymentReturn order={paid} locale={locale} />
          <p>
            <AppLink href={`/order?number=${encodeURIComponent(paid.number)}&key=${paid.accessKey}`} className="btn btn--red" prefetch={false}>
              {t('viewOrder')}
            </AppLink>
          </p>
        </section>
      )}
    </>
  )
}
