import { type EntryConfig, type EntryDraft, type EntryEvent, normaliseEmail, type TeamDraft } from './model'

/** A problem with one field: a message key (namespaces `validation`, `entries`) and its values. */
export type EntryProblem = { key: EntryMessageKey; values?: Record<string, string | number> }
export type EntryProblems = Record<string, EntryProblem>

export type EntryMessageKey =
  | 'validation.required'
  | 'validation.email'
  | 'validation.unique'
  | 'validation.tooLong'
  | 'validation.dateAfter'
  | 'validation.dateBefore'
  | 'entries.invalidDate'
  | 'entries.invalidTime'
  | 'entries.unknownDistance'
  | 'entries.unknownTimezone'
  | 'entries.unknownGroup'
  | 'entries.teamTooBig'
  | 'entries.teamNameTaken'

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A real calendar day written YYYY-MM-DD (spec §9). */
export function isIsoDay(value: string): boolean {
  if (!DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The day before or after a YYYY-MM-DD day. */
export function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + by)
  return date.toISOString().slice(0, 10)
}

/** A wall-clock time written HH:mm (00:00–23:59). */
export const isClockTime = (value: string) => TIME.test(value)

let zones: Set<string> | null = null
export function isTimezone(value: string): boolean {
  zones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])
  return zones.has(value)
}

/**
 * Spec §5: a timeboxed start date lies between the event's start and end. The spec's messages name
 * the same first and last days as the field's hint ("Between {start} and {end}"), both allowed
 * (decision 0036): one pair of days on screen, never the day before or after.
 */
export function startDateProblem(value: string | null, event: Pick<EntryEvent, 'start' | 'end'>): EntryProblem | null {
  if (!value) return { key: 'validation.required' }
  if (!isIsoDay(value)) return { key: 'entries.invalidDate' }
  if (value < event.start) return { key: 'validation.dateAfter', values: { date: event.start } }
  if (value > event.end) return { key: 'validation.dateBefore', values: { date: event.end } }
  return null
}

export function configProblems(config: EntryConfig, event: EntryEvent, prefix: string): EntryProblems {
  const problems: EntryProblems = {}
  if (!config.distance) problems[`${prefix}distance`] = { key: 'validation.required' }
  else if (!event.distances.some((d) => d.id === config.distance)) problems[`${prefix}distance`] = { key: 'entries.unknownDistance' }
  if (!isTimezone(config.timezone)) problems[`${prefix}timezone`] = { key: 'entries.unknownTimezone' }
  if (config.groupId && !event.groups.some((g) => g.id === config.groupId)) problems[`${prefix}groupId`] = { key: 'entries.unknownGroup' }
  if (event.type === 'timeboxed') {
    const date = startDateProblem(config.timeboxedStartDate, event)
    if (date) problems[`${prefix}timeboxedStartDate`] = date
    if (!TIME.test(config.timeboxedStartTime)) problems[`${prefix}timeboxedStartTime`] = { key: 'entries.invalidTime' }
  }
  return problems
}

const required = (value: string, max: number): EntryProblem | null => (!value.trim() ? { key: 'validation.required' } : value.trim().length > max ? { key: 'validation.tooLong' } : null)

/** What must be put right before an entry can be saved (its form's fields: `user.email`, `config.distance`…). */
export function entryProblems(entry: EntryDraft, event: EntryEvent): EntryProblems {
  const problems: EntryProblems = {}
  const first = required(entry.user.firstName, 100)
  const last = required(entry.user.lastName, 100)
  if (first) problems['user.firstName'] = first
  if (last) problems['user.lastName'] = last
  const email = normaliseEmail(entry.user.email)
  if (!email) problems['user.email'] = { key: 'validation.required' }
  else if (email.length > 254 || !EMAIL.test(email)) problems['user.email'] = { key: 'validation.email' }
  if (!entry.entryVariantId || !entry.entryType) problems.entryType = { key: 'validation.required' }
  Object.assign(problems, configProblems(entry.config, event, 'config.'))
  return problems
}

/** A team's own fields (`name`, `config.distance`…) and its size. */
export function teamProblems(team: TeamDraft, event: EntryEvent, namedMembers: number): EntryProblems {
  const problems: EntryProblems = {}
  const name = required(team.name, 60)
  if (name) problems.name = name
  Object.assign(problems, configProblems(team.config, event, 'config.'))
  if (namedMembers + team.adultEntries + team.childEntries > event.maxTeamSize) {
    problems.adultEntries = { key: 'entries.teamTooBig', values: { count: event.maxTeamSize } }
  }
  return problems
}

/**
 * Spec §5: each entry of a team uses its own email. The entries whose email another entry already
 * uses ('This field must be unique'), by entry id.
 */
export function duplicateEmails(entries: Pick<EntryDraft, 'id' | 'user'>[]): Set<string> {
  const seen = new Map<string, string>()
  const duplicates = new Set<string>()
  for (const entry of entries) {
    const email = normaliseEmail(entry.user.email)
    if (!email) continue
    if (seen.has(email)) duplicates.add(entry.id)
    else seen.set(email, entry.id)
  }
  return duplicates
}
