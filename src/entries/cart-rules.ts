import { z } from 'zod'
import { optionsSignature } from '../commerce/cart/line-items'
import type { CartLine, CartProblem, Purchasable } from '../commerce/cart/types'
import { ENTRY_PATHS, type EntryCartLine, type EntryEvent, entryFromLine, isBulkLine, isEntryLine, isEntryMerchLine, teamFromOptions } from './model'
import { type EntryProblems, isIsoDay, isTimezone, startDateProblem } from './rules'

const short = (max: number) => z.string().max(max)
const count = z.number().int().min(0).max(500)

/** What an entry line's options may hold (spec §3 line options): known keys, bounded values. */
const entryOptions = z.strictObject({
  entryId: z
    .string()
    .regex(/^[\w-]{1,40}$/)
    .optional(),
  entryPath: z.enum(ENTRY_PATHS),
  entryType: z.enum(['adult', 'child']).optional(),
  email: short(254).optional(),
  firstName: short(100).optional(),
  lastName: short(100).optional(),
  distance: short(64).optional(),
  timezone: short(64).optional(),
  groupId: short(64).optional(),
  timeboxedStartDate: short(10).optional(),
  timeboxedStartTime: short(5).optional(),
  noMedal: z.boolean().optional(),
  bulkAdult: z.literal(true).optional(),
  bulkChild: z.literal(true).optional(),
  teamName: short(60).optional(),
  teamDistance: short(64).optional(),
  teamTimezone: short(64).optional(),
  teamGroupId: short(64).optional(),
  teamTimeboxedStartDate: short(10).optional(),
  teamTimeboxedStartTime: short(5).optional(),
  teamAdultEntries: count.optional(),
  teamChildEntries: count.optional(),
  teamEmblem: short(60).optional(),
  teamToJoin: z.number().int().positive().optional(),
})

const merchOptions = z.strictObject({ entryId: z.string().regex(/^[\w-]{1,40}$/) })

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** The values an entry line holds so far (a draft may be incomplete until it is paid for). */
function valueProblems(options: Record<string, unknown>, event: EntryEvent, prefix: '' | 'team'): EntryProblems {
  const problems: EntryProblems = {}
  const key = (name: string) => (prefix ? `team${name[0]!.toUpperCase()}${name.slice(1)}` : name)
  const value = (name: string) => options[key(name)] as string | undefined
  if (value('distance') && !event.distances.some((d) => d.id === value('distance'))) problems[key('distance')] = { key: 'entries.unknownDistance' }
  if (value('timezone') && !isTimezone(value('timezone')!)) problems[key('timezone')] = { key: 'entries.unknownTimezone' }
  if (value('groupId') && !event.groups.some((g) => g.id === value('groupId'))) problems[key('groupId')] = { key: 'entries.unknownGroup' }
  const date = value('timeboxedStartDate')
  if (date) {
    const problem = event.type === 'timeboxed' ? startDateProblem(date, event) : isIsoDay(date) ? null : { key: 'entries.invalidDate' as const }
    if (problem) problems[key('timeboxedStartDate')] = problem
  }
  const time = value('timeboxedStartTime')
  if (time && !TIME.test(time)) problems[key('timeboxedStartTime')] = { key: 'entries.invalidTime' }
  return problems
}

export type EntryLineContext = {
  /** The cart's lines after the update, and before it. */
  lines: CartLine[]
  before: CartLine[]
  purchasables: Map<number, Purchasable>
  events: Map<number, EntryEvent>
  /** The teams the lines join, by id (those that exist). */
  teams: Map<number, { name: string; eventId: number }>
  customerId: number | null
}

const withKind = (line: CartLine, purchasables: Map<number, Purchasable>): EntryCartLine => ({ ...line, kind: purchasables.get(line.purchasableId)?.kind ?? null })

/**
 * The entry rules an update-cart request must keep (spec §1, §5): only a signed-in account enters,
 * one event at a time, the entry types and paths the event offers, values the event allows, and a
 * different email for each entry. Only lines this update adds or changes are judged, so a cart saved
 * under older rules can still be emptied. Problems are keyed `lineItems.<index>.options[.<field>]`.
 */
