import { csvCell } from '../commerce/orders/csv'
import { formatDuration } from '../i18n/format'
import { siteIdOf } from '../i18n/locales'
import { type EventRuleFields, raceRulesOf, raceStatus, raceWindow } from '../races/window'

type Named = { name?: string | null; title?: string | null } | number | string | null | undefined
/** The entry's event at depth 1: its name and its race rules. */
type EventOfEntry = ({ title?: string | null } & Partial<EventRuleFields>) | number | string | null | undefined

/** An entry as the export reads it (depth 1: its event and team are documents). */
export type ExportedEntry = {
  createdAt: string
  firstName: string
  lastName: string
  email: string
  event: EventOfEntry
  entryType: string
  entryPath: string
  distanceLabel: string
  distanceKm: number
  timezone: string
  groupLabel?: string | null
  startDate?: string | null
  startTime?: string | null
  team?: Named
  noMedal?: boolean | null
  orderNumber: string
  locale?: string | null
  /** The race so far (issue 17): counted metres, the finish and its running time. */
  countedMeters?: number | null
  finishedAt?: string | null
  finishSeconds?: number | null
  closedAt?: string | null
}

export type ExportedTeam = {
  createdAt: string
  name: string
  event: Named
  captainEmail: string
  distanceLabel: string
  timezone: string
  startDate?: string | null
  startTime?: string | null
  adultEntries?: number | null
  childEntries?: number | null
  orderNumber: string
}

const nameOf = (value: Named) => (value && typeof value === 'object' ? (value.title ?? value.name ?? '') : (value ?? ''))
const start = (date?: string | null, time?: string | null) => (date ? `${date} ${time || '00:00'}` : '')

export const ENTRY_CSV_COLUMNS = [
  'entrant',
  'email',
  'event',
  'entry_type',
  'entry_path',
  'distance',
  'distance_km',
  'timezone',
  'group',
  'start',
  'team',
  'medal',
  'order_reference',
  'entered_at',
  'race_status',
  'counted_km',
  'finished_at',
  'finish_time',
  'locale',
  'site_id',
] as const
export const TEAM_CSV_COLUMNS = ['team', 'event', 'captain_email', 'distance', 'timezone', 'start', 'adult_places', 'child_places', 'order_reference', 'created_at'] as const

export const entryCsvHeader = () => ENTRY_CSV_COLUMNS.join(',')
export const teamCsvHeader = () => TEAM_CSV_COLUMNS.join(',')

const RACE_STATUS_CELL = { upcoming: 'upcoming', open: 'running', finished: 'finished', closed: 'closed' } as const

/** Where the entrant's race stands now, on their own clock (src/races/window.ts); empty when the event is not at hand. */
function raceStatusCell(entry: ExportedEntry, now: Date): string {
  const state = { finishedAt: entry.finishedAt ? new Date(entry.finishedAt) : null, closedAt: entry.closedAt ? new Date(entry.closedAt) : null }
  const event = entry.event
  if (state.finishedAt) return 'finished'
  if (!event || typeof event !== 'object' || !event.eventStartDate || !event.eventEndDate) return state.closedAt ? 'closed' : ''
  const window = raceWindow(raceRulesOf({ ...event, eventStartDate: event.eventStartDate, eventEndDate: event.eventEndDate }), {
    timezone: entry.timezone,
    startDate: entry.startDate ?? null,
    startTime: entry.startTime ?? null,
  })
  return RACE_STATUS_CELL[raceStatus(window, state, now)]
}

export function entryCsvRow(entry: ExportedEntry, now = new Date()): string {
  return [
    `${entry.firstName} ${entry.lastName}`,
    entry.email,
    nameOf(entry.event),
    entry.entryType,
    entry.entryPath,
    entry.distanceLabel,
    entry.distanceKm,
    entry.timezone,
    entry.groupLabel ?? '',
    start(entry.startDate, entry.startTime),
    nameOf(entry.team),
    entry.noMedal ? 'no' : 'yes',
    entry.orderNumber,
    entry.createdAt,
    raceStatusCell(entry, now),
    Math.round(Number(entry.countedMeters ?? 0)) / 1000,
    entry.finishedAt ?? '',
    entry.finishSeconds ? formatDuration(entry.finishSeconds) : '',
    entry.locale ?? '',
    siteIdOf(entry.locale),
  ]
    .map(csvCell)
    .join(',')
}

export function teamCsvRow(team: ExportedTeam): string {
  return [
    team.name,
    nameOf(team.event),
    team.captainEmail,
    team.distanceLabel,
    team.timezone,
    start(team.startDate, team.startTime),
    team.adultEntries ?? 0,
    team.childEntries ?? 0,
    team.orderNumber,
    team.createdAt,
  ]
    .map(csvCell)
    .join(',')
}
