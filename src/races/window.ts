import { instantOf } from './zoned-time'

/** How an event's race runs (set by editors per event, docs/decisions/0028-race-rules.md). */
export type RaceRules = {
  type: 'open' | 'timeboxed'
  /** The event's first and last calendar days (YYYY-MM-DD). */
  startDay: string
  endDay: string
  /** Hours after the window closes in which runs that started inside it may still be logged. */
  graceHours: number
  /** A timeboxed entrant's window, from their own start. */
  timeboxHours: number
  /** Most metres counted within 24 hours before runs are held for review; null for no cap. */
  dailyCapMeters: number | null
}

/** What an entry chose: its time zone and, for a timeboxed event, its own start. */
export type EntryClock = { timezone: string; startDate: string | null; startTime: string | null }

export type RaceWindow = { opensAt: Date; closesAt: Date; timezone: string; graceHours: number }

/** An event's race rules as stored (Payload's event fields; numbers may come as text from PostgreSQL). */
export type EventRuleFields = {
  eventType?: string | null
  eventStartDate: string | null
  eventEndDate: string | null
  graceHours?: number | string | null
  timeboxHours?: number | string | null
  dailyDistanceCapKm?: number | string | null
}

const hours = (value: number | string | null | undefined, fallback: number) => (value === null || value === undefined || value === '' ? fallback : Number(value))

export const raceRulesOf = (event: EventRuleFields): RaceRules => ({
  type: event.eventType === 'timeboxed' ? 'timeboxed' : 'open',
  startDay: String(event.eventStartDate).slice(0, 10),
  endDay: String(event.eventEndDate).slice(0, 10),
  graceHours: hours(event.graceHours, 24),
  timeboxHours: hours(event.timeboxHours, 24),
  dailyCapMeters: event.dailyDistanceCapKm === null || event.dailyDistanceCapKm === undefined || event.dailyDistanceCapKm === '' ? null : Math.round(Number(event.dailyDistanceCapKm) * 1000),
})

export type RaceStatus = 'upcoming' | 'open' | 'finished' | 'closed'

const HOUR_MS = 60 * 60_000

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10)

/**
 * The entrant's window, in their time zone: an open event runs from the first day's midnight to
 * the end of its last day on the entrant's own clock; a timeboxed one from their chosen start (the
 * event's first day at 00:00 when they chose none) for the event's timebox.
 */
export function raceWindow(rules: RaceRules, entry: EntryClock): RaceWindow {
  const { timezone } = entry
  if (rules.type === 'timeboxed') {
    const opensAt = instantOf(entry.startDate ?? rules.startDay, entry.startTime ?? '00:00', timezone)
    return { opensAt, closesAt: new Date(opensAt.getTime() + rules.timeboxHours * HOUR_MS), timezone, graceHours: rules.graceHours }
  }
  return { opensAt: instantOf(rules.startDay, '00:00', timezone), closesAt: instantOf(nextDay(rules.endDay), '00:00', timezone), timezone, graceHours: rules.graceHours }
}

/** The last moment a run that started inside the window may be logged. */
export const loggingEndsAt = (window: RaceWindow) => new Date(window.closesAt.getTime() + window.graceHours * HOUR_MS)

export function raceStatus(window: RaceWindow, state: { finishedAt: Date | null; closedAt: Date | null }, now: Date): RaceStatus {
  if (state.finishedAt) return 'finished'
  if (state.closedAt || now >= loggingEndsAt(window)) return 'closed'
  if (now < window.opensAt) return 'upcoming'
  return 'open'
}
