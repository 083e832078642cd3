/** What decides whether an uploaded team emblem's file may be served. */
export type EmblemFacts = { uploadedBy: number | null; teamsUsingIt: number }

/**
 * An uploaded emblem is served once a team carries it (race pages show it to everyone), and before
 * that to the customer who uploaded it (the entry flow's preview) and to staff. Nobody else may
 * fetch it: an upload no team uses is not the site's to publish.
 */
export function emblemVisible(emblem: EmblemFacts, viewer: { staff: boolean; customerId: number | null }): boolean {
  if (viewer.staff || emblem.teamsUsingIt > 0) return true
  return viewer.customerId !== null && emblem.uploadedBy === viewer.customerId
}
