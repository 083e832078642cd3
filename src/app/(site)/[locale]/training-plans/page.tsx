import { RichText } from '@payloadcms/richtext-lexical/react'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { listingMetadata, PageHeader } from '@/components/content/Listing'
import { listTrainingPlans } from '@/content/articles'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export const generateMetadata = listingMetadata('trainingPlans', '/training-plans')

export default async function TrainingPlansPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [plans, t] = await Promise.all([listTrainingPlans(locale), getTranslations('trainingPlans')])
  return (
    <section className="page">
      <PageHeader title={t('title')} intro={t('intro')} />
      {plans.length === 0 && <p>{t('empty')}</p>}
      <div className="stack">
        {plans.map((plan) => (
          <article key={plan.id} className="card plan" id={plan.slug}>
            <p className="plan__meta">
              <span className="badge">{t(`level.${plan.level}`)}</span> {t('weeks', { weeks: plan.weeks })}
              {plan.sessionsPerWeek ? ` · ${t('sessions', { count: plan.sessionsPerWeek })}` : null}
            </p>
            <h2 className="card__title">{plan.title}</h2>
            <p>{plan.summary}</p>
            {plan.content && <RichText className="prose" data={plan.content} />}
          </article>
        ))}
      </div>
    </section>
  )
}
