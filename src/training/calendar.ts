import { createEvents, type EventAttributes } from 'ics'
import type { Locale } from '../i18n/locales'
import { type PlanLabels, sessionSummary } from './describe'
import { addDays, type DatedSession, isWorkout, parseDay } from './schedule'

export type CalendarInput = {
  plan: { id: number; title: string }
  sessions: DatedSession[]
  locale: Locale
  labels: PlanLabels
  /** The plan's page, linked from every event. */
  url: string
}

const dayParts = (day: string): [number, number, number] => {
  const date = parseDay(day)!
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
}

/**
 * The plan's workouts as an iCalendar file: one all-day event per session, so each lands on its day
 * in whatever time zone the runner's calendar keeps (docs/decisions/0020). Rest days are left out.
 */
export function planCalendar({ plan, sessions, locale, labels, url }: CalendarInput): string {
  const events: EventAttributes[] = sessions.filter(isWorkout).map((session) => ({
    uid: `milepost-plan-${plan.id}-${session.date}-${session.week}-${session.day}@milepost`,
    start: dayParts(session.date),
    end: dayParts(addDays(session.date, 1)),
    title: `${sessionSummary(session, locale, labels)} — ${plan.title}`,
    description: [`${labels.week(session.week)} · ${labels.day(session.day)}`, session.notes].filter(Boolean).join('\n\n'),
    url,
    calName: plan.title,
    productId: 'milepost/training-plans',
    status: 'CONFIRMED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
  }))
  const { error, value } = createEvents(events)
  if (error || !value) throw error ?? new Error('The calendar could not be made')
  return value
}
