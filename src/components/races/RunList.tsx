import { getTranslations } from 'next-intl/server'
import { formatDistance, formatDuration, formatMoment } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import type { RunView } from '../../races/views'

/** The runs logged toward a race, newest first, each with whether it counted and why not. */
export async function RunList({ runs, activityTypes, locale, timezone }: { runs: RunView[]; activityTypes: { key: string; name: string }[]; locale: Locale; timezone: string }) {
  const t = await getTranslations('races')
  return (
    <section className="run-list" aria-labelledby="run-list-title">
      <h2 id="run-list-title">{t('runsTitle')}</h2>
      {runs.length === 0 ? (
        <p>{t('noRuns')}</p>
      ) : (
        <table className="run-list__table">
          <thead>
            <tr>
              <th scope="col">{t('runDate')}</th>
              <th scope="col">{t('runDistance')}</th>
              <th scope="col">{t('runTime')}</th>
              <th scope="col">{t('runActivity')}</th>
              <th scope="col">{t('runSource')}</th>
              <th scope="col">{t('runStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id} className={`run-list__run run-list__run--${run.status}`}>
                <td>{formatMoment(run.startedAt, locale, timezone)}</td>
                <td>{formatDistance(run.distanceMeters, locale)}</td>
                <td>{formatDuration(run.durationSeconds)}</td>
                <td>{activityTypes.find((type) => type.key === run.activityType)?.name ?? '—'}</td>
                <td>{t(`source.${run.source}`)}</td>
                <td>
                  {t(`runState.${run.status}`)}
                  {run.status === 'held' && run.reason && run.reason !== 'rejected-by-editor' && <span className="run-list__note"> · {t(`runReason.${run.reason}`)}</span>}
                  {run.note && <span className="run-list__note"> · {run.note}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
