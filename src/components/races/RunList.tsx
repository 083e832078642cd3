import { getTranslations } from 'next-intl/server'
import { type DistanceUnit, formatDistance, formatDuration, formatMoment, formatPace } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import { mayChange } from '../../races/run-edits'
import type { RunView } from '../../races/views'
import { RunActions } from './RunActions.client'

type Props = {
  runs: RunView[]
  activityTypes: { key: string; name: string }[]
  locale: Locale
  timezone: string
  /** The runner's unit: runs and paces show in it. */
  unit: DistanceUnit
  /** The race whose runs these are, while it takes runs (they may then be corrected or deleted). */
  changeableIn: number | null
}

/**
 * The runs logged toward a race, newest first, each with whether it counted and why not, and its
 * actions while the race takes runs. One table; on a narrow screen each row is a card (CSS), its
 * cells labelled by `data-label`.
 */
export async function RunList({ runs, activityTypes, locale, timezone, unit, changeableIn }: Props) {
  const t = await getTranslations('races')
  return (
    <section className="run-list" aria-labelledby="run-list-title">
      <h2 id="run-list-title">{t('runsTitle')}</h2>
      {runs.length === 0 ? (
        <p>{t('noRuns')}</p>
      ) : (
        <table className="run-list__table run-list__table--cards">
          <thead>
            <tr>
              <th scope="col">{t('runDate')}</th>
              <th scope="col">{t('runDistance')}</th>
              <th scope="col">{t('runTime')}</th>
              <th scope="col">{t('runActivity')}</th>
              <th scope="col">{t('runSource')}</th>
              <th scope="col">{t('runStatus')}</th>
              {changeableIn !== null && <th scope="col">{t('runActions')}</th>}
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id} className={`run-list__run run-list__run--${run.status}`}>
                <td data-label={t('runDate')} className="run-list__date">
                  {formatMoment(run.startedAt, locale, timezone)}
                </td>
                <td data-label={t('runDistance')}>{formatDistance(run.distanceMeters, locale, unit)}</td>
                <td data-label={t('runTime')}>
                  {formatDuration(run.durationSeconds)} <span className="run-list__pace">· {formatPace(run.distanceMeters, run.durationSeconds, locale, unit)}</span>
                </td>
                <td data-label={t('runActivity')}>{activityTypes.find((type) => type.key === run.activityType)?.name ?? '—'}</td>
                <td data-label={t('runSource')}>{t(`source.${run.source}`)}</td>
                <td data-label={t('runStatus')}>
                  {t(`runState.${run.status}`)}
                  {run.status === 'held' && run.reason && run.reason !== 'rejected-by-editor' && <span className="run-list__note"> · {t(`runReason.${run.reason}`)}</span>}
                  {run.note && <span className="run-list__note"> · {run.note}</span>}
                </td>
                {changeableIn !== null && (
                  <td data-label={t('runActions')} className="run-list__actions">
                    <RunActions entryId={changeableIn} run={{ ...run, editable: mayChange(run, 'edit') }} timezone={timezone} unit={unit} activityTypes={activityTypes} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
