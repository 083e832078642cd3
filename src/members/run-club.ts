import { isOneOf } from '../lib/one-of'

/** The run-club pages of spec §2; the first three are open to everyone. */
export const runClubPages = ['landing', 'join', 'affiliation-process', 'members-home', 'discounts', 'events', 'gear', 'team', 'training-plans'] as const
export type RunClubPage = (typeof runClubPages)[number]

const publicPages = new Set<RunClubPage>(['landing', 'join', 'affiliation-process'])

export function isRunClubPage(value: string): value is RunClubPage {
  return isOneOf(runClubPages, value)
}

export function isMembersOnly(page: RunClubPage): boolean {
  return !publicPages.has(page)
}

type Viewer = { collection?: string; roles?: string[] | null; runClubMember?: boolean | null } | null

/**
 * Who may read members' pages: run-club members (membership arrives with customer accounts) and
 * editors, who preview what members see.
 */
export function hasRunClubAccess(viewer: Viewer): boolean {
  if (!viewer) return false
  if (viewer.collection === 'users') return !!viewer.roles?.some((r) => r === 'admin' || r === 'editor')
  return !!viewer.runClubMember
}
