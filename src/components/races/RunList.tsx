import { getTranslations } from 'next-intl/server'
import { formatDistance, formatDuration, formatMoment } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import type { RunView } from '../../races/views'

/** The runs logged toward a race, newest first, each with whether it counted and why not. */
export async function RunList({ runs, locale, timezone }: { runs: RunView[]; locale: Locale; timezone: string }) {
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
                <td>{t(`source.${run.source}`)}</td>
                <td>
                  {t(`runState.${run.status}`)}
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
