import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CaptainTools } from '@/components/booking/CaptainTools.client'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import { accountUrl } from '@/content/account-link'
import { formatDistance, runnerUnit } from '@/i18n/format'
import type { Locale } from '@/i18n/locales'
import { isDomainError } from '@/lib/errors'
import { rowIdOf } from '@/lib/ids'
import { accountContext } from '@/server/accounts/pages'
import { captainView } from '@/server/entries/captains'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; teamId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'booking' })
  return { title: t('teamTitle'), robots: { index: false, follow: false } }
}

/** The captain's team page (issue 28): who is in, paid and how far along, and the captain's tools. */
export default async function TeamPage({ params }: Props) {
  const { locale, teamId: rawId } = await params
  setRequestLocale(locale)
  const t = await getTranslations('booking')
  const { customer, link } = await accountContext(locale, { return: accountUrl(`/account/teams/${rawId}`, locale) })
  if (!customer) redirect(link('/account'))
  const teamId = rowIdOf(rawId)
  if (teamId === null) notFound()
  const team = await captainView(await getPayloadClient(), teamId, customer, locale).catch((error: unknown) => {
    if (isDomainError(error, 'not_found')) return null
    throw error
  })
  if (!team) notFound()
  const unit = runnerUnit(customer.distanceUnit, locale)
  const progress = (done: number, target: number) => t('teamProgress', { done: formatDistance(done, locale, unit), target: formatDistance(target, locale, unit) })
  return (
    <section className="page account team-page">
      <p>
        <a href={accountUrl('/account/races', locale)}>{t('racesLink')}</a>
      </p>
      <PageHeader title={team.name} intro={`${team.eventTitle} · ${progress(team.countedMeters, team.targetMeters)}`} />
      <h2>{t('members')}</h2>
      <ul className="team-members">
        {team.members.map((member) => (
          <li key={member.entryId} className="team-members__member">
            <strong>
              {member.firstName} {member.lastName}
            </strong>{' '}
            · {t('memberPaid')} · {member.finished ? t('memberFinished') : progress(member.countedMeters, member.targetMeters)}
            {member.customerId === null && <> · {t('noAccount')}</>}
          </li>
        ))}
      </ul>
      {team.bulkPlaces.adult + team.bulkPlaces.child > 0 && <p>{t('unclaimedPlaces', { adult: team.bulkPlaces.adult, child: team.bulkPlaces.child })}</p>}
      <PageMessages locale={locale} namespaces={['booking']}>
        <CaptainTools
          teamId={team.id}
          name={team.name}
          canRename={team.changesOpen}
          locale={locale}
          candidates={team.members.filter((m) => m.customerId !== null && m.customerId !== customer.id).map((m) => ({ entryId: m.entryId, name: `${m.firstName} ${m.lastName}` }))}
        />
      </PageMessages>
    </section>
  )
}
