import { getTranslations, setRequestLocale } from 'next-intl/server'
import { listingMetadata, PageHeader } from '@/components/content/Listing'
import { PageMessages } from '@/components/i18n/PageMessages'
import { priceTags } from '@/components/market/market-choice'
import { Price } from '@/components/market/Price.client'
import { AddPlanToBasket } from '@/components/training/AddPlanToBasket.client'
import { AppLink } from '@/components/ui/AppLink.client'
import type { Locale } from '@/i18n/locales'
import { cachedPlans } from '@/server/training/site'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = listingMetadata('trainingPlans', '/training-plans')

/** Every published plan with its level, length and price; paid ones go in the basket from here. */
export default async function TrainingPlansPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [plans, t] = await Promise.all([cachedPlans(locale), getTranslations('trainingPlans')])
  return (
    <section className="page">
      <PageHeader title={t('title')} intro={t('intro')} />
      {plans.length === 0 && <p>{t('empty')}</p>}
      <PageMessages locale={locale} namespaces={['cart']}>
        <div className="stack">
          {plans.map((plan) => (
            <article key={plan.id} className="card plan" id={plan.slug}>
              <p className="plan__meta">
                <span className="badge">{t(`level.${plan.level}`)}</span> {t('weeks', { weeks: plan.weekCount })}
                {plan.sessionsPerWeek ? ` · ${t('sessions', { count: plan.sessionsPerWeek })}` : null}
              </p>
              <h2 className="card__title">
                <AppLink href={`/training-plans/${plan.slug}`}>{plan.title}</AppLink>
              </h2>
              <p>{plan.summary}</p>
              <p className="plan__price">{plan.paid ? <Price prices={priceTags(plan.prices, locale)} /> : t('free')}</p>
              <div className="plan__actions">
                <AppLink className="btn btn--secondary" href={`/training-plans/${plan.slug}`}>
                  {t('viewPlan')}
                </AppLink>
                {plan.purchasableId && <AddPlanToBasket purchasableId={plan.purchasableId} title={plan.title} prices={plan.prices} />}
              </div>
            </article>
          ))}
        </div>
      </PageMessages>
    </section>
  )
}
