/**
 * When an entrant may still change their booking themselves (decision 0055): until a number of
 * days, set per event, before the event's last day. A virtual event runs for days or weeks, so a
 * place can change hands with runs already logged. After the cut-off, only an editor can.
 */
export type BookingRules = {
  /** The event's last day (its end date, else its start date), as the catalogue stores it. */
  lastDay: string | Date
  /** Days before the start at which self-service changes close; 0 closes them at the start. */
  changesCloseDays: number
  transfersAllowed: boolean
}

const DAY_MS = 24 * 60 * 60_000

export const DEFAULT_CHANGES_CLOSE_DAYS = 2

/** The moment changes close: midnight UTC of the last day, less the event's days. */
export function changesCloseAt(rules: Pick<BookingRules, 'lastDay' | 'changesCloseDays'>): Date {
  const start = new Date(rules.lastDay)
  const day = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate())
  const days = Number.isFinite(rules.changesCloseDays) && rules.changesCloseDays >= 0 ? rules.changesCloseDays : DEFAULT_CHANGES_CLOSE_DAYS
  return new Date(day - days * DAY_MS)
}

export const changesOpen = (rules: Pick<BookingRules, 'lastDay' | 'changesCloseDays'>, now: Date) => now.getTime() < changesCloseAt(rules).getTime()
