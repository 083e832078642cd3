import { getTranslations } from 'next-intl/server'
import { type DistanceUnit, formatDistance, formatPercent } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import type { RunnerName } from '../../races/store'

/** Each member's counted distance and share of the team's: shown to the team's own members only. */
export async function TeamContributions({ members, locale, unit }: { members: { id: number; name: RunnerName; meters: number }[]; locale: Locale; unit: DistanceUnit }) {
  const t = await getTranslations('races')
  const data = await getTranslations('accountData')
  const total = members.reduce((sum, m) => sum + m.meters, 0)
  return (
    <section className="team-contributions" aria-labelledby="team-contributions-title">
      <h2 id="team-contributions-title">{t('teamContributions')}</h2>
      <table className="run-list__table">
        <thead>
          <tr>
            <th scope="col">{t('teamMember')}</th>
            <th scope="col">{t('board.distance')}</th>
            <th scope="col">{t('teamShare')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>{member.name ?? data('anonymousRunner')}</td>
              <td>{formatDistance(member.meters, locale, unit)}</td>
              <td>{formatPercent(total ? Math.round((member.meters / total) * 100) : 0, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
