import { getTranslations } from 'next-intl/server'
import { type Locale, localizedPath } from '../../i18n/locales'
import type { PlanView } from '../../training/plan'

/** "My training plans": the plans the customer bought, each opening its full, datable page. */
export async function PlanLibrary({ plans, locale }: { plans: PlanView[]; locale: Locale }) {
  const [t, tPlans] = await Promise.all([getTranslations('account'), getTranslations('trainingPlans')])
  return (
    <section className="plan-library" aria-labelledby="plan-library-title">
      <h2 id="plan-library-title">{t('myPlans')}</h2>
      {plans.length === 0 ? (
        <p>{t('noPlans')}</p>
      ) : (
        <ul className="address-book__list">
          {plans.map((plan) => (
            <li key={plan.id} className="address-book__item plan-library__item">
              <strong>{plan.title}</strong>
              <span>{tPlans('weeks', { weeks: plan.weekCount })}</span>
              <a href={localizedPath(locale, `/training-plans/${plan.slug}`)}>
                {t('openPlan')}
                <span className="visually-hidden"> {plan.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
