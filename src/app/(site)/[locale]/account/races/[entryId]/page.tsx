import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import { LogRun } from '@/components/races/LogRun.client'
import { MedalSection } from '@/components/races/MedalSection'
import { BoardOptIn } from '@/components/races/BoardOptIn.client'
import { TeamContributions } from '@/components/races/TeamContributions'
import { RaceRules } from '@/components/races/RaceRules'
import { RaceSummary } from '@/components/races/RaceSummary'
import { RunList } from '@/components/races/RunList'
import { TransferEntry } from '@/components/booking/TransferEntry.client'
import { ChangeEntry } from '@/components/booking/ChangeEntry.client'
import { entryChangeForm } from '@/server/entries/entry-changes'
import { CancelEntry } from '@/components/booking/CancelEntry.client'
import { DeferEntry } from '@/components/booking/DeferEntry.client'
import { deferralView } from '@/server/entries/deferrals'
import { entryRefundView } from '@/server/entries/entry-refund'
import { openRefundRequest } from '@/server/entries/refund-requests'
import { askableRefusal } from '@/entries/booking/refund-request'
import { captainsThisTeam } from '@/server/entries/captains'
import { formatMoney } from '@/commerce/money'
import { formatPercent } from '@/i18n/format'
import { formatDay, runnerUnit } from '@/i18n/format'
import { transferState } from '@/server/entries/transfers'
import { getPayloadClient } from '@/server/payload'
import { currentMarket } from '@/server/markets'
import { accountUrl } from '@/content/account-link'
import type { Locale } from '@/i18n/locales'
import { isDomainError } from '@/lib/errors'
import { wallClock } from '@/races/zoned-time'
import { runView } from '@/races/views'
import { accountContext } from '@/server/accounts/pages'
import { entryIdOf, races, viewOf } from '@/server/races/site'

