import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CaptainInvite } from '@/components/booking/CaptainInvite.client'
import { CaptainPlaces } from '@/components/booking/CaptainPlaces.client'
import { CaptainTools } from '@/components/booking/CaptainTools.client'
import { RemoveMember } from '@/components/booking/RemoveMember.client'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import { accountUrl } from '@/content/account-link'
import { emblemKeys } from '@/entries/emblems'
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
  const tEntries = await getTranslations('entries')
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
      <PageMessages locale={locale} namespaces={['teamPlaces']}>
        <ul className="team-members">
          {team.members.map((member) => (
            <li key={member.entryId} className="team-members__member">
              <strong>
                {member.firstName} {member.lastName}
              </strong>{' '}
              · {t('memberPaid')} · {member.finished ? t('memberFinished') : progress(member.countedMeters, member.targetMeters)}
              {member.customerId === null && <> · {t('noAccount')}</>}
              {team.changesOpen && member.customerId !== customer.id && !member.finished && (
                <>
                  {' '}
                  <RemoveMember teamId={team.id} entryId={member.entryId} name={`${member.firstName} ${member.lastName}`} />
                </>
              )}
            </li>
          ))}
        </ul>
      </PageMessages>
      <PageMessages locale={locale} namespaces={['booking', 'teamPlaces']}>
        {team.places.any && <CaptainPlaces teamId={team.id} free={team.places.free} offers={team.places.offers} canChange={team.changesOpen} locale={locale} />}
        <CaptainInvite teamId={team.id} code={team.places.code} inviteUrl={team.places.inviteUrl} hasPassword={team.places.hasPassword} />
        <CaptainTools
          teamId={team.id}
          name={team.name}
          emblem={team.emblem}
          emblems={emblemKeys.map((key) => ({ key, label: tEntries(`emblems.${key}`) }))}
          canRename={team.changesOpen}
          locale={locale}
          candidates={team.members.filter((m) => m.customerId !== null && m.customerId !== customer.id).map((m) => ({ entryId: m.entryId, name: `${m.firstName} ${m.lastName}` }))}
        />
      </PageMessages>
    </section>
  )
}
