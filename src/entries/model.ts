import type { PurchasableKind } from '../commerce/cart/types'
import { isOneOf } from '../lib/one-of'
/**
 * Event entries as the entry flow and the cart share them (spec §3): an entry draft becomes one
 * cart line of an entry variant, whose options carry the entrant and their choices; merch for an
 * entrant is a line tied to that entry; a team's bulk places are one adult and one child line.
 */

export const ENTRY_PATHS = ['individual', 'create-team', 'join-team'] as const
export type EntryPath = (typeof ENTRY_PATHS)[number]
export type EntryType = 'adult' | 'child'

export const DEFAULT_TIMEZONE = 'Europe/London'
export const DEFAULT_START_TIME = '00:00'

export type EntryConfig = {
  distance: string | null
  timezone: string
  groupId: string | null
  timeboxedStartDate: string | null
  timeboxedStartTime: string
  noMedal: boolean
}

export type EntrantDetails = { email: string; firstName: string; lastName: string }

export type EntryDraft = {
  id: string
  entryPath: EntryPath
  entryVariantId: number | null
  entryType: EntryType | null
  merch: { id: number; qty: number }[]
  user: EntrantDetails
  config: EntryConfig
}

export type TeamDraft = {
  name: string
  config: EntryConfig
  adultEntries: number
  childEntries: number
  /** One of the emblem set (`bolt`), or `upload:<id>` for an image the captain uploaded. */
  emblem: string | null
}

/** What the entry flow and the rules need to know of an event (spec §3 event product, app event). */
export type EntryEvent = {
  id: number
  slug: string
  title: string
  type: 'open' | 'timeboxed'
  /** YYYY-MM-DD */
  start: string
  end: string
  individual: boolean
  team: boolean
  includesMedal: boolean
  maxTeamSize: number
  distances: { id: string; label: string; km: number }[]
  groups: { id: string; label: string }[]
}

/** What a team chose for its members (its distance as the event's distance id, when the event still has it). */
export type TeamSettings = Pick<EntryConfig, 'distance' | 'timezone' | 'timeboxedStartDate' | 'timeboxedStartTime'>

/** A team as the join search shows it (docs/site-api.md entries/event-teams). */
export type TeamListing = { id: number; name: string; emblem: string | null; emblemUrl: string | null; distance: string; memberCount: number; settings: TeamSettings }

/** The team a joiner chose: its name, and its settings once known (a line read back after a reload has only the id and name). */
export type JoinedTeam = { id: number; name: string; settings?: TeamSettings | null }

/** The line options of spec §3, as stored on cart lines. */
export type EntryLineOptions = {
  entryId?: string
  entryPath?: EntryPath
  entryType?: EntryType
  email?: string
  firstName?: string
  lastName?: string
  distance?: string
  timezone?: string
  groupId?: string
  timeboxedStartDate?: string
  timeboxedStartTime?: string
  noMedal?: boolean
  bulkAdult?: boolean
  bulkChild?: boolean
  teamName?: string
  teamDistance?: string
  teamTimezone?: string
  teamGroupId?: string
  teamTimeboxedStartDate?: string
  teamTimeboxedStartTime?: string
  teamAdultEntries?: number
  teamChildEntries?: number
  teamEmblem?: string
  teamToJoin?: number
}

/** A cart line as the entry rules see it: what it buys (an entry variant or merch) and its options. */
export type EntryCartLine = { id: number; purchasableId: number; qty: number; options: Record<string, unknown>; kind: PurchasableKind | null }

export const isBulkLine = (line: Pick<EntryCartLine, 'options'>) => line.options.bulkAdult === true || line.options.bulkChild === true
/** The line of an entrant's place: an entry variant with the entry's id. */
export const isEntryLine = (line: EntryCartLine) => line.kind === 'entry' && !isBulkLine(line) && typeof line.options.entryId === 'string'
/** Merch bought for one entrant. */
export const isEntryMerchLine = (line: EntryCartLine) => line.kind === 'merch' && typeof line.options.entryId === 'string'
/** Every line the entry flow owns: entrants' places, their merch and the team's bulk places. */
export const belongsToEntries = (line: EntryCartLine) => isEntryLine(line) || isEntryMerchLine(line) || (line.kind === 'entry' && isBulkLine(line))

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** A team name as search and uniqueness see it: no case, no accents, single spaces. */
export function teamNameKey(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** A draft's first values; `timezone` is the entrant's own zone when the browser tells it (decision 0035). */
export function defaultConfig(event: Pick<EntryEvent, 'type' | 'start' | 'distances'> | null, timezone: string = DEFAULT_TIMEZONE): EntryConfig {
  return {
    distance: event?.distances.length === 1 ? event.distances[0]!.id : null,
    timezone,
    groupId: null,
    // Spec §4: a timeboxed event defaults the start date to the event's start.
    timeboxedStartDate: event?.type === 'timeboxed' ? event.start : null,
    timeboxedStartTime: DEFAULT_START_TIME,
    noMedal: false,
  }
}

export function blankEntry(id: string, entryPath: EntryPath, event: EntryEvent | null, user?: Partial<EntrantDetails> | null, timezone?: string): EntryDraft {
  return {
    id,
    entryPath,
    entryVariantId: null,
    entryType: null,
    merch: [],
    user: { email: user?.email ?? '', firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
    config: defaultConfig(event, timezone),
  }
}

export function blankTeam(event: EntryEvent | null, timezone?: string): TeamDraft {
  return { name: '', config: defaultConfig(event, timezone), adultEntries: 0, childEntries: 0, emblem: null }
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')
const textOrNull = (v: unknown) => (typeof v === 'string' && v ? v : null)
const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0)
export const isEntryPath = (v: unknown): v is EntryPath => isOneOf(ENTRY_PATHS, v)

function configOf(options: Record<string, unknown>, prefix: '' | 'team'): EntryConfig {
  const key = (name: string) => (prefix ? `team${name[0]!.toUpperCase()}${name.slice(1)}` : name)
  return {
    distance: textOrNull(options[key('distance')]),
    timezone: text(options[key('timezone')]) || DEFAULT_TIMEZONE,
    groupId: textOrNull(options[key('groupId')]),
    timeboxedStartDate: textOrNull(options[key('timeboxedStartDate')]),
    timeboxedStartTime: text(options[key('timeboxedStartTime')]) || DEFAULT_START_TIME,
    noMedal: prefix ? false : options.noMedal === true,
  }
}

/** The options without their empty values (null, undefined, ''): a line keeps only what was chosen. */
const drop = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== '')) as { [K in keyof T]?: Exclude<T[K], null> }

