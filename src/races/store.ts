import type { Locale } from '../i18n/locales'
import type { CountedRun, FinishLine } from './progress'
import type { NewRun, Race, RaceTotals, Run, RunStatus, RunReason, TakenBy } from './race'
import type { MedalAddress, MedalShipment } from './medals'
import type { ActivityType } from './activity-types'
import type { RunSpan } from './plausibility'
import type { EntryClock, RaceRules } from './window'

/** The race's data access (src/server/stores/race-store.ts binds it to Payload's tables). */
export type RaceStore = RunStore & MedalStore & BoardStore

/** Entries as races, their runs and certificates. */
export type RunStore = {
  /** The paid entries whose entrant is this customer, newest first. */
  racesOf(customerId: number, locale: Locale): Promise<Race[]>
  /** One of them; null for anyone else's entry or an unknown id. */
  raceOf(customerId: number, entryId: number, locale: Locale): Promise<Race | null>
  /** The activity types the entry's event counts, in its order (the first is its default), named in `locale`. */
  activityTypesOf(entryId: number, locale: Locale): Promise<ActivityType[]>
  /** Any entry's race, for editors' reviews and background jobs; titled in the entrant's language unless `locale` says. */
  raceOfEntry(entryId: number, locale?: Locale): Promise<Race | null>
  /** The entry's runs, newest first; none when the entry is not this customer's race. */
  runsOf(customerId: number, entryId: number): Promise<Run[]>
  runByExternalId(entryId: number, externalId: string): Promise<Run | null>
  run(runId: number): Promise<Run | null>
  /** The races of a team's named members, each titled in its entrant's language. */
  teamRaces(teamId: number): Promise<Race[]>
  certificate(entryId: number): Promise<Uint8Array | null>
  /** Keeps the certificate made for the finish at `finishedAt`; false (nothing kept) when that finish was taken back since. */
  saveCertificate(entryId: number, pdf: Uint8Array, finishedAt: Date): Promise<boolean>
  teamCertificate(teamId: number): Promise<Uint8Array | null>
  saveTeamCertificate(teamId: number, pdf: Uint8Array, finishedAt: Date): Promise<boolean>
  transaction<T>(work: (tx: RaceWrites) => Promise<T>): Promise<T>
  /** Entries neither finished nor closed, with what their windows need, a page after `afterId`. */
  unsettled(afterId: number, limit: number): Promise<{ entryId: number; rules: RaceRules; clock: EntryClock }[]>
  /** Closes an unfinished entry at `at` with the distance it has; false when it finished or closed meanwhile. */
  markClosed(entryId: number, at: Date): Promise<boolean>
}

/** Medals owed: one shipment per entry (src/server/stores/medal-store.ts). */
export type MedalStore = {
  /** Sets the delivery address of the entry's medal; `locked` once editors have packed it, null when none is open. */
  confirmMedalAddress(entryId: number, address: MedalAddress): Promise<'confirmed' | 'locked' | null>
  shipment(shipmentId: number): Promise<MedalShipment | null>
  /** Opens shipments for every entry owed a medal by an event that ships before the window; answers how many. */
  openEarlyShipments(): Promise<number>
}

/** What is shown of a race to others (src/server/stores/board-store.ts). */
export type BoardStore = {
  /**
   * An event's public board: teams and the runners who chose to appear, aggregates only, ranked by
   * the share of their own target (finishers by when they finished); runners of one distance only
   * when `filter` names it.
   */
  board(eventId: number, limit: number, filter?: BoardFilter): Promise<Board>
  /** Each named member's counted distance, for the team's own members. */
  teamContributions(teamId: number): Promise<{ id: number; name: RunnerName; meters: number }[]>
  /** False when the entry is not this customer's race. */
  setOnBoard(customerId: number, entryId: number, show: boolean): Promise<boolean>
}

export type BoardRow = { id: number; name: string; meters: number; finished: boolean }
/** A runner's shown name; null for one who deleted their account (shown as an anonymous runner). */
export type RunnerName = string | null
export type Board = {
  teams: (BoardRow & { members: number; targetMeters: number })[]
  runners: (Omit<BoardRow, 'name'> & { name: RunnerName; targetMeters: number; distanceLabel: string })[]
}
/** One of the event's distances (its `lengthKm`). */
export type BoardFilter = { distanceKm?: number }

/** Writes inside one transaction: a run and the totals it moves commit together or not at all. */
export type RaceWrites = {
  /** Holds the entry's row to the end of the transaction: logs of one entry queue here. */
  lockEntry(entryId: number): Promise<void>
  /** The entry's counted and held runs that start between `from` and `to` (the pace rules and the overlap check read them). */
  runsBetween(entryId: number, from: Date, to: Date): Promise<(RunSpan & { id: number })[]>
  /** One of the entry's runs as it stands in this transaction; null for another entry's run or an unknown id. */
  runOfEntry(entryId: number, runId: number): Promise<Run | null>
  /** Corrects a run logged by hand; `start-taken` when another of the entry's runs (a rejected one, too) starts then. */
  updateRun(entryId: number, runId: number, run: RunCorrection): Promise<'updated' | 'gone' | 'start-taken'>
  /** False when it no longer exists (a parallel delete). */
  deleteRun(runId: number): Promise<boolean>
  /** The new run's id, or which once-only key (start time, file, app id) an earlier run holds. */
  insertRun(run: NewRun): Promise<{ id: number } | { taken: TakenBy }>
  /** Moves a run from one status to another; false when it no longer has `from` (a review raced another). */
  setRunStatus(runId: number, from: RunStatus, to: RunStatus, reason: RunReason | null, note: string | null): Promise<boolean>
  /**
   * Adds to the entry's (and its team's) totals and answers them as they now stand. The update
   * holds their rows to the end of the transaction, so runs of one entry or team queue here and
   * every answer is exact.
   */
  addToTotals(entryId: number, teamId: number | null, delta: RaceTotals): Promise<{ entryMeters: number; entryFinished: boolean; teamMeters: number | null; teamFinished: boolean }>
  countedRuns(entryId: number): Promise<CountedRun[]>
  countedRunsOfTeam(teamId: number): Promise<CountedRun[]>
  /** False when the entry was finished already. */
  markFinished(entryId: number, line: FinishLine): Promise<boolean>
  markTeamFinished(teamId: number, at: Date): Promise<boolean>
  /** Takes the finish, its time and certificate back (the distance fell below the target); false when it was not finished. */
  markUnfinished(entryId: number): Promise<boolean>
  markTeamUnfinished(teamId: number): Promise<boolean>
  /** Withdraws the entry's medal shipment while it is neither packed nor shipped. */
  withdrawMedalShipment(entryId: number): Promise<void>
  /** Forgets a queued or done job by its key, so that the same key may be queued again (a second finish). */
  forgetJob(key: string): Promise<void>
  /** Opens the entry's medal shipment, waiting for its address (once: a second call does nothing). */
  openMedalShipment(entryId: number, eventId: number, recipient: string): Promise<void>
  /** The entrant's language, as they last logged a run in it: their mails speak it, whoever paid. */
  rememberLanguage(entryId: number, locale: Locale): Promise<void>
  /** Queues a background task in this transaction (mails, certificates). */
  enqueue(task: string, input: unknown, key: string): Promise<void>
}

/** What a correction of a run stores: its new figures, type and how it is judged now. */
export type RunCorrection = Pick<Run, 'startedAt' | 'distanceMeters' | 'durationSeconds' | 'elapsedSeconds' | 'status' | 'reason' | 'activityTypeId'>
