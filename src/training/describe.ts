import { intlTag } from '../i18n/format'
import type { Locale } from '../i18n/locales'
import type { DatedSession, PlanSession, SessionKind } from './schedule'

/** The words a plan is shown with, in the reader's language (messages `trainingPlans.plan`). */
export type PlanLabels = {
  kind: (kind: SessionKind) => string
  week: (week: number) => string
  day: (day: number) => string
}

/** "Long run · 12 km" or "Intervals · 45 min", numbers in the locale's way. */
export function sessionSummary(session: PlanSession, locale: Locale, labels: PlanLabels): string {
  const tag = intlTag(locale)
  const parts = [labels.kind(session.kind)]
  if (session.distanceKm) parts.push(new Intl.NumberFormat(tag, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(session.distanceKm))
  if (session.durationMinutes) parts.push(new Intl.NumberFormat(tag, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(session.durationMinutes))
  return parts.join(' · ')
}

/** "Tue 5 Jan 2027" in the locale's way; dates are calendar days, so shown in UTC. */
export function sessionDate(session: Pick<DatedSession, 'date'>, locale: Locale): string {
  return new Intl.DateTimeFormat(intlTag(locale), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${session.date}T00:00:00Z`))
}
