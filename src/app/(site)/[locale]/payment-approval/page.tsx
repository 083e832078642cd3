import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { NotFoundView } from '@/components/errors/NotFoundView'
import { formatMoney } from '@/commerce/money'
import type { Locale } from '@/i18n/locales'
import { pageMetadata } from '@/server/content/metadata'
import { SANDBOX_APPROVAL_PATH } from '@/server/payments/links'
import { sandboxCharge } from '@/server/payments/site'

// Per charge (query string): rendered on each request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ reference?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'sandboxApproval' })
  return { ...pageMetadata({ locale, path: '/payment-approval', title: t('metaTitle'), description: null }), robots: { index: false, follow: false } }
}

/**
 * The demo's stand-in for PayPal's and the bank's approval page (decision 0010): the buyer approves
 * or cancels a sandbox charge, and the decision's address takes them back to the site.
 */
export default async function PaymentApprovalPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const { reference } = await searchParams
  const charge = await sandboxCharge(typeof reference === 'string' ? reference : null)
  if (!charge || charge.status !== 'requires-approval') return <NotFoundView locale={locale} />
  const t = await getTranslations('sandboxApproval')
  const decide = (decision: 'approve' | 'cancel') => `${SANDBOX_APPROVAL_PATH}?reference=${charge.reference}&decision=${decision}`
  return (
    <section className="page sandbox-approval">
      <h1 className="page__title">{t('title')}</h1>
      <p className="demo-notice" role="note">
        {t('text', { amount: formatMoney(charge.amount, locale), reference: charge.reference })}
      </p>
      <p className="sandbox-approval__actions">
        <a className="btn btn--black" href={decide('approve')}>
          {t('approve')}
        </a>
        <a className="btn btn--secondary" href={decide('cancel')}>
          {t('cancel')}
        </a>
      </p>
    </section>
  )
}
