import { DomainError, type FieldErrors, type MessageValues } from '../../lib/errors'
import type { Locale } from '../../i18n/locales'
import type { MessageKey } from '../../i18n/messages'
import type { EntryConfig, EntryEvent } from '../model'
import { configProblems } from '../rules'
import { changesOpen } from './changes-window'
import type { ManagedEntry } from './transfer'

/** What an entrant may change of their own entry (issue 28): the event's distance, their clock, group and timeboxed start. */
export type EntryChange = Pick<EntryConfig, 'distance' | 'timezone' | 'groupId' | 'timeboxedStartDate' | 'timeboxedStartTime'>

export type ChangeableEntry = ManagedEntry & {
  teamId: number | null
  countedMeters: number
  countedRuns: number
  startDate: string | null
  startTime: string | null
}

/** The entry's fields a change writes, and what they were (for the audit trail). */
export type EntryChangeWrite = {
  distanceLabel: string
  distanceKm: number
  timezone: string
  groupLabel: string | null
  startDate: string | null
  startTime: string | null
}

export type EntryChangeStore = {
  changeableEntry(customerId: number, entryId: number): Promise<ChangeableEntry | null>
  /** Writes the change while the entry is still this customer's, open and unfinished; false otherwise. */
  saveChange(entryId: number, customerId: number, write: EntryChangeWrite): Promise<boolean>
}

function refuse(key: MessageKey, code: 'conflict' | 'not_found' = 'conflict'): never {
  throw new DomainError(code, key)
}

/**
 * Changes an individual entry within the event's rules and before its cut-off. A team member's
 * distance, clock and start are the team's; a distance shorter than what is already counted, or a
 * new timeboxed start once runs count, would rewrite a race under way, so both are refused.
 */
export async function changeEntry(
  {
    store,
    entryEvent,
  }: { store: EntryChangeStore /** The event as the entry rules read it, in `locale` (its distance and group labels). */; entryEvent: (eventId: number, locale: Locale) => Promise<EntryEvent | null> },
  input: { customerId: number; entryId: number; change: EntryChange; locale: Locale; now: Date },
): Promise<EntryChangeWrite> {
  const entry = await store.changeableEntry(input.customerId, input.entryId)
  if (!entry) refuse('booking.notFound', 'not_found')
  if (entry.cancelled) refuse('booking.cancelled')
  if (entry.finished) refuse('booking.finished')
  if (entry.teamId !== null) refuse('booking.teamEntry')
  if (!changesOpen(entry.rules, input.now)) refuse('booking.changesClosed')
  const event = await entryEvent(entry.eventId, input.locale)
  if (!event) refuse('booking.notFound', 'not_found')

  const problems = configProblems({ ...input.change, noMedal: false }, event, '')
  const fields = Object.entries(problems)
  if (fields.length) {
    const fieldErrors: FieldErrors = Object.fromEntries(fields.map(([field, problem]) => [field, [problem.key]]))
    const values: MessageValues | undefined = fields.find(([, problem]) => problem.values)?.[1].values
    throw new DomainError('invalid_request', 'booking.checkFields', { fieldErrors, values })
  }
  const distance = event.distances.find((d) => d.id === input.change.distance)!
  if (distance.km * 1000 < entry.countedMeters) refuse('booking.belowProgress')
  const timeboxed = event.type === 'timeboxed'
  const startDate = timeboxed ? input.change.timeboxedStartDate : null
  const startTime = timeboxed ? input.change.timeboxedStartTime : null
  if (timeboxed && entry.countedRuns > 0 && (startDate !== entry.startDate || startTime !== entry.startTime)) refuse('booking.startedAlready')

  const write: EntryChangeWrite = {
    distanceLabel: distance.label,
    distanceKm: distance.km,
    timezone: input.change.timezone,
    groupLabel: event.groups.find((g) => g.id === input.change.groupId)?.label ?? null,
    startDate,
    startTime,
  }
  if (!(await store.saveChange(entry.id, input.customerId, write))) refuse('booking.notFound', 'not_found')
  return write
}
