import 'server-only'
import { rowIdOf } from '../../lib/ids'
import { DomainError } from '../../lib/errors'
import { raceView } from '../../races/views'
import type { ActivityType } from '../../races/activity-types'
import type { Race } from '../../races/race'
import { siteServices } from '../site-services'

export const races = async () => (await siteServices()).races()

/** The certificate's address: a finished race's PDF, served to its runner only. */
export const certificatePath = (entryId: number) => `/app-api/races/${entryId}/certificate`

export const viewOf = (race: Race, now = new Date(), types?: ActivityType[]) => raceView(race, now, certificatePath(race.entryId), types)

/** An entry id from a path; anything else is simply a race not found. */
export const entryIdOf = rowIdOf

/** The entry id of a booking route's path (`/races/{entryId}/…`); anything else is a 404 "No entry found". */
export function bookingEntryId(params: { entryId: string }): number {
  const entryId = entryIdOf(params.entryId)
  if (entryId === null) throw new DomainError('not_found', 'booking.notFound')
  return entryId
}

/** The place id of a captain's route (`/teams/{teamId}/places/{placeId}`); anything else is a 404. */
export function placeIdParam(params: { placeId: string }): number {
  const placeId = rowIdOf(params.placeId)
  if (placeId === null) throw new DomainError('not_found', 'booking.claimNotOpen')
  return placeId
}

/** The team id of a captain's route (`/teams/{teamId}`); anything else is a 404 "No team found". */
export function teamIdParam(params: { teamId: string }): number {
  const teamId = rowIdOf(params.teamId)
  if (teamId === null) throw new DomainError('not_found', 'booking.teamNotFound')
  return teamId
}

/** A certificate as a download. */
export const pdfResponse = (pdf: Uint8Array, name: string) =>
  new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
