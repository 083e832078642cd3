import { getTranslations } from 'next-intl/server'
import type { RaceView } from '../../races/views'

/** The event's counting rules, as the race applies them (docs/decisions/0028-race-rules.md). */
export async function RaceRules({ race }: { race: RaceView }) {
  const t = await getTranslations('races')
  return (
    <section className="race-rules" aria-labelledby="race-rules-title">
      <h2 id="race-rules-title">{t('rulesTitle')}</h2>
      <ul>
        <li>{t('ruleWindow', { timezone: race.window.timezone })}</li>
        <li>{t('ruleGrace', { hours: race.window.graceHours })}</li>
        <li>{t('ruleOnce')}</li>
        <li>{t('rulePace')}</li>
      </ul>
    </section>
  )
}
