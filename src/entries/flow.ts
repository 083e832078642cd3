import {
  blankEntry,
  blankTeam,
  DEFAULT_TIMEZONE,
  type EntrantDetails,
  type EntryCartLine,
  type EntryConfig,
  type EntryDraft,
  type EntryEvent,
  entryFromLine,
  type EntryPath,
  isEntryLine,
  type JoinedTeam,
  joinedTeamOf,
  teamFromOptions,
  type TeamDraft,
  teamStart,
} from './model'

/** Spec §4 loading labels: what the flow is waiting for ('saving-team' is Milepost's own). */
export type LoadingLabel =
  | 'idle'
  | `loading-entry-${string}-type-${number}`
  | `removing-entry-${string}`
  | `adding-entry-merch-${string}-${number}`
  | `removing-entry-merch-${string}-${number}`
  | `saving-entry-${string}`
  | 'saving-team'
  | 'cancelling'

export type AppUser = { email: string; firstName: string | null; lastName: string | null }
export type { JoinedTeam }

export type EntryFlowState = {
  event: EntryEvent
  entryPath: EntryPath | null
  entries: EntryDraft[]
  team: TeamDraft | null
  teamToJoin: JoinedTeam | null
  /** The time zone new drafts start with: the entrant's own, once the browser has said it. */
  timezone: string
  /** Spec §5: what the server said of each email asked about (true: free to enter). */
  emailStatus: Record<string, boolean>
  loading: LoadingLabel
  error: unknown
}

export type EntryFlowAction =
  | { type: 'choose-path'; entryPath: EntryPath; newId: string; appUser: AppUser | null; timezone?: string }
  | { type: 'cart-changed'; lines: EntryCartLine[]; appUser: AppUser | null; newId: string }
  | { type: 'edit-entry'; id: string; user?: Partial<EntrantDetails>; config?: Partial<EntryConfig> }
  | { type: 'edit-team'; team: Partial<Omit<TeamDraft, 'config'>>; config?: Partial<EntryConfig> }
  | { type: 'add-entry'; id: string; entryPath: EntryPath }
  | { type: 'drop-entry'; id: string }
  | { type: 'join-team'; team: JoinedTeam | null }
  /** The joined team's settings, read again after a reload: shown beside the joiner's own choices. */
  | { type: 'team-known'; team: JoinedTeam }
  | { type: 'email-status'; statuses: Record<string, boolean> }
  | { type: 'loading'; label: LoadingLabel }
  | { type: 'failed'; error: unknown }
  | { type: 'idle' }
  | { type: 'reset' }

export function initialEntryFlow(event: EntryEvent): EntryFlowState {
  return { event, entryPath: null, entries: [], team: null, teamToJoin: null, timezone: DEFAULT_TIMEZONE, emailStatus: {}, loading: 'idle', error: null }
}

const prefill = (user: AppUser | null) => (user ? { email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '' } : null)

/**
 * Spec §4: entries are rebuilt from the cart's lines. A line decides that an entry exists, its type
 * and its merch; what the person has typed but not saved yet stays as typed. Entries not in the cart
 * yet (no type chosen) are kept; with none at all, a blank entry prefilled from the app user is added.
 */
function rebuild(state: EntryFlowState, lines: EntryCartLine[], appUser: AppUser | null, newId: string): EntryFlowState {
  const entryLines = lines.filter(isEntryLine)
  const fromLines = entryLines.map((line) => {
    const draft = entryFromLine(line, lines)
    const typed = state.entries.find((e) => e.id === draft.id)
    return typed ? { ...draft, user: typed.user, config: typed.config } : draft
  })
  const unsaved = state.entries.filter((e) => !fromLines.some((d) => d.id === e.id) && !e.entryVariantId)
  const entryPath = state.entryPath ?? fromLines[0]?.entryPath ?? null
  let entries = [...fromLines, ...unsaved]
  if (!entries.length && entryPath) entries = [blankEntry(newId, entryPath, state.event, prefill(appUser), state.timezone)]

  const teamLine = lines.find((l) => l.kind === 'entry' && l.options.entryPath === 'create-team' && typeof l.options.teamName === 'string')
  const team = state.team ?? (teamLine ? teamFromOptions(teamLine.options) : entryPath === 'create-team' ? blankTeam(state.event, state.timezone) : null)
  // The joined team lives on the joiner's line, so a reload (a phone dropping the tab) keeps it.
  const joined = entryLines.map((l) => joinedTeamOf(l.options)).find((t) => t !== null) ?? null
  const teamToJoin = state.teamToJoin ?? joined
  return { ...state, entryPath, entries, team, teamToJoin }
}

