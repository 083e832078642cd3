import { getTranslations } from 'next-intl/server'
import { formatDistance, formatPercent } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import { percentOf } from '../../races/progress'
import type { Board } from '../../races/store'

/** An event's public board: teams and opted-in runners with their counted distance, nothing else. */
export async function Leaderboard({ board, locale }: { board: Board; locale: Locale }) {
  const t = await getTranslations('races')
  const data = await getTranslations('accountData')
  const finished = (done: boolean) => (done ? <span className="race-status race-status--finished">{t('board.finished')}</span> : null)
  return (
    <div className="leaderboard">
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
                    {formatDistance(team.meters, locale)} · {formatPercent(percentOf(team.meters, team.targetMeters), locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="board-runners">
        <h2 id="board-runners">{t('board.runners')}</h2>
        {board.runners.length === 0 ? (
          <p>{t('board.empty')}</p>
        ) : (
          <table className="leaderboard__table">
            <thead>
              <tr>
                <th scope="col">{t('board.rank')}</th>
                <th scope="col">{t('board.name')}</th>
                <th scope="col">{t('board.distance')}</th>
              </tr>
            </thead>
            <tbody>
              {board.runners.map((runner, i) => (
                <tr key={runner.id}>
                  <td>{i + 1}</td>
                  <td>
                    {runner.name ?? data('anonymousRunner')} {finished(runner.finished)}
                  </td>
                  <td>{formatDistance(runner.meters, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
