import { getTranslations } from 'next-intl/server'
import type { EventLastDay, StartChoice } from '@/training/start'

type Props = {
  choice: StartChoice | null
  start: string
  events: EventLastDay[]
  /** A guest's link query (order and access), kept when the form is sent. */
  linkQuery: string | null
  invalid: boolean
}

/** Dates the plan from a chosen day or an entered event's last day: a plain form, so it works without JavaScript. */
export async function PlanDatesForm({ choice, start, events, linkQuery, invalid }: Props) {
  const t = await getTranslations('trainingPlans.plan')
  const hidden = [...new URLSearchParams(linkQuery ?? '')].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)
  return (
    <div className="plan-dates">
      <h2 className="plan-dates__title">{t('startTitle')}</h2>
      {invalid && (
        <p className="field__error" role="alert">
          {t('startInvalid')}
        </p>
      )}
      <form method="get" className="plan-dates__form">
        {hidden}
        <label>
          <span>{t('startOn')}</span>
          <input type="date" name="start" defaultValue={choice?.kind === 'date' ? choice.date : start} required />
        </label>
        <button type="submit" className="btn btn--secondary">
          {t('datePlan')}
        </button>
      </form>
      {events.length > 0 && (
        <form method="get" className="plan-dates__form">
          {hidden}
          <label>
            <span>{t('finishWith')}</span>
            <select name="finish" defaultValue={choice?.kind === 'event' ? String(choice.eventId) : undefined}>
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--secondary">
            {t('datePlan')}
          </button>
        </form>
      )}
    </div>
  )
}
