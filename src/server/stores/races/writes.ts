import 'server-only'
import { and, eq, inArray } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, type Tx } from '../../../db/drizzle-tables'
import { MEDAL_STATUSES } from '../../../races/medals'
import { withdrawsMedal } from '../../../races/run-edits'
import type { RaceWrites } from '../../../races/store'
import { enqueue, type TaskKind } from '../../../jobs/queue'
import { payloadJobStore } from '../job-store'
import { now } from './rows'
import { progressWrites } from './progress-writes'
import { runWrites } from './run-writes'

/** Shipments a finish taken back withdraws: neither packed nor shipped. */
const WITHDRAWABLE = MEDAL_STATUSES.filter((status) => withdrawsMedal(status, false))

/** Everything one of a race's transactions writes: its runs, the progress they make, and what follows (medal, mails, language). */
export function raceWrites(payload: Payload, tasks: readonly TaskKind[], tx: Tx): RaceWrites {
  const { tables } = drizzleOf(payload)
  const { entries, medal_shipments: shipments } = tables
  return {
    ...runWrites(tables, tx),
    ...progressWrites(tables, tx),
    async withdrawMedalShipment(entryId) {
      await tx.delete(shipments).where(and(eq(shipments.entry, entryId), inArray(shipments.status, WITHDRAWABLE)))
    },
    async forgetJob(key) {
      await tx.delete(tables.jobs).where(eq(tables.jobs.key, key))
    },
    async openMedalShipment(entryId, eventId, recipient) {
      await tx.insert(shipments).values({ entry: entryId, event: eventId, recipient, status: 'awaiting-address', createdAt: now(), updatedAt: now() }).onConflictDoNothing()
    },
    async rememberLanguage(entryId, locale) {
      await tx.update(entries).set({ locale }).where(eq(entries.id, entryId))
    },
    async enqueue(task, input, key) {
      await enqueue(payloadJobStore(payload, tx), tasks, { task, input, key })
    },
  }
}