// Per person (session cookie): rendered on each request, never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; entryId: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'races' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** A race page (issue 17): where the runner stands, the rules, logging a run, and the runs so far. */
export default async function RacePage({ params }: Props) {
  const { locale, entryId: rawId } = await params
  setRequestLocale(locale)
  const t = await getTranslations('races')
  const here = accountUrl(`/account/races/${rawId}`, locale)
  const { customer, link } = await accountContext(locale, { return: here })
  if (!customer) redirect(link('/account'))
  const entryId = entryIdOf(rawId)
  if (entryId === null) notFound()
  const found = await (await races()).raceWithRuns(customer.id, entryId, locale).catch((error: unknown) => {
    if (isDomainError(error, 'not_found')) return null
    throw error
  })
  if (!found) notFound()
  const now = new Date()
  const race = viewOf(found.race, now, found.activityTypes)
  const activityTypes = race.activityTypes ?? []
  const canLog = race.status === 'open' || race.status === 'finished'
  const unit = runnerUnit(customer.distanceUnit, locale)
  const [payload, market] = await Promise.all([getPayloadClient(), currentMarket(locale)])
  // What the entrant may still change of their booking, read side by side: none of it waits on another.
  const open = !race.finishedAt
  const [transfer, change, refund, deferral, captain, teamMembers, bookingText, anyText] = await Promise.all([
    open ? transferState(payload, customer.id, race.entryId, locale, market.currency, now) : null,
    open ? entryChangeForm(payload, customer.id, race.entryId, locale, now) : null,
    open ? entryRefundView(payload, customer.id, race.entryId, locale, now).then((refundable) => refundable.view) : null,
    open && !race.team ? deferralView(payload, customer.id, race.entryId, locale, market.currency, now) : null,
    race.team ? captainsThisTeam(payload, race.team.id, customer) : false,
    race.team ? races().then((all) => all.teamContributions(customer.id, entryId, locale)) : null,
    getTranslations('booking'),
    getTranslations(),
  ])
  const askable = !!refund && askableRefusal(refund.refusal)
  const request = askable ? await openRefundRequest(payload, race.entryId) : null
  return (
    <section className="page account race-page">
      <p>
        <a href={accountUrl('/account/races', locale)}>{t('backToRaces')}</a>
      </p>
      <PageHeader title={race.event.title} />
      <RaceSummary race={race} locale={locale} now={now} unit={unit} />
      {race.finishedAt && (
        <p>
          <a className="btn btn--secondary" href={accountUrl(`/account/races/${race.entryId}/finished`, locale)}>
            {t('finish.open')}
          </a>
        </p>
      )}
      {race.status === 'finished' &&
        (race.certificateUrl ? (
          <p>
            <a className="btn btn--red" href={accountUrl(`/account/races/${race.entryId}/certificate`, locale)} download>
              {t('downloadCertificate')}
            </a>
          </p>
        ) : (
          <p role="status">{t('certificatePending')}</p>
        ))}
      {race.team?.certificateUrl && (
        <p>
          <a className="btn btn--secondary" href={`${accountUrl(`/account/races/${race.entryId}/certificate`, locale)}${locale === 'en' ? '?' : '&'}team=1`} download>
            {t('downloadTeamCertificate')}
          </a>
        </p>
      )}
      {race.team && captain && (
        <p>
          <a className="btn btn--secondary" href={accountUrl(`/account/teams/${race.team.id}`, locale)}>
            {bookingText('manageTeam')}
          </a>
        </p>
      )}
      {teamMembers && <TeamContributions members={teamMembers} locale={locale} unit={unit} />}
      <PageMessages locale={locale} namespaces={['races', 'checkout']}>
        <BoardOptIn entryId={race.entryId} initial={race.onBoard} />
        <MedalSection race={race} />
        {canLog && <LogRun entryId={race.entryId} timezone={race.window.timezone} unit={unit} today={wallClock(now, race.window.timezone).day} activityTypes={activityTypes} />}
      </PageMessages>
      <PageMessages locale={locale} namespaces={['races']}>
        <RunList
          runs={found.runs.map((run) => runView(run, found.activityTypes))}
          activityTypes={activityTypes}
          locale={locale}
          timezone={race.window.timezone}
          unit={unit}
          changeableIn={canLog ? race.entryId : null}
        />
      </PageMessages>
      {change?.open && (
        <PageMessages locale={locale} namespaces={['booking', 'entries']}>
          <ChangeEntry entryId={race.entryId} initial={change} locale={locale} closesOn={formatDay(change.closesAt, locale)} />
        </PageMessages>
      )}
      {refund && (
        <PageMessages locale={locale} namespaces={['booking']}>
          <CancelEntry
            entryId={race.entryId}
            locale={locale}
            view={{
              tiers: refund.tiers.map((tier) =>
                tier.percent === 100
                  ? { text: bookingText('refundPolicyFull', { date: formatDay(tier.until, locale) }) }
                  : { text: bookingText('refundPolicyPartial', { percent: formatPercent(tier.percent, locale), date: formatDay(tier.until, locale) }) },
              ),
              amount: refund.amount ? formatMoney(refund.amount, locale) : null,
              refusal: refund.refusal ? anyText(refund.refusal) : null,
              askable,
              requestPending: request !== null,
            }}
          />
        </PageMessages>
      )}
      {deferral && deferral.targets.length > 0 && change && (
        <PageMessages locale={locale} namespaces={['deferral']}>
          <DeferEntry
            entryId={race.entryId}
            closesOn={formatDay(change.closesAt, locale)}
            price={deferral.fee && formatMoney(deferral.fee, locale)}
            targets={
              await Promise.all(
                deferral.targets.map(async (target) => ({ ...target, label: (await getTranslations('deferral'))('eventOption', { event: target.title, date: formatDay(target.start, locale) }) })),
              )
            }
          />
        </PageMessages>
      )}
      {transfer && (
        <PageMessages locale={locale} namespaces={['booking']}>
          <TransferEntry entryId={race.entryId} initial={transfer} closesOn={formatDay(transfer.closesAt, locale)} />
        </PageMessages>
      )}
      <RaceRules race={race} activityTypes={activityTypes} locale={locale} />
    </section>
  )
}
