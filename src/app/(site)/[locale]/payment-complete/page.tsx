import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cache } from 'react'
import { PaymentReturn } from '@/components/checkout/PaymentReturn.client'
import { PageView } from '@/components/content/PageView'
import { ErrorView } from '@/components/errors/ErrorView'
import { AppLink } from '@/components/ui/AppLink.client'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/server/payload'
import { pageMetadata } from '@/server/content/metadata'
import { getPage } from '@/server/content/queries'
import { orderForBuyer } from '@/server/stores/order-store'

// Per buyer (query string): rendered on each request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ order?: string | string[]; key?: string | string[] }> }

/** The order the return address names, only when the server holds it under that access key (once per request). */
const paidOrder = cache(async (number: string | string[] | undefined, key: string | string[] | undefined) => {
  if (typeof number !== 'string' || typeof key !== 'string' || !/^MP-[2-9A-Z-]{9}$/.test(number) || !/^[0-9a-f]{32}$/.test(key)) return null
  return orderForBuyer(await getPayloadClient(), number, key)
})

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { order, key } = await searchParams
  const [page, paid, t] = await Promise.all([getPage('payment-complete', locale, 'order'), paidOrder(order, key), getTranslations({ locale, namespace: 'order' })])
  const title = paid ? page?.title : t('paymentNotFoundTitle')
  return { ...pageMetadata({ locale, path: '/payment-complete', title, description: paid ? page?.meta?.description : null }), robots: { index: false, follow: false } }
}

/**
 * Where complete-payment sends the buyer after approving (spec §2): the CMS text and the way to the
 * order, once the server confirms the order the address names. Anything else (no order, a made-up
 * one) says plainly that no payment was found: never the success text.
 */
export default async function PaymentCompletePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { order, key } = await searchParams
  const [page, paid, t] = await Promise.all([getPage('payment-complete', locale, 'order'), paidOrder(order, key), getTranslations('order')])
  if (!paid || !page)
    return (
      <ErrorView status={404} title={t('paymentNotFoundTitle')} text={t('paymentNotFoundText')} answer={404}>
        <AppLink href="/" className="btn btn--black">
          {(await getTranslations('errors'))('backHome')}
        </AppLink>
      </ErrorView>
    )
  const reference = { number: paid.number, accessKey: paid.accessKey }
  return (
    <>
      <PageView page={page} locale={locale} />
      <section className="page payment-return">
        <PaymentReturn order={reference} locale={locale} />
        <p>
          <AppLink href={`/order?number=${encodeURIComponent(reference.number)}&key=${reference.accessKey}`} className="btn btn--red" prefetch={false}>
            {t('viewOrder')}
          </AppLink>
        </p>
      </section>
    </>
  )
}
