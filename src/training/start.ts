import { addDays, isoDay, parseDay, startToFinishOn } from './schedule'

/** How the reader dates a plan: from a day they pick, or so that it ends on an event's last day. */
export type StartChoice = { kind: 'date'; date: string } | { kind: 'event'; eventId: number }
export type EventLastDay = { id: number; title: string; lastDay: string }
export type PlanDates = { start: string; end: string; event: EventLastDay | null }

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined)

/** The choice in a page's or download's query (`start=2027-01-04` or `finish=<event id>`), or null. */
export function readStartChoice(query: { start?: string | string[]; finish?: string | string[] }): StartChoice | null {
  const finish = one(query.finish)
  if (finish && /^\d{1,10}$/.test(finish)) return { kind: 'event', eventId: Number(finish) }
  const start = one(query.start)
  if (start && start.length <= 10) return { kind: 'date', date: start }
  return null
}

export const startChoiceQuery = (choice: StartChoice) => (choice.kind === 'event' ? `finish=${choice.eventId}` : `start=${encodeURIComponent(choice.date)}`)

/**
 * The plan's first and last day for a choice, or null when it cannot be honoured: a day that does
 * not exist or lies more than two years away, or an event the reader has not entered.
 */
export function planDates(choice: StartChoice, weekCount: number, today: string, events: EventLastDay[]): PlanDates | null {
  const length = Math.max(1, weekCount) * 7
  if (choice.kind === 'event') {
    const event = events.find((e) => e.id === choice.eventId)
    if (!event) return null
    const start = startToFinishOn(event.lastDay, Math.max(1, weekCount))
    return { start, end: event.lastDay, event }
  }
  const day = parseDay(choice.date)
  if (!day) return null
  const start = isoDay(day)
  if (start < addDays(today, -366) || start > addDays(today, 2 * 366)) return null
  return { start, end: addDays(start, length - 1), event: null }
}

/** The Monday after `today`: where a plan starts when nobody said. */
export function nextMonday(today: string): string {
  const weekday = parseDay(today)!.getUTCDay()
  return addDays(today, (8 - weekday) % 7 || 7)
}
