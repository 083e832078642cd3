import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { sessionDate, sessionSummary } from '@/training/describe'
import type { DatedSession, PlanWeek } from '@/training/schedule'
import { planLabels } from '@/server/training/site'

type Props = { weeks: PlanWeek[]; sessions: DatedSession[]; locale: Locale }

/** The plan's weeks, each session with its date, kind, distance or duration, and notes. */
export async function PlanSchedule({ weeks, sessions, locale }: Props) {
  const t = await getTranslations('trainingPlans.plan')
  const labels = planLabels(t)
  return (
    <ol className="plan-weeks">
      {weeks.map((week, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: weeks are numbered: their place is their identity
        <li key={index} className="plan-week">
          <h3 className="plan-week__title">
            {labels.week(index + 1)}
            {week.focus && <span className="plan-week__focus"> — {week.focus}</span>}
          </h3>
          <ul className="plan-sessions">
            {sessions
              .filter((s) => s.week === index + 1)
              .map((session) => (
                <li key={`${session.day}-${session.kind}-${session.date}`} className="plan-session" data-kind={session.kind}>
                  <p className="plan-session__when">
                    <time dateTime={session.date}>{sessionDate(session, locale)}</time> · {labels.day(session.day)}
                  </p>
                  <p className="plan-session__what">{sessionSummary(session, locale, labels)}</p>
                  {session.notes && <p className="plan-session__notes">{session.notes}</p>}
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
