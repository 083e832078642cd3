import { DomainError } from '../lib/errors'
import type { MessageKey } from '../i18n/messages'
import type { Locale } from '../i18n/locales'
import { type ActivityType, typeOfKey } from './activity-types'
import { judgeRun, type Judgement } from './counting'
import { finishLine } from './progress'
import { type MedalAddress, owesMedal, shipsBeforeWindow } from './medals'
import { endOf, holdReason, PACE_HORIZON_MS } from './plausibility'
import type { NewRun, Race, RaceTotals, Run } from './race'
import { mayChange, type RunChange, totalsDelta, unfinishing } from './run-edits'
import { runOfFile } from './run-file'
import type { Sport } from './sport'
import type { BoardFilter, RaceStore, RaceWrites } from './store'
import type { UploadedFile } from './uploaded-file'
import { loggingEndsAt, raceWindow } from './window'

/** The figures of a held run as the editor reviewing it saw them. */
export type ReviewedFigures = { distanceMeters: number; durationSeconds: number }
export type ReviewOutcome = 'reviewed' | 'not-held' | 'changed'

/** A run logged by hand (the race page) or pushed by the app, with the event's activity type it states (its key). */
export type RunInput = {
  startedAt: Date
  distanceMeters: number
  durationSeconds: number
  activityType: string
  /** The app's id of the run: the same id again answers the first run. Absent for a run logged by hand. */
  externalId?: string | null
  /** The language the runner uses, when their request says it (the race page and the app do): their mails follow it. */
  language?: Locale | null
}

/** An uploaded file, read (in a worker: uploaded-file.ts) when the service asks for it. */
export type FileInput = { read: () => Promise<UploadedFile>; language?: Locale | null }

/** Everything a new run stores, once its type is known. */
type Logging = Pick<NewRun, 'startedAt' | 'distanceMeters' | 'durationSeconds' | 'elapsedSeconds' | 'source' | 'externalId' | 'fileHash' | 'format' | 'device'> & {
  activityType: ActivityType
  sport: Sport | null
  language: Locale | null
}

export type Logged = { created: boolean; run: Run; race: Race; activityTypes: ActivityType[] }

/** A run after a correction (null once deleted) and the race as it now stands. */
export type Changed = { run: Run | null; race: Race; activityTypes: ActivityType[] }

const refusals: Record<Extract<Judgement, { outcome: 'refused' }>['reason'], MessageKey> = {
  'before-window': 'races.beforeWindow',
  'after-window': 'races.afterWindow',
  'in-future': 'races.inFuture',
  'logging-closed': 'races.loggingClosed',
}

export const RACE_FINISHED_TASK = 'race-finished'
export const TEAM_FINISHED_TASK = 'team-finished'
export const RUN_REVIEWED_TASK = 'run-reviewed'
export const MEDAL_SHIPPED_TASK = 'medal-shipped'

/** Rows per list on an event's board. */
export const BOARD_SIZE = 50

const notFound = () => new DomainError('not_found', 'races.notFound')

/**
 * Logging runs toward a race and reviewing held ones (docs/decisions/0028-race-rules.md). A counted
 * run, the totals it moves and a finish it brings about commit together; the finisher's mail and
 * certificate are queued in the same transaction and made by a worker.
 */
