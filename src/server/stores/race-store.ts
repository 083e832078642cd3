import 'server-only'
import type { Payload } from 'payload'
import { drizzleOf } from '../../db/drizzle-tables'
import type { RaceStore } from '../../races/store'
import type { TaskKind } from '../../jobs/queue'
import { payloadBoardStore } from './board-store'
import { payloadMedalStore } from './medal-store'
import { payloadActivityTypes } from './races/activity-types'
import { payloadCertificates } from './races/certificates'
import { payloadRaceClosing } from './races/closing'
import { payloadRaces } from './races/races'
import { payloadRuns } from './races/runs'
import { raceWrites } from './races/writes'

/**
 * Races in Payload's tables (entries, events, teams, activities); typed by the generated schema.
 * `tasks` are the jobs a transaction may queue (the finisher's mail…).
 */
export function payloadRaceStore(payload: Payload, tasks: readonly TaskKind[] = []): RaceStore {
  const { drizzle } = drizzleOf(payload)
  return {
    ...payloadRaces(payload),
    ...payloadActivityTypes(payload),
    ...payloadRuns(payload),
    ...payloadRaceClosing(payload),
    ...payloadCertificates(payload),
    transaction: (work) => drizzle.transaction((tx) => work(raceWrites(payload, tasks, tx))),
    ...payloadMedalStore(payload),
    ...payloadBoardStore(payload),
  }
}