const reset = (state: EntryFlowState): EntryFlowState => ({ ...initialEntryFlow(state.event), timezone: state.timezone })

/** What a team sets for its entrants (a medal is each entrant's own choice). */
const TEAM_SETTINGS = ['distance', 'timezone', 'groupId', 'timeboxedStartDate', 'timeboxedStartTime'] as const satisfies readonly (keyof EntryConfig)[]

/**
 * The team's distance, time zone, group and start apply to its entrants unless they chose their own:
 * an entrant's value that still equals the team's old one follows the change (the captain's too).
 */
function followTeam(entry: EntryDraft, before: EntryConfig, change: Partial<EntryConfig> | undefined): EntryDraft {
  if (!change || entry.entryPath !== 'create-team') return entry
  const followed = TEAM_SETTINGS.filter((key) => key in change && entry.config[key] === before[key])
  return followed.length ? { ...entry, config: { ...entry.config, ...Object.fromEntries(followed.map((key) => [key, change[key]])) } } : entry
}

export function entryFlowReducer(state: EntryFlowState, action: EntryFlowAction): EntryFlowState {
  switch (action.type) {
    case 'choose-path': {
      const timezone = action.timezone ?? state.timezone
      // Spec §4: choosing create-team starts a team draft with an empty name and the defaults.
      const team = action.entryPath === 'create-team' ? (state.team ?? blankTeam(state.event, timezone)) : null
      const entries = state.entries.length
        ? state.entries.map((e) => ({ ...e, entryPath: action.entryPath }))
        : [blankEntry(action.newId, action.entryPath, state.event, prefill(action.appUser), timezone)]
      return { ...state, timezone, entryPath: action.entryPath, team, entries, teamToJoin: action.entryPath === 'join-team' ? state.teamToJoin : null }
    }
    case 'cart-changed':
      return rebuild(state, action.lines, action.appUser, action.newId)
    case 'edit-entry':
      return {
        ...state,
        entries: state.entries.map((e) => (e.id === action.id ? { ...e, user: { ...e.user, ...action.user }, config: { ...e.config, ...action.config } } : e)),
      }
    case 'edit-team': {
      if (!state.team) return state
      const team = { ...state.team, ...action.team, config: { ...state.team.config, ...action.config } }
      return { ...state, team, entries: state.entries.map((entry) => followTeam(entry, state.team!.config, action.config)) }
    }
    case 'add-entry':
      return { ...state, entries: [...state.entries, blankEntry(action.id, action.entryPath, state.event, null, state.timezone)] }
    case 'drop-entry':
      return { ...state, entries: state.entries.filter((e) => e.id !== action.id) }
    case 'join-team': {
      // The team's distance, time zone and start apply to a joiner unless they choose their own.
      const settings = action.team?.settings
      if (!settings) return { ...state, teamToJoin: action.team }
      const start = teamStart(settings, state.event)
      return { ...state, teamToJoin: action.team, entries: state.entries.map((e) => (e.entryPath === 'join-team' ? { ...e, config: { ...e.config, ...start } } : e)) }
    }
    case 'team-known':
      return state.teamToJoin?.id === action.team.id ? { ...state, teamToJoin: { ...action.team, name: action.team.name || state.teamToJoin.name } } : state
    case 'email-status':
      return { ...state, emailStatus: { ...state.emailStatus, ...action.statuses } }
    case 'loading':
      return { ...state, loading: action.label, error: null }
    case 'failed':
      return { ...state, loading: 'idle', error: action.error }
    case 'idle':
      return { ...state, loading: 'idle' }
    case 'reset':
      return reset(state)
  }
}
