import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/content/Listing'
import { accountUrl } from '@/content/account-link'
import { formatDistance, formatEventDistance, runnerUnit } from '@/i18n/format'
import { type Locale, localizedPath } from '@/i18n/locales'
import { accountContext } from '@/server/accounts/pages'
import { races, viewOf } from '@/server/races/site'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'races' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** "My races": every paid entry of the signed-in runner, with its status and progress. */
export default async function RacesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('races')
  const { customer, link } = await accountContext(locale, { return: accountUrl('/account/races', locale) })
  if (!customer) redirect(link('/account'))
  const now = new Date()
  const list = (await (await races()).racesOf(customer.id, locale)).map((race) => viewOf(race, now))
  const unit = runnerUnit(customer.distanceUnit, locale)
  return (
    <section className="page account races-page">
      <PageHeader title={t('title')} intro={t('intro')} />
      {list.length === 0 ? (
        <p>
          {t('none')} <a href={localizedPath(locale, '/events')}>{t('findEvent')}</a>
        </p>
      ) : (
        <ul className="race-list">
          {list.map((race) => (
            <li key={race.entryId} className="race-list__item">
              <h2>
                <a href={accountUrl(`/account/races/${race.entryId}`, locale)}>{race.event.title}</a>
              </h2>
              <p>
                <span className={`race-status race-status--${race.status}`}>{t(`status.${race.status}`)}</span> ·{' '}
                {t('progress', { done: formatDistance(race.progress.distanceMeters, locale, unit), target: formatEventDistance(race.target.distanceMeters, locale) })}
              </p>
              <progress className="race-progress__bar" max={100} value={race.progress.percent} aria-label={t('progressLabel')} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
