import { getTranslations } from 'next-intl/server'
import { type DistanceUnit, formatDistance, formatDuration, formatEventDistance, formatMoment, formatRelative } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import type { RaceView } from '../../races/views'

/**
 * A race at a glance: target, window on the runner's clock, status, progress and the team's. The
 * targets are the event's, in its unit; what was run is the runner's, in theirs.
 */
export async function RaceSummary({ race, locale, now, unit }: { race: RaceView; locale: Locale; now: Date; unit: DistanceUnit }) {
  const t = await getTranslations('races')
  const { window, progress, target, team } = race
  const distance = (m: number) => formatDistance(m, locale, unit)
  const targetDistance = (m: number) => formatEventDistance(m, locale)
  const closes = new Date(window.closesAt)
  const left = Math.max(0, target.distanceMeters - progress.distanceMeters)
  return (
    <div className="race-summary">
      <p className="race-summary__status">
        <span className={`race-status race-status--${race.status}`}>{t(`status.${race.status}`)}</span>{' '}
        {race.status === 'upcoming' && t('opensIn', { when: formatRelative(new Date(window.opensAt), now, locale) })}
        {race.status === 'open' &&
          (closes > now
            ? t('closesIn', { when: formatRelative(closes, now, locale) })
            : t('graceUntil', { date: formatMoment(new Date(closes.getTime() + window.graceHours * 3_600_000), locale, window.timezone) }))}
      </p>
      <p>{t('target', { distance: targetDistance(target.distanceMeters) })}</p>
      <p>{t('window', { opens: formatMoment(window.opensAt, locale, window.timezone), closes: formatMoment(window.closesAt, locale, window.timezone), timezone: window.timezone })}</p>
      <div className="race-progress">
        <progress className="race-progress__bar" max={100} value={progress.percent} aria-label={t('progressLabel')} />
        <p>
          {t('progress', { done: distance(progress.distanceMeters), target: targetDistance(target.distanceMeters) })} · {left > 0 ? t('toGo', { distance: distance(left) }) : t('done')}
        </p>
      </div>
      {race.finishedAt && race.status === 'finished' && <p>{t('finishedOn', { date: formatMoment(race.finishedAt, locale, window.timezone), time: formatDuration(race.finishSeconds ?? 0) })}</p>}
      {race.status === 'closed' && <p>{t('closedAt', { distance: distance(progress.distanceMeters) })}</p>}
      {team && (
        <div className="race-progress race-progress--team">
          <h3>{t('team', { team: team.name })}</h3>
          <progress className="race-progress__bar" max={100} value={team.progress.percent} aria-label={t('team', { team: team.name })} />
          <p>{t('teamProgress', { done: distance(team.progress.distanceMeters), target: targetDistance(team.target.distanceMeters) })}</p>
        </div>
      )}
    </div>
  )
}
