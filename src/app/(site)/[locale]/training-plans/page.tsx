import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { listTrainingPlans } from '@/content/articles'
import { pageMetadata } from '@/content/metadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'trainingPlans' })
  return pageMetadata({ locale, path: '/training-plans', title: t('title'), description: t('intro') })
}

export default async function TrainingPlansPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [plans, t] = await Promise.all([listTrainingPlans(locale), getTranslations('trainingPlans')])
  return (
    <section className="page">
      <header className="page__header">
        <h1 className="page__title">{t('title')}</h1>
        <p className="page__intro">{t('intro')}</p>
      </header>
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