function configOptions(config: EntryConfig, prefix: '' | 'team'): EntryLineOptions {
  const options = {
    distance: config.distance,
    timezone: config.timezone,
    groupId: config.groupId,
    timeboxedStartDate: config.timeboxedStartDate,
    timeboxedStartTime: config.timeboxedStartDate ? config.timeboxedStartTime : null,
  }
  if (!prefix) return drop({ ...options, noMedal: config.noMedal || null })
  return drop(Object.fromEntries(Object.entries(options).map(([k, v]) => [`team${k[0]!.toUpperCase()}${k.slice(1)}`, v]))) as EntryLineOptions
}

export function teamOptions(team: TeamDraft): EntryLineOptions {
  return drop({
    teamName: team.name.trim(),
    ...configOptions(team.config, 'team'),
    teamAdultEntries: team.adultEntries,
    teamChildEntries: team.childEntries,
    teamEmblem: team.emblem,
  })
}

/** The options of an entrant's line: who, their choices, and their team (created, or joined: its id and name). */
export function entryLineOptions(entry: EntryDraft, team: TeamDraft | null, teamToJoin: Pick<JoinedTeam, 'id' | 'name'> | null): EntryLineOptions {
  const joining = entry.entryPath === 'join-team' && teamToJoin ? teamToJoin : null
  return drop({
    entryId: entry.id,
    entryPath: entry.entryPath,
    entryType: entry.entryType,
    email: normaliseEmail(entry.user.email),
    firstName: entry.user.firstName.trim(),
    lastName: entry.user.lastName.trim(),
    ...configOptions(entry.config, ''),
    ...(entry.entryPath === 'create-team' && team ? teamOptions(team) : {}),
    teamToJoin: joining?.id,
    // The joined team's name, so the basket, review and checkout can say which team (update-cart checks it is that team's).
    ...(joining ? { teamName: joining.name } : {}),
  })
}

export function bulkLineOptions(kind: EntryType, team: TeamDraft): EntryLineOptions {
  return { entryPath: 'create-team', ...(kind === 'adult' ? { bulkAdult: true } : { bulkChild: true }), ...teamOptions(team) }
}

/** An entry draft read back from its cart line, with the merch lines tied to it. */
export function entryFromLine(line: EntryCartLine, lines: EntryCartLine[]): EntryDraft {
  const o = line.options
  return {
    id: text(o.entryId),
    entryPath: isEntryPath(o.entryPath) ? o.entryPath : 'individual',
    entryVariantId: line.purchasableId,
    entryType: o.entryType === 'child' ? 'child' : o.entryType === 'adult' ? 'adult' : null,
    merch: lines.filter((l) => isEntryMerchLine(l) && l.options.entryId === o.entryId).map((l) => ({ id: l.purchasableId, qty: l.qty })),
    user: { email: text(o.email), firstName: text(o.firstName), lastName: text(o.lastName) },
    config: configOf(o, ''),
  }
}

/** The joined team a line names (its id and name), or null. */
export function joinedTeamOf(options: Record<string, unknown>): JoinedTeam | null {
  const id = options.teamToJoin
  return options.entryPath === 'join-team' && typeof id === 'number' && Number.isInteger(id) && id > 0 ? { id, name: text(options.teamName) } : null
}

/**
 * A recorded team's settings as the flow knows them: its distance back to the event's distance id
 * (recorded as a label and a length: the length finds it, in any language), zone and start.
 */
export function teamSettings(
  team: { distanceKm: number; distanceLabel: string; timezone: string; startDate: string | null; startTime: string | null },
  event: Pick<EntryEvent, 'distances'>,
): TeamSettings {
  const distance = event.distances.find((d) => d.km === team.distanceKm) ?? event.distances.find((d) => d.label === team.distanceLabel)
  return { distance: distance?.id ?? null, timezone: team.timezone, timeboxedStartDate: team.startDate, timeboxedStartTime: team.startTime ?? DEFAULT_START_TIME }
}

/** The settings a joiner starts from: the team's, where the event still offers them. */
export function teamStart(settings: TeamSettings, event: Pick<EntryEvent, 'type' | 'distances'>): Partial<EntryConfig> {
  return {
    ...(settings.distance && event.distances.some((d) => d.id === settings.distance) ? { distance: settings.distance } : {}),
    timezone: settings.timezone,
    ...(event.type === 'timeboxed' && settings.timeboxedStartDate ? { timeboxedStartDate: settings.timeboxedStartDate, timeboxedStartTime: settings.timeboxedStartTime } : {}),
  }
}

export function teamFromOptions(options: Record<string, unknown>): TeamDraft {
  return {
    name: text(options.teamName),
    config: configOf(options, 'team'),
    adultEntries: count(options.teamAdultEntries),
    childEntries: count(options.teamChildEntries),
    emblem: textOrNull(options.teamEmblem),
  }
}
