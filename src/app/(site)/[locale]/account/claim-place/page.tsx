import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { TakePlace } from '@/components/booking/TakePlace.client'
import { SignInOrUp } from '@/components/booking/SignInOrUp'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import type { Locale } from '@/i18n/locales'
import { accountContext } from '@/server/accounts/pages'
import { placeOfToken } from '@/server/entries/team-places'
import { getPayloadClient } from '@/server/payload'
import { accountUrl } from '@/content/account-link'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<{ token?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'teamPlaces' })
  return { title: t('claimTitle'), robots: { index: false, follow: false } }
}

/**
 * The link of a captain's place mail (docs/decisions/0057): which team and event; a signed-in
 * person claims it with their name and the waiver, anyone else signs in or up first and comes back.
 */
export default async function ClaimPlacePage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('teamPlaces')
  const { token } = await searchParams
  const place = typeof token === 'string' && /^[\w-]{20,100}$/.test(token) ? await placeOfToken(await getPayloadClient(), token, locale) : null
  const here = accountUrl(`/account/claim-place?token=${encodeURIComponent(typeof token === 'string' ? token : '')}`, locale)
  const { customer, link } = await accountContext(locale, { return: here })
  if (!place || !place.open) {
    return (
      <section className="page account claim-page">
        <PageHeader title={t('claimTitle')} intro={t('claimGone')} />
      </section>
    )
  }
  return (
    <section className="page account claim-page">
      <PageHeader title={t('claimTitle')} intro={t('claimIntro', { team: place.teamName, event: place.eventTitle })} />
      {customer ? (
        <PageMessages locale={locale} namespaces={['teamPlaces']}>
          <p>{t('claimAs', { email: customer.email })}</p>
          <TakePlace via={{ kind: 'token', token: token as string }} locale={locale} firstName={customer.firstName || place.firstName} lastName={customer.lastName || place.lastName} />
        </PageMessages>
      ) : (
        <SignInOrUp text={t('claimSignIn')} signIn={t('signIn')} signUp={t('signUp')} link={link} />
      )}
    </section>
  )
}
