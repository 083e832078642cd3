import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PAYMENT_CANCELLED } from '@/commerce/payments/complete-payment'
import { stripePublishableKey } from '@/server/payments/links'
import { Checkout } from '@/components/checkout/Checkout.client'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import { pageMetadata } from '@/server/content/metadata'
import type { Locale } from '@/i18n/locales'
import { env } from '@/lib/env'

// Per buyer (query string): rendered on each request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ paymentError?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'checkout' })
  return { ...pageMetadata({ locale, path: '/checkout', title: t('title'), description: t('metaDescription') }), robots: { index: false, follow: false } }
}

/** Checkout (spec §2). A cancelled or failed payment comes back here with the problem's key. */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations()
  const { paymentError } = await searchParams
  // A payment turned down on the provider's page is no error: said calmly, apart from the form's alert.
  const cancelled = paymentError === PAYMENT_CANCELLED
  const problem = !cancelled && paymentError && /^(payments|entries)\.\w+$/.test(paymentError) && t.has(paymentError as 'payments.paypalProblem') ? t(paymentError as 'payments.paypalProblem') : null
  return (
    <section className="page checkout-page">
      <PageHeader title={t('checkout.title')} />
      {env.DEMO_MODE && (
        <p className="demo-notice" role="note">
          {t('checkout.demoNotice')}
        </p>
      )}
      {cancelled && (
        <p className="form-notice checkout__notice" role="status">
          {t('payments.paymentCancelled')}
        </p>
      )}
      <PageMessages locale={locale} namespaces={['cart', 'basket', 'checkout']}>
        <Checkout locale={locale} paymentError={problem} stripeKey={stripePublishableKey()} />
      </PageMessages>
    </section>
  )
}
