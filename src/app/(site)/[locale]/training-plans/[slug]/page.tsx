import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { NotFoundView, notFoundMetadata } from '@/components/errors/NotFoundView'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { JsonLd } from '@/components/content/JsonLd'
import { PageMessages } from '@/components/i18n/PageMessages'
import { priceTags } from '@/components/market/market-choice'
import { Price } from '@/components/market/Price.client'
import { AddPlanToBasket } from '@/components/training/AddPlanToBasket.client'
import { PlanDatesForm } from '@/components/training/PlanDatesForm'
import { PlanSchedule } from '@/components/training/PlanSchedule'
import { AppLink } from '@/components/ui/AppLink.client'
import { accountUrl } from '@/content/account-link'
import { imageView } from '@/server/content/catalogue'
import { planJsonLd } from '@/content/json-ld'
import { pageMetadata } from '@/server/content/metadata'
import { absoluteUrl } from '@/content/urls'
import { formatDay } from '@/i18n/format'
import { type Locale, localizedPath } from '@/i18n/locales'
import { visibleWeeks } from '@/training/plan'
import { datedSessions } from '@/training/schedule'
import { cachedPlan, readPlan } from '@/server/training/site'
import { nextMonday, planDates, readStartChoice, startChoiceQuery } from '@/training/start'

// Per reader (their purchase, their events, their start date): rendered on each request.
export const dynamic = 'force-dynamic'

type Query = { start?: string | string[]; finish?: string | string[]; order?: string | string[]; access?: string | string[] }
type Props = { params: Promise<{ locale: Locale; slug: string }>; searchParams: Promise<Query> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const plan = await cachedPlan(slug, locale)
  if (!plan) return notFoundMetadata(locale)
  return pageMetadata({ locale, path: `/training-plans/${slug}`, title: plan?.title, description: plan?.summary })
}

/** A training plan: everything of a free or bought plan, dated to the reader's start; else its first week as a preview. */
export default async function TrainingPlanPage({ params, searchParams }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const query = await searchParams
  const reader = await readPlan(slug, locale, query, await headers())
  if (!reader) return <NotFoundView locale={locale} />
  const { plan, owned, linkQuery, events, today, customer } = reader
  const [t, tPlan] = await Promise.all([getTranslations('trainingPlans'), getTranslations('trainingPlans.plan')])

  const choice = readStartChoice(query)
  const chosen = choice && planDates(choice, plan.weekCount, today, events)
  const dates = chosen ?? planDates({ kind: 'date', date: nextMonday(today) }, plan.weekCount, today, [])!
  const { weeks, preview } = visibleWeeks(plan, owned)
  const sessions = datedSessions(weeks, dates.start)
  const path = `/training-plans/${plan.slug}`
  const downloadQuery = [chosen ? startChoiceQuery(choice!) : `start=${dates.start}`, linkQuery].filter(Boolean).join('&')
  const image = imageView(plan.image)

  return (
    <article className="page plan-page">
      {plan.paid && <JsonLd data={planJsonLd(plan, absoluteUrl(localizedPath(locale, path)), image ? absoluteUrl(image.src) : null)} />}
      <p className="breadcrumb">
        <AppLink href="/training-plans">{t('title')}</AppLink>
      </p>
      <header className="page__header">
        <p className="plan__meta">
          <span className="badge">{t(`level.${plan.level}`)}</span> {t('weeks', { weeks: plan.weekCount })}
          {plan.sessionsPerWeek ? ` · ${t('sessions', { count: plan.sessionsPerWeek })}` : null}
        </p>
        <h1 className="page__title">{plan.title}</h1>
        <p className="page__intro">{plan.summary}</p>
        <p className="plan__price">{plan.paid ? <Price prices={priceTags(plan.prices, locale)} /> : t('free')}</p>
      </header>

      {plan.paid &&
        (owned ? (
          <p className="plan__owned" role="status">
            {tPlan('owned')}
          </p>
        ) : (
          <div className="plan__buy">
            {plan.purchasableId && (
              <PageMessages locale={locale} namespaces={['cart']}>
                <AddPlanToBasket purchasableId={plan.purchasableId} title={plan.title} prices={plan.prices} />
              </PageMessages>
            )}
            {!customer && (
              <p>
                {tPlan('ownedSignIn')} <a href={accountUrl('/account', locale, `${localizedPath(locale, path)}`)}>{tPlan('signIn')}</a>
              </p>
            )}
          </div>
        ))}

      {plan.content && <RichText className="prose" data={plan.content} />}

      {!preview && (
        <section className="plan__dated">
          <PlanDatesForm choice={choice} start={dates.start} events={events} linkQuery={linkQuery} invalid={!!choice && !chosen} />
          <p className="plan__dates">
            {tPlan('dates', { start: formatDay(dates.start, locale), end: formatDay(dates.end, locale) })}
            {dates.event ? ` · ${dates.event.title}` : null}
          </p>
          <p className="plan__downloads">
            <a className="btn btn--red" href={`${localizedPath(locale, `${path}/calendar`)}?${downloadQuery}`} download>
              {tPlan('calendar')}
            </a>{' '}
            <a className="btn btn--secondary" href={`${localizedPath(locale, `${path}/printable`)}?${downloadQuery}`} download>
              {tPlan('pdf')}
            </a>
          </p>
        </section>
      )}

      <section className="plan__schedule">
        <h2>{preview ? tPlan('previewTitle', { weeks: plan.weekCount }) : tPlan('schedule')}</h2>
        {preview && <p className="plan__preview-note">{tPlan('previewText')}</p>}
        <PlanSchedule weeks={weeks} sessions={sessions} locale={locale} />
      </section>
    </article>
  )
}
