import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { orderForBuyer } from '@/server/stores/order-store'
import { OrderDetails } from '@/components/checkout/OrderDetails'
import { PageView } from '@/components/content/PageView'
import { pageMetadata } from '@/server/content/metadata'
import { getPage } from '@/server/content/queries'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

// Per buyer (query string): rendered on each request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ number?: string; key?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const page = await getPage('order', locale, 'order')
  return { ...pageMetadata({ locale, path: '/order', title: page?.title, description: page?.meta?.description }), robots: { index: false, follow: false } }
}

/** The buyer's order through its unguessable link (number and access key); anyone else gets a 404. */
export default async function OrderPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { number, key } = await searchParams
  if (!number || !key || number.length > 40 || key.length > 64) notFound()
  const payload = await getPayloadClient()
  const [order, page] = await Promise.all([orderForBuyer(payload, number, key), getPage('order', locale, 'order')])
  if (!order || !page) notFound()
  return (
    <>
      <PageView page={page} locale={locale} />
      <OrderDetails order={order} locale={locale} />
    </>
  )
}
