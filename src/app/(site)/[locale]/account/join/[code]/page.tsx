import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SignInOrUp } from '@/components/booking/SignInOrUp'
import { TakePlace } from '@/components/booking/TakePlace.client'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import { accountUrl } from '@/content/account-link'
import { entryStepPath } from '@/entries/steps'
import { type Locale, localizedPath } from '@/i18n/locales'
import { accountContext } from '@/server/accounts/pages'
import { teamOfCode } from '@/server/entries/team-places'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; code: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'teamPlaces' })
  return { title: t('joinTitle'), robots: { index: false, follow: false } }
}

/**
 * A team's invite link (docs/decisions/0057): the team its code names; a signed-in joiner takes
 * one of the places the captain paid for (with the password, when the team has one), or else
 * enters the event and joins the team by paying for their own place.
 */
export default async function JoinTeamPage({ params }: Props) {
  const { locale, code } = await params
  setRequestLocale(locale)
  const t = await getTranslations('teamPlaces')
  const team = await teamOfCode(await getPayloadClient(), code.slice(0, 40), locale)
  const { customer, link } = await accountContext(locale, { return: accountUrl(`/account/join/${encodeURIComponent(code)}`, locale) })
  if (!team) {
    return (
      <section className="page account join-page">
        <PageHeader title={t('joinTitle')} intro={t('joinGone')} />
      </section>
    )
  }
  const intro = t('joinIntro', { team: team.name, event: team.eventTitle })
  if (!team.open) {
    return (
      <section className="page account join-page">
        <PageHeader title={t('joinTitle')} intro={intro} />
        <p>{t('joinClosed')}</p>
      </section>
    )
  }
  return (
    <section className="page account join-page">
      <PageHeader title={t('joinTitle')} intro={intro} />
      {!customer ? (
        <SignInOrUp text={t('claimSignIn')} signIn={t('signIn')} signUp={t('signUp')} link={link} />
      ) : team.freePlaces > 0 ? (
        <PageMessages locale={locale} namespaces={['teamPlaces']}>
          <p>{t('freePlaces', { count: team.freePlaces })}</p>
          <p>{t('claimAs', { email: customer.email })}</p>
          <TakePlace via={{ kind: 'code', code: team.code, hasPassword: team.hasPassword }} locale={locale} firstName={customer.firstName ?? ''} lastName={customer.lastName ?? ''} />
        </PageMessages>
      ) : team.hasPassword ? (
        <p>{t('noFreePlacesPrivate')}</p>
      ) : (
        <>
          <p>{t('noFreePlaces')}</p>
          <p>
            <a className="btn btn--black" href={localizedPath(locale, entryStepPath('join-team', team.eventSlug, 1))}>
              {t('enterAndJoin')}
            </a>
          </p>
        </>
      )}
    </section>
  )
}
