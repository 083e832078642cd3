/**
 * A training plan's schedule: weeks of sessions, each on a day (1–7) of its week. Given the day the
 * plan starts, every session gets a calendar date. Dates are ISO calendar days (YYYY-MM-DD) with no
 * time zone: a session falls on the same day in every zone.
 */
export const SESSION_KINDS = ['easy', 'intervals', 'tempo', 'long', 'recovery', 'cross', 'rest', 'race'] as const
export type SessionKind = (typeof SESSION_KINDS)[number]

export type PlanSession = {
  /** 1 for the first day of its week, 7 for the last. */
  day: number
  kind: SessionKind
  distanceKm: number | null
  durationMinutes: number | null
  notes: string | null
}

export type PlanWeek = { focus: string | null; sessions: PlanSession[] }

export type DatedSession = PlanSession & { week: number; date: string }

const DAY_MS = 86_400_000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The calendar day as a UTC midnight, or null when the text is not a real day (2027-02-30). */
export function parseDay(text: string): Date | null {
  const match = ISO_DAY.exec(text)
  if (!match) return null
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10)

export const addDays = (day: string, days: number) => isoDay(new Date(parseDay(day)!.getTime() + days * DAY_MS))

/** The first day of a plan of `weekCount` weeks whose last day is `lastDay`. */
export const startToFinishOn = (lastDay: string, weekCount: number) => addDays(lastDay, -(weekCount * 7 - 1))

/** Every session with its week (1-based) and date, in order. */
export function datedSessions(weeks: PlanWeek[], start: string): DatedSession[] {
  return weeks.flatMap((week, w) => [...week.sessions].sort((a, b) => a.day - b.day).map((session) => ({ ...session, week: w + 1, date: addDays(start, w * 7 + session.day - 1) })))
}

/** The sessions a runner actually does (rest days are shown, not put in a calendar). */
export const isWorkout = (session: PlanSession) => session.kind !== 'rest'
