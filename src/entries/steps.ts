import type { EntryPath } from './model'

/** Spec §2: the steps of each entry path (their labels are `entries.steps.*`). */
export const ENTRY_STEPS = {
  individual: ['yourEntry', 'addMerch', 'review', 'orderDetails', 'complete'],
  'create-team': ['teamDetails', 'yourEntry', 'addMerch', 'addTeamMembers', 'orderDetails', 'complete'],
  'join-team': ['findTeam', 'yourEntry', 'addMerch', 'review', 'orderDetails', 'complete'],
} as const satisfies Record<EntryPath, readonly string[]>

export type EntryStep = (typeof ENTRY_STEPS)[EntryPath][number]

/** The page of each path (spec §2 routes). */
export const ENTRY_PAGES: Record<EntryPath, string> = {
  individual: '/events/individual-entry',
  'create-team': '/events/create-team-entry',
  'join-team': '/events/join-team-entry',
}

/** A step's address, without the locale prefix: `/events/individual-entry?event=spring-10k&step=2`. */
export function entryStepPath(entryPath: EntryPath, eventSlug: string, step: number, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ event: eventSlug, step: String(step), ...extra })
  return `${ENTRY_PAGES[entryPath]}?${query}`
}

/** The step a `step` query names (1-based), kept within the path's steps; the last (complete) only with an order. */
export function stepFrom(entryPath: EntryPath, raw: string | null | undefined, hasOrder: boolean): number {
  const last = ENTRY_STEPS[entryPath].length
  if (hasOrder) return last
  const n = Number(raw)
  return Number.isInteger(n) && n >= 1 && n < last ? n : 1
}
