import { getTranslations } from 'next-intl/server'
import { formatEventDistance, formatPercent } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import { percentOf } from '../../races/progress'
import type { Board } from '../../races/store'

type Distance = { label: string; lengthKm: number }
type Props = {
  board: Board
  locale: Locale
  /** The event's distances, which the runners' list can be narrowed to. */
  distances: Distance[]
  /** The distance shown (its `lengthKm`), or null for all. */
  chosen: number | null
  /** This page's address (the filter's form goes to it). */
  action: string
}

/**
 * An event's public board: teams and opted-in runners ranked by the share of their own target, with
 * the distance run in the event's unit; the runners' list narrows to one distance by a plain GET
 * form (works without JavaScript).
 */
export async function Leaderboard({ board, locale, distances, chosen, action }: Props) {
  const t = await getTranslations('races')
  const data = await getTranslations('accountData')
  const finished = (done: boolean) => (done ? <span className="race-status race-status--finished">{t('board.finished')}</span> : null)
  const distance = (meters: number) => formatEventDistance(meters, locale)
  return (
    <div className="leaderboard">
      <p>{t('board.rankedBy')}</p>
      <section aria-labelledby="board-teams">
        <h2 id="board-teams">{t('board.teams')}</h2>
        {board.teams.length === 0 ? (
          <p>{t('board.empty')}</p>
        ) : (
          <table className="leaderboard__table">
            <thead>
              <tr>
                <th scope="col">{t('board.rank')}</th>
                <th scope="col">{t('board.name')}</th>
                <th scope="col">{t('board.members')}</th>
                <th scope="col">{t('board.distance')}</th>
                <th scope="col">{t('board.progress')}</th>
              </tr>
            </thead>
            <tbody>
              {board.teams.map((team, i) => (
                <tr key={team.id}>
                  <td>{i + 1}</td>
                  <td>
                    {team.name} {finished(team.finished)}
                  </td>
                  <td>{team.members}</td>
                  <td>
                    {distance(team.meters)} / {distance(team.targetMeters)}
                  </td>
                  <td>{formatPercent(percentOf(team.meters, team.targetMeters), locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="board-runners">
        <h2 id="board-runners">{t('board.runners')}</h2>
        {distances.length > 1 && (
          <form className="leaderboard__filter" method="get" action={action}>
            <label htmlFor="board-distance">{t('board.filter')}</label>
            <select id="board-distance" name="distance" defaultValue={chosen === null ? '' : String(chosen)}>
              <option value="">{t('board.allDistances')}</option>
              {distances.map((d) => (
                <option key={d.lengthKm} value={String(d.lengthKm)}>
                  {d.label} ({distance(d.lengthKm * 1000)})
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn--secondary btn--small">
              {t('board.show')}
            </button>
          </form>
        )}
        {board.runners.length === 0 ? (
          <p>{t('board.empty')}</p>
        ) : (
          <table className="leaderboard__table">
            <thead>
              <tr>
                <th scope="col">{t('board.rank')}</th>
                <th scope="col">{t('board.name')}</th>
                <th scope="col">{t('board.entered')}</th>
                <th scope="col">{t('board.distance')}</th>
                <th scope="col">{t('board.progress')}</th>
              </tr>
            </thead>
            <tbody>
              {board.runners.map((runner, i) => (
                <tr key={runner.id}>
                  <td>{i + 1}</td>
                  <td>
                    {runner.name ?? data('anonymousRunner')} {finished(runner.finished)}
                  </td>
                  <td>{distance(runner.targetMeters)}</td>
                  <td>{distance(runner.meters)}</td>
                  <td>{formatPercent(percentOf(runner.meters, runner.targetMeters), locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
