import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { ClaimEntry } from '@/components/booking/ClaimEntry.client'
import { SignInOrUp } from '@/components/booking/SignInOrUp'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import type { Locale } from '@/i18n/locales'
import { accountContext } from '@/server/accounts/pages'
import { offerOfToken } from '@/server/entries/transfers'
import { getPayloadClient } from '@/server/payload'
import { accountUrl } from '@/content/account-link'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ token?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'booking' })
  return { title: t('claimTitle'), robots: { index: false, follow: false } }
}

/**
 * The link of a transfer mail (docs/decisions/0055): what is offered and by whom; a signed-in
 * friend claims it with their name, anyone else is asked to sign in or sign up first and comes back.
 */
export default async function ClaimEntryPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('booking')
  const { token } = await searchParams
  const offer = typeof token === 'string' && /^[\w-]{20,100}$/.test(token) ? await offerOfToken(await getPayloadClient(), token, locale) : null
  const here = accountUrl(`/account/claim-entry?token=${encodeURIComponent(typeof token === 'string' ? token : '')}`, locale)
  const { customer, link } = await accountContext(locale, { return: here })
  if (!offer || !offer.open) {
    return (
      <section className="page account claim-page">
        <PageHeader title={t('claimTitle')} intro={t('claimGone')} />
      </section>
    )
  }
  return (
    <section className="page account claim-page">
      <PageHeader title={t('claimTitle')} intro={t('claimIntro', { name: offer.fromName, event: offer.eventTitle })} />
      {customer ? (
        <PageMessages locale={locale} namespaces={['booking']}>
          <p>{t('claimAs', { email: customer.email })}</p>
          <ClaimEntry token={token as string} locale={locale} firstName={customer.firstName ?? ''} lastName={customer.lastName ?? ''} />
        </PageMessages>
      ) : (
        <SignInOrUp text={t('claimSignIn')} signIn={t('signIn')} signUp={t('signUp')} link={link} />
      )}
    </section>
  )
}
