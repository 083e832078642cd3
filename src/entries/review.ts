import type { EntryDraft, EntryEvent, TeamDraft } from './model'
import { entryProblems, teamProblems } from './rules'

/** What an entry still lacks before it can be paid for: the fields at fault, and whether its form is saved. */
export type EntryGap = { entryId: string; fields: string[]; unsaved: boolean }

export type FlowGaps = { entries: EntryGap[]; team: string[] | null; teamUnsaved: boolean }

/**
 * Spec §5 before paying: every entry complete and saved, and a team's own details saved. The review
 * step names what is missing instead of letting the payment be refused later.
 */
export function flowGaps(input: { entries: EntryDraft[]; team: TeamDraft | null; event: EntryEvent; isSaved: (entry: EntryDraft) => boolean; teamSaved: boolean }): FlowGaps {
  const entries = input.entries
    .map((entry) => ({ entryId: entry.id, fields: Object.keys(entryProblems(entry, input.event)), unsaved: !input.isSaved(entry) }))
    .filter((gap) => gap.fields.length > 0 || gap.unsaved)
  const team = input.team ? Object.keys(teamProblems(input.team, input.event, input.entries.length)) : null
  return { entries, team: team?.length ? team : null, teamUnsaved: !!input.team && !input.teamSaved }
}

export const isComplete = (gaps: FlowGaps) => gaps.entries.length === 0 && !gaps.team && !gaps.teamUnsaved

/** An entry is ready to go on with once its line holds what the form shows and nothing is missing. */
export const entryReady = (entry: EntryDraft, event: EntryEvent, saved: boolean) => saved && Object.keys(entryProblems(entry, event)).length === 0
