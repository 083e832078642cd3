import { getTranslations } from 'next-intl/server'
import { formatEventDistance, formatNames } from '../../i18n/format'
import type { Locale } from '../../i18n/locales'
import type { RaceView } from '../../races/views'

/** The event's counting rules, as the race applies them (docs/decisions/0028-race-rules.md, 0030). */
export async function RaceRules({ race, activityTypes, locale }: { race: RaceView; activityTypes: { key: string; name: string }[]; locale: Locale }) {
  const t = await getTranslations('races')
  return (
    <section className="race-rules" aria-labelledby="race-rules-title">
      <h2 id="race-rules-title">{t('rulesTitle')}</h2>
      <ul>
        <li>{t('ruleWindow', { timezone: race.window.timezone })}</li>
        <li>{t('ruleGrace', { hours: race.window.graceHours })}</li>
        {activityTypes.length > 0 && (
          <li>
            {t('ruleTypes', {
              types: formatNames(
                activityTypes.map((type) => type.name),
                locale,
              ),
            })}
          </li>
        )}
        <li>{t('ruleOnce')}</li>
        <li>{t('rulePace')}</li>
        {race.dailyDistanceCapMeters !== null && <li>{t('ruleDailyCap', { distance: formatEventDistance(race.dailyDistanceCapMeters, locale) })}</li>}
      </ul>
    </section>
  )
}
