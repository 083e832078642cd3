import { useTranslations } from 'next-intl'
import type { EntryStep } from '../../entries/steps'

/** Spec §2: where the person is in the entry flow, with the translated step labels. */
export function Stepper({ steps, current }: { steps: readonly EntryStep[]; current: number }) {
  const t = useTranslations('entries')
  return (
    <nav className="stepper" aria-label={t('progress')}>
      <ol className="stepper__list">
        {steps.map((step, i) => {
          const number = i + 1
          const state = number < current ? 'done' : number === current ? 'current' : 'next'
          return (
            <li key={step} className={`stepper__step stepper__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="stepper__number" aria-hidden="true">
                {number}
              </span>
              <span className="stepper__label">{t(`steps.${step}`)}</span>
            </li>
          )
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {t('stepOf', { current, total: steps.length, label: t(`steps.${steps[current - 1]!}`) })}
      </p>
    </nav>
  )
}
