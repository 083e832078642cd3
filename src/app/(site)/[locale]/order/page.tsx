import type { Metadata } from 'next'
import { cache } from 'react'
import { NotFoundView, notFoundMetadata } from '@/components/errors/NotFoundView'
import { setRequestLocale } from 'next-intl/server'
import { orderForBuyer } from '@/server/stores/order-store'
import { OrderDetails } from '@/components/checkout/OrderDetails'
import { deliveredPlanPath } from '@/server/training/plan-links'
import { PageView } from '@/components/content/PageView'
import { pageMetadata } from '@/server/content/metadata'
import { getPage } from '@/server/content/queries'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/server/payload'
import { invoiceHref } from '@/server/payments/links'
import { orderFulfilment } from '@/server/stores/shipment-store'
import { buyerCancellation } from '@/commerce/orders/buyer-cancel'
import { formatMoney } from '@/commerce/money'
import { CancelOrder } from '@/components/orders/CancelOrder.client'
import { PageMessages } from '@/components/i18n/PageMessages'

// Per buyer (query string): rendered on each request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ number?: string | string[]; key?: string | string[] }> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const { number, key } = await searchParams
  const order = await findOrder(number, key)
  const page = order ? await getPage('order', locale, 'order') : null
  if (!page) return notFoundMetadata(locale)
  return { ...pageMetadata({ locale, path: '/order', title: page?.title, description: page?.meta?.description }), robots: { index: false, follow: false } }
}

/** Once per request, for the title and the page. */
const findOrder = cache(async (number: string | string[] | undefined, key: string | string[] | undefined) => {
  if (typeof number !== 'string' || typeof key !== 'string' || !number || !key || number.length > 40 || key.length > 64) return null
  return orderForBuyer(await getPayloadClient(), number, key)
})

/** The buyer's order through its unguessable link (number and access key); anyone else gets a 404. */
export default async function OrderPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { number, key } = await searchParams
  const [order, page] = await Promise.all([findOrder(number, key), getPage('order', locale, 'order')])
  if (!order || !page) return <NotFoundView locale={locale} />
  const shipping = await orderFulfilment(await getPayloadClient(), order.id)
  return (
    <>
      <PageView page={page} locale={locale} />
      <OrderDetails
        order={order}
        locale={locale}
        planHref={(line) => deliveredPlanPath(order, line, locale)}
        invoiceHref={order.invoiceNumber ? invoiceHref(locale, order) : null}
        shipping={shipping}
      />
      {buyerCancellation(order, shipping?.fulfilment ?? null).ok && (
        <PageMessages locale={locale} namespaces={['orderCancel']}>
          <CancelOrder number={order.number} accessKey={order.accessKey} amount={formatMoney(order.totalPrice, locale)} />
        </PageMessages>
      )}
    </>
  )
}
