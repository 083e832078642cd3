import 'server-only'
import { formatDay } from '../../i18n/format'
import { type Locale, localizedPath, normaliseLocale } from '../../i18n/locales'
import { getTranslator } from '../../i18n/server-translator'
import { createMessageTranslator } from '../../i18n/translator'
import { env } from '../../lib/env'
import { planCalendar } from '../../training/calendar'
import { planDocument } from '../../training/pdf'
import { datedSessions } from '../../training/schedule'
import { planLabels, readPlan } from './site'
import { nextMonday, planDates, readStartChoice } from '../../training/start'

type Params = Promise<{ locale: string; slug: string }>

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** The plan, dated as the query says, for one who may have all of it; else null. */
async function datedPlan(request: Request, params: Params) {
  const { locale: rawLocale, slug } = await params
  const locale = normaliseLocale(rawLocale)
  if (!locale) return null
  const url = new URL(request.url)
  const query = Object.fromEntries(url.searchParams)
  const reader = await readPlan(slug, locale, query, request.headers, { cached: false })
  if (!reader?.owned) return null
  const { plan, today, events } = reader
  const choice = readStartChoice(query)
  const dates = (choice ? planDates(choice, plan.weekCount, today, events) : planDates({ kind: 'date', date: nextMonday(today) }, plan.weekCount, today, [])) ?? null
  if (!dates) return { locale, plan, dates: null, sessions: [] }
  return { locale, plan, dates, sessions: datedSessions(plan.weeks, dates.start) }
}

const attachment = (slug: string, extension: string) => `attachment; filename="${slug.replace(/[^\w-]/g, '')}.${extension}"`

const badDate = async (locale: Locale) => {
  const t = await getTranslator(locale)
  return new Response(t('trainingPlans.plan.startInvalid'), { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}

/** GET …/training-plans/{slug}/calendar: the dated plan as an iCalendar file in the reader's language. */
export async function calendarResponse(request: Request, params: Params): Promise<Response> {
  const found = await datedPlan(request, params)
  if (!found) return notFound()
  if (!found.dates) return badDate(found.locale)
  const t = await createMessageTranslator(found.locale, 'trainingPlans.plan')
  const body = planCalendar({
    plan: found.plan,
    sessions: found.sessions,
    locale: found.locale,
    labels: planLabels(t),
    url: `${env.SITE_URL}${localizedPath(found.locale, `/training-plans/${found.plan.slug}`)}`,
  })
  return new Response(body, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': attachment(found.plan.slug, 'ics'), 'Cache-Control': 'private, no-store' },
  })
}

/** GET …/training-plans/{slug}/printable: the dated plan as a PDF in the reader's language. */
export async function printableResponse(request: Request, params: Params): Promise<Response> {
  const found = await datedPlan(request, params)
  if (!found) return notFound()
  if (!found.dates) return badDate(found.locale)
  const tPlan = await createMessageTranslator(found.locale, 'trainingPlans.plan')
  const pageUrl = `${env.SITE_URL}${localizedPath(found.locale, `/training-plans/${found.plan.slug}`)}`
  const bytes = await planDocument({
    plan: found.plan,
    sessions: found.sessions,
    locale: found.locale,
    labels: planLabels(tPlan),
    dates: tPlan('dates', { start: formatDay(found.dates.start, found.locale), end: formatDay(found.dates.end, found.locale) }),
    footer: tPlan('footer', { url: pageUrl }),
  })
  return new Response(Buffer.from(bytes), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': attachment(found.plan.slug, 'pdf'), 'Cache-Control': 'private, no-store' },
  })
}