export function entryLineProblems({ lines, before, purchasables, events, teams, customerId }: EntryLineContext): Record<string, CartProblem> {
  const problems: Record<string, CartProblem> = {}
  const all = lines.map((l) => withKind(l, purchasables))
  const unchanged = (line: CartLine) =>
    before.some((b) => b.id === line.id && b.qty === line.qty && b.purchasableId === line.purchasableId && optionsSignature(b.options) === optionsSignature(line.options))
  const entryEventIds = new Set(all.filter((l) => l.kind === 'entry').map((l) => purchasables.get(l.purchasableId)?.eventId))

  all.forEach((line, index) => {
    if (unchanged(line)) return
    const at = (field?: string) => `lineItems.${index}.options${field ? `.${field}` : ''}`
    const purchasable = purchasables.get(line.purchasableId)
    if (line.kind === 'merch') {
      if (line.options.entryId === undefined) return
      if (!customerId) problems[at()] = { key: 'entries.userRequired' }
      else if (!merchOptions.safeParse(line.options).success || !all.some((l) => isEntryLine(l) && l.options.entryId === line.options.entryId)) {
        problems[at('entryId')] = { key: 'entries.noExistingEntry' }
      }
      return
    }
    if (line.kind !== 'entry' || !purchasable) return
    if (!customerId) {
      problems[at()] = { key: 'entries.userRequired' }
      return
    }
    if (entryEventIds.size > 1) {
      problems[at()] = { key: 'entries.oneEventAtATime' }
      return
    }
    const parsed = entryOptions.safeParse(line.options)
    const event = purchasable.eventId ? events.get(purchasable.eventId) : undefined
    if (!parsed.success || !event || (!isEntryLine(line) && !isBulkLine(line))) {
      problems[at()] = { key: 'entries.canNotCreateEntry' }
      return
    }
    const options = parsed.data
    const offered = options.entryPath === 'individual' ? event.individual : event.team
    if (!offered) {
      problems[at('entryPath')] = { key: 'entries.noEntryTypes' }
      return
    }
    if (isBulkLine(line)) {
      const kind = options.bulkAdult ? 'adult' : 'child'
      if (options.entryPath !== 'create-team' || (options.bulkAdult && options.bulkChild) || purchasable.entryType !== kind) problems[at()] = { key: 'entries.canNotCreateEntry' }
      return
    }
    if (line.qty !== 1) problems[`lineItems.${index}.qty`] = { key: 'entries.onePlacePerEntry' }
    if (options.entryType && options.entryType !== purchasable.entryType) problems[at('entryType')] = { key: 'entries.canNotCreateEntry' }
    if (options.email && !EMAIL.test(options.email)) problems[at('email')] = { key: 'validation.email' }
    if (options.teamToJoin && options.entryPath !== 'join-team') problems[at('teamToJoin')] = { key: 'entries.couldNotJoinTeam' }
    if (options.entryPath === 'join-team' && options.teamToJoin) {
      // The team joined is one of this event's, and the name the line shows is that team's.
      const joined = teams.get(options.teamToJoin)
      if (!joined || joined.eventId !== event.id) problems[at('teamToJoin')] = { key: 'entries.couldNotJoinTeam' }
      else if (options.teamName !== undefined && options.teamName !== joined.name) problems[at('teamName')] = { key: 'entries.couldNotJoinTeam' }
    }
    for (const [field, problem] of Object.entries({ ...valueProblems(options, event, ''), ...(options.entryPath === 'create-team' ? valueProblems(options, event, 'team') : {}) })) {
      problems[at(field)] = problem
    }
  })

  // Spec §5: each entry uses its own email.
  const seen = new Set<string>()
  all.forEach((line, index) => {
    if (!isEntryLine(line) || typeof line.options.email !== 'string' || !line.options.email) return
    const email = line.options.email.toLowerCase()
    if (seen.has(email) && !unchanged(line)) problems[`lineItems.${index}.options.email`] = { key: 'validation.unique' }
    seen.add(email)
  })
  return problems
}

/** The entries and team a cart's lines describe, for the checks before paying and the order. */
export function entriesOfLines(lines: EntryCartLine[]) {
  const entries = lines.filter(isEntryLine).map((line) => ({ line, draft: entryFromLine(line, lines) }))
  const teamLine = lines.find((l) => l.kind === 'entry' && l.options.entryPath === 'create-team' && typeof l.options.teamName === 'string')
  const bulk = lines.filter((l) => l.kind === 'entry' && isBulkLine(l))
  return {
    entries,
    team: teamLine ? teamFromOptions(teamLine.options) : null,
    bulk: {
      adult: bulk.filter((l) => l.options.bulkAdult === true).reduce((n, l) => n + l.qty, 0),
      child: bulk.filter((l) => l.options.bulkChild === true).reduce((n, l) => n + l.qty, 0),
    },
    merch: lines.filter(isEntryMerchLine),
  }
}
