import type { DistanceUnit } from '../i18n/format'
import type { Locale } from '../i18n/locales'
import type { MedalShipment } from './medals'
import type { Sport } from './sport'
import type { EntryClock, RaceRules } from './window'

/** A paid entry seen as a race: who runs it, toward what, under which rules, and how far they are. */
export type Race = {
  entryId: number
  entrantCustomerId: number
  locale: Locale
  /** `unit`: the one the runner chose for their runs and totals (null: their language's habit). */
  runner: { firstName: string; lastName: string; email: string; unit: DistanceUnit | null }
  event: { id: number; slug: string; title: string; includesMedal: boolean; medalShipping: 'on-finish' | 'before-window' }
  rules: RaceRules
  clock: EntryClock
  targetMeters: number
  noMedal: boolean
  totals: RaceTotals
  finishedAt: Date | null
  finishSeconds: number | null
  closedAt: Date | null
  onBoard: boolean
  /** Made by a worker once the race is finished. */
  hasCertificate: boolean
  /** The medal's shipment, once one is open (on finishing, or before the window for some events). */
  medal: MedalShipment | null
  team: TeamRace | null
}

export type RaceTotals = { meters: number; seconds: number; runs: number }

export type TeamRace = { id: number; name: string; targetMeters: number; meters: number; finishedAt: Date | null; hasCertificate: boolean }

export type RunSource = 'manual' | 'file' | 'app'
export type RunStatus = 'counted' | 'held' | 'rejected'
/** Why a run is held (the pace rules, plausibility.ts) or was rejected. */
export type RunReason = 'implausible-pace' | 'pace-across-runs' | 'daily-distance' | 'rejected-by-editor'

export type Run = {
  id: number
  entryId: number
  startedAt: Date
  distanceMeters: number
  /** Moving time: what the pace is judged on. */
  durationSeconds: number
  /** From start to end, pauses included (a file's; the duration for a run logged by hand): the time it takes up. */
  elapsedSeconds: number
  source: RunSource
  status: RunStatus
  reason: RunReason | null
  reviewNote: string | null
  /** The event's activity type it counted as (null for runs logged before types existed). */
  activityTypeId: number | null
  /** The sport its file stated; null for a file that stated none and for runs logged by hand or by the app. */
  sport: Sport | null
}

export type NewRun = Omit<Run, 'id' | 'reviewNote'> & {
  eventId: number
  externalId: string | null
  fileHash: string | null
  format: string | null
  device: string | null
}

/** Which of an entry's once-only keys a run collided with. */
export type TakenBy = 'start' | 'file' | 'externalId'