export function raceService(store: RaceStore, now: () => Date = () => new Date()) {
  async function ownRace(customerId: number, entryId: number, locale: Locale): Promise<Race> {
    const race = await store.raceOf(customerId, entryId, locale)
    if (!race) throw notFound()
    return race
  }

  /**
   * Moves the entry's and team's totals by a run's change, and finishes either when it reaches its
   * target, or takes a finish back when a correction leaves the distance short of it again
   * (docs/decisions/0041-editing-runs-units-and-the-board.md). Whether each is finished is read from the rows the
   * update holds, so parallel changes decide on the totals as they stand.
   */
  async function count(tx: RaceWrites, race: Race, delta: RaceTotals) {
    const totals = await tx.addToTotals(race.entryId, race.team?.id ?? null, delta)
    if (!totals.entryFinished && totals.entryMeters >= race.targetMeters) {
      const line = finishLine(await tx.countedRuns(race.entryId), race.targetMeters)
      if (line && (await tx.markFinished(race.entryId, line))) {
        if (owesMedal(race) && !shipsBeforeWindow(race)) await tx.openMedalShipment(race.entryId, race.event.id, `${race.runner.firstName} ${race.runner.lastName}`.trim())
        await tx.enqueue(RACE_FINISHED_TASK, { entryId: race.entryId }, `${RACE_FINISHED_TASK}:${race.entryId}`)
      }
    } else if (unfinishing({ finished: totals.entryFinished, meters: totals.entryMeters, targetMeters: race.targetMeters }) && (await tx.markUnfinished(race.entryId))) {
      if (!shipsBeforeWindow(race)) await tx.withdrawMedalShipment(race.entryId)
      await tx.forgetJob(`${RACE_FINISHED_TASK}:${race.entryId}`)
    }
    const team = race.team
    if (!team || totals.teamMeters === null) return
    if (!totals.teamFinished && totals.teamMeters >= team.targetMeters) {
      const line = finishLine(await tx.countedRunsOfTeam(team.id), team.targetMeters)
      if (line && (await tx.markTeamFinished(team.id, line.finishedAt))) await tx.enqueue(TEAM_FINISHED_TASK, { teamId: team.id }, `${TEAM_FINISHED_TASK}:${team.id}`)
    } else if (unfinishing({ finished: totals.teamFinished, meters: totals.teamMeters, targetMeters: team.targetMeters }) && (await tx.markTeamUnfinished(team.id))) {
      await tx.forgetJob(`${TEAM_FINISHED_TASK}:${team.id}`)
    }
  }

  /** Refuses a run the race no longer takes: outside the window, in the future, or after logging closed. */
  function judged(race: Race, run: { startedAt: Date; distanceMeters: number; durationSeconds: number }) {
    const judgement = race.closedAt ? ({ outcome: 'refused', reason: 'logging-closed' } as const) : judgeRun(raceWindow(race.rules, race.clock), run, now())
    if (judgement.outcome === 'refused') {
      const key = refusals[judgement.reason]
      throw new DomainError('invalid_request', key, { fieldErrors: { startedAt: [key] } })
    }
    return judgement
  }

  /** A run's figures as stored: whole seconds, whole metres. */
  const normalised = (run: { startedAt: Date; distanceMeters: number; durationSeconds: number; elapsedSeconds: number }) => {
    const durationSeconds = Math.round(run.durationSeconds)
    return {
      startedAt: new Date(Math.floor(run.startedAt.getTime() / 1000) * 1000),
      distanceMeters: Math.round(run.distanceMeters),
      durationSeconds,
      elapsedSeconds: Math.max(durationSeconds, Math.round(run.elapsedSeconds)),
    }
  }

  /**
   * The runner's run for a change, read inside the transaction that holds the entry: a run of
   * another entry (so of another runner) is not found, and one that may not change so is refused.
   */
  async function changeable(tx: RaceWrites, entryId: number, runId: number, change: RunChange): Promise<Run> {
    await tx.lockEntry(entryId)
    const run = await tx.runOfEntry(entryId, runId)
    if (!run) throw new DomainError('not_found', 'races.runNotFound')
    if (!mayChange(run, change)) throw new DomainError('conflict', run.status === 'rejected' ? 'races.runRejectedUnchangeable' : 'races.runFromDevice')
    return run
  }

  /**
   * Stores a run and counts it, in one transaction that holds the entry: the runner's other runs
   * around it are read there, so parallel logs of one entry are judged one after the other (the
   * pace rules, plausibility.ts) and the totals stay exact.
   */
  async function record(customerId: number, race: Race, locale: Locale, types: ActivityType[], logging: Logging): Promise<Logged> {
    const { entryId } = race
    const run = normalised(logging)
    const { startedAt } = run
    const judgement = judged(race, run)
    const endsAt = new Date(endOf(run))
    const outcome = await store.transaction(async (tx) => {
      await tx.lockEntry(entryId)
      const near = await tx.runsBetween(entryId, new Date(startedAt.getTime() - PACE_HORIZON_MS), new Date(endsAt.getTime() + PACE_HORIZON_MS))
      const reason = judgement.outcome === 'held' ? judgement.reason : holdReason(run, near, { dailyCapMeters: race.rules.dailyCapMeters })
      const newRun: NewRun = {
        ...run,
        entryId,
        eventId: race.event.id,
        source: logging.source,
        status: reason ? 'held' : 'counted',
        reason,
        externalId: logging.externalId,
        fileHash: logging.fileHash,
        format: logging.format,
        device: logging.device,
        activityTypeId: logging.activityType.id,
        sport: logging.sport,
      }
      const inserted = await tx.insertRun(newRun)
      if ('taken' in inserted) return inserted
      // One body runs one run at a time: a run overlapping another is the same run logged twice
      // (by hand and from the watch, a second later) or made up. Thrown, so the insert rolls back.
      if (near.some((other) => other.startedAt < endsAt && endOf(other) > startedAt.getTime())) {
        throw new DomainError('conflict', 'races.overlapping')
      }
      if (logging.language && race.locale !== logging.language) await tx.rememberLanguage(entryId, logging.language)
      if (newRun.status === 'counted') await count(tx, race, { meters: newRun.distanceMeters, seconds: newRun.durationSeconds, runs: 1 })
      return inserted
    })
    if ('taken' in outcome) {
      if (outcome.taken === 'externalId' && logging.externalId) {
        const first = await store.runByExternalId(entryId, logging.externalId)
        if (first) return { created: false, run: first, race, activityTypes: types }
      }
      throw new DomainError('conflict', outcome.taken === 'file' ? 'races.duplicateFile' : 'races.duplicateStart')
    }
    const [stored, updated] = await Promise.all([store.run(outcome.id), store.raceOf(customerId, entryId, locale)])
    if (!stored || !updated) throw notFound()
    return { created: true, run: stored, race: updated, activityTypes: types }
  }

  async function changed(customerId: number, entryId: number, locale: Locale, types: ActivityType[], runId: number | null): Promise<Changed> {
    const [run, race] = await Promise.all([runId === null ? null : store.run(runId), store.raceOf(customerId, entryId, locale)])
    if (!race || (runId !== null && !run)) throw notFound()
    return { run, race, activityTypes: types }
  }

  return {
    racesOf: (customerId: number, locale: Locale) => store.racesOf(customerId, locale),

    /** One of the customer's races; not found for anyone else's. */
    race: ownRace,

    /** A finished race's certificate, to its runner; not found before a worker has made it. */
    async certificate(customerId: number, entryId: number, locale: Locale): Promise<Uint8Array> {
      const race = await ownRace(customerId, entryId, locale)
      const pdf = race.finishedAt ? await store.certificate(entryId) : null
      if (!pdf) throw notFound()
      return pdf
    },

    /** A race with its runs and the activity types its event counts. */
    async raceWithRuns(customerId: number, entryId: number, locale: Locale): Promise<{ race: Race; runs: Run[]; activityTypes: ActivityType[] }> {
      // The runs' read checks the owner, and the types are the event's (public): all go out together.
      const [race, runs, activityTypes] = await Promise.all([ownRace(customerId, entryId, locale), store.runsOf(customerId, entryId), store.activityTypesOf(entryId, locale)])
      return { race, runs, activityTypes }
    },

    /**
     * Logs a run by hand or from the app: counted, held for review, or refused with the reason
     * (nothing stored). The same app id again answers the first run and stores nothing; the same
     * start time again is a conflict. The type must be one the event counts.
     */
    async logRun(customerId: number, entryId: number, locale: Locale, input: RunInput): Promise<Logged> {
      const [race, types] = await Promise.all([ownRace(customerId, entryId, locale), store.activityTypesOf(entryId, locale)])
      const first = input.externalId ? await store.runByExternalId(entryId, input.externalId) : null
      if (first) return { created: false, run: first, race, activityTypes: types }
      const externalId = input.externalId ?? null
      const activityType = typeOfKey(input.activityType, types, locale)
      return record(customerId, race, locale, types, {
        startedAt: input.startedAt,
        distanceMeters: input.distanceMeters,
        durationSeconds: input.durationSeconds,
        elapsedSeconds: input.durationSeconds,
        source: externalId ? 'app' : 'manual',
        externalId,
        fileHash: null,
        format: null,
        device: null,
        activityType,
        sport: null,
        language: input.language ?? null,
      })
    },

    /**
     * Logs an uploaded file: the legs of the sports the event counts (a file of another sport is
     * refused, naming it), then as any run. The same file again is a conflict. The race is looked up
     * before the file is read: a stranger's entry id costs no parsing.
     */
    async logFile(customerId: number, entryId: number, locale: Locale, input: FileInput): Promise<Logged> {
      const [race, types] = await Promise.all([ownRace(customerId, entryId, locale), store.activityTypesOf(entryId, locale)])
      const file = await input.read()
      if ('missing' in file) throw new DomainError('invalid_request', 'races.file.missing', { fieldErrors: { file: ['races.file.missing'] } })
      const run = runOfFile(file.reading, types, { title: race.event.title, locale })
      const activity = file.reading.ok ? file.reading.activity : null
      return record(customerId, race, locale, types, {
        ...run,
        source: 'file',
        externalId: null,
        fileHash: file.fileHash,
        format: activity?.format ?? null,
        device: activity?.source.slice(0, 100) || null,
        language: input.language ?? null,
      })
    },

    /**
     * Corrects a run the runner logged by hand (a typo: 15 km for 1.5 km), judged again as a new log
     * would be (window, pace rules, overlaps); the totals, a finish and the board follow in the same
     * transaction. Two corrections at once queue on the entry: each moves the totals from the run
     * as the other left it.
     */
    async editRun(customerId: number, entryId: number, runId: number, locale: Locale, input: RunInput): Promise<Changed> {
      const [race, types] = await Promise.all([ownRace(customerId, entryId, locale), store.activityTypesOf(entryId, locale)])
      const activityType = typeOfKey(input.activityType, types, locale)
      const run = normalised({ ...input, elapsedSeconds: input.durationSeconds })
      const judgement = judged(race, run)
      const endsAt = new Date(endOf(run))
      await store.transaction(async (tx) => {
        const before = await changeable(tx, entryId, runId, 'edit')
        const near = (await tx.runsBetween(entryId, new Date(run.startedAt.getTime() - PACE_HORIZON_MS), new Date(endsAt.getTime() + PACE_HORIZON_MS))).filter((other) => other.id !== runId)
        if (near.some((other) => other.startedAt < endsAt && endOf(other) > run.startedAt.getTime())) throw new DomainError('conflict', 'races.overlapping')
        const reason = judgement.outcome === 'held' ? judgement.reason : holdReason(run, near, { dailyCapMeters: race.rules.dailyCapMeters })
        const after = { ...run, status: reason ? ('held' as const) : ('counted' as const), reason, activityTypeId: activityType.id }
        const updated = await tx.updateRun(entryId, runId, after)
        if (updated === 'start-taken') throw new DomainError('conflict', 'races.duplicateStart')
        if (updated === 'gone') throw new DomainError('not_found', 'races.runNotFound')
        await count(tx, race, totalsDelta(before, after))
      })
      return changed(customerId, entryId, locale, types, runId)
    },

    /**
     * Deletes one of the runner's runs, however it was logged, while the race takes runs; what it
     * counted leaves the totals in the same transaction.
     */
    async deleteRun(customerId: number, entryId: number, runId: number, locale: Locale): Promise<Changed> {
      const [race, types] = await Promise.all([ownRace(customerId, entryId, locale), store.activityTypesOf(entryId, locale)])
      if (race.closedAt || now() > loggingEndsAt(raceWindow(race.rules, race.clock))) throw new DomainError('conflict', 'races.loggingClosed')
      await store.transaction(async (tx) => {
        const before = await changeable(tx, entryId, runId, 'delete')
        if (!(await tx.deleteRun(runId))) throw new DomainError('not_found', 'races.runNotFound')
        await count(tx, race, totalsDelta(before, null))
      })
      return changed(customerId, entryId, locale, types, null)
    },

    /**
     * Where the runner's medal goes: one of their saved addresses or a new one, until editors have
     * packed it. Only a race whose medal shipment is open (finished, or an event that ships before
     * the window) has one to set.
     */
    async confirmDeliveryAddress(customerId: number, entryId: number, locale: Locale, address: MedalAddress): Promise<Race> {
      await ownRace(customerId, entryId, locale)
      const outcome = await store.confirmMedalAddress(entryId, address)
      if (outcome === null) throw new DomainError('conflict', 'races.medalNotDue')
      if (outcome === 'locked') throw new DomainError('conflict', 'races.medalPacked')
      return ownRace(customerId, entryId, locale)
    },

    /** The finished team's certificate, to any of its members; not found before a worker has made it. */
    async teamCertificate(customerId: number, entryId: number, locale: Locale): Promise<Uint8Array> {
      const race = await ownRace(customerId, entryId, locale)
      const pdf = race.team?.finishedAt ? await store.teamCertificate(race.team.id) : null
      if (!pdf) throw notFound()
      return pdf
    },

    /** Whether the runner appears on the event's public board (their choice; off until they opt in). */
    async showOnBoard(customerId: number, entryId: number, locale: Locale, show: boolean): Promise<Race> {
      if (!(await store.setOnBoard(customerId, entryId, show))) throw notFound()
      return ownRace(customerId, entryId, locale)
    },

    /** The members' contributions, for a member of the team only. */
    async teamContributions(customerId: number, entryId: number, locale: Locale) {
      const race = await ownRace(customerId, entryId, locale)
      return race.team ? store.teamContributions(race.team.id) : []
    },

    board: (eventId: number, filter?: BoardFilter) => store.board(eventId, BOARD_SIZE, filter),

    /**
     * An editor's decision on a held run: approved, it counts (and may finish the race); rejected,
     * it stays out. Either way the entrant is mailed. The run is read again under the entry's lock,
     * since its runner may correct it meanwhile: what counts is what the row holds, and when the
     * editor says what they saw (`seen`), a run changed since is not decided on ('changed').
     */
    async review(runId: number, decision: 'approve' | 'reject', note: string | null, seen?: ReviewedFigures): Promise<ReviewOutcome> {
      const first = await store.run(runId)
      if (!first || first.status !== 'held') return 'not-held'
      const race = await store.raceOfEntry(first.entryId)
      if (!race) return 'not-held'
      return store.transaction(async (tx): Promise<ReviewOutcome> => {
        await tx.lockEntry(first.entryId)
        const run = await tx.runOfEntry(first.entryId, runId)
        if (!run || run.status !== 'held') return 'not-held'
        if (seen && (seen.distanceMeters !== run.distanceMeters || seen.durationSeconds !== run.durationSeconds)) return 'changed'
        const to = decision === 'approve' ? 'counted' : 'rejected'
        if (!(await tx.setRunStatus(runId, 'held', to, decision === 'approve' ? null : 'rejected-by-editor', note))) return 'not-held'
        if (to === 'counted') await count(tx, race, { meters: run.distanceMeters, seconds: run.durationSeconds, runs: 1 })
        await tx.enqueue(RUN_REVIEWED_TASK, { runId }, `${RUN_REVIEWED_TASK}:${runId}`)
        return 'reviewed'
      })
    },
  }
}

/**
 * Closes every unfinished race whose logging has ended (window and grace period over), keeping the
 * distance it reached. Run by a periodic job; answers how many it closed.
 */
export async function closeEndedRaces(store: RaceStore, now: Date, onError?: (entryId: number, error: unknown) => void, page = 500): Promise<number> {
  let closed = 0
  for (let after = 0; ; ) {
    const batch = await store.unsettled(after, page)
    for (const race of batch) {
      let ended: boolean
      try {
        ended = now >= loggingEndsAt(raceWindow(race.rules, race.clock))
      } catch (error) {
        // One entry with an unreadable clock (an editor's typo in its time zone) must not stop the rest.
        onError?.(race.entryId, error)
        continue
      }
      if (ended && (await store.markClosed(race.entryId, now))) closed++
    }
    if (batch.length < page) return closed
    after = batch[batch.length - 1]!.entryId
  }
}

export type RaceService = ReturnType<typeof raceService>
