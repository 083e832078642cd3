import 'server-only'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { nullableNumber, type Tables, type Tx } from '../../../db/drizzle-tables'
import type { RaceWrites } from '../../../races/store'
import { iso, now, num, toRun } from './rows'

/** A transaction's writes to the runs themselves: logging, correcting, deleting and reviewing one. */
export function runWrites({ activities }: Tables, tx: Tx): Pick<RaceWrites, 'runsBetween' | 'insertRun' | 'runOfEntry' | 'updateRun' | 'deleteRun' | 'setRunStatus'> {
  return {
    async runsBetween(entryId, from, to) {
      const rows = await tx
        .select({
          id: activities.id,
          startedAt: activities.startedAt,
          distanceMeters: activities.distanceMeters,
          durationSeconds: activities.durationSeconds,
          elapsedSeconds: activities.elapsedSeconds,
        })
        .from(activities)
        .where(and(eq(activities.entry, entryId), inArray(activities.status, ['counted', 'held']), sql`${activities.startedAt} >= ${iso(from)}`, sql`${activities.startedAt} < ${iso(to)}`))
      return rows.map((r) => ({
        id: Number(r.id),
        startedAt: new Date(r.startedAt),
        distanceMeters: num(r.distanceMeters),
        durationSeconds: num(r.durationSeconds),
        elapsedSeconds: nullableNumber(r.elapsedSeconds) ?? num(r.durationSeconds),
      }))
    },
    async insertRun(run) {
      const values = {
        entry: run.entryId,
        event: run.eventId,
        startedAt: iso(run.startedAt),
        distanceMeters: run.distanceMeters,
        durationSeconds: run.durationSeconds,
        elapsedSeconds: run.elapsedSeconds,
        source: run.source,
        status: run.status,
        reason: run.reason,
        externalId: run.externalId,
        fileHash: run.fileHash,
        format: run.format,
        device: run.device,
        activityType: run.activityTypeId,
        sport: run.sport,
        createdAt: now(),
        updatedAt: now(),
      }
      // The unique indexes decide (also between two logs of one run racing); which key an earlier
      // run holds is read afterwards, so the answer can say it.
      const inserted = await tx.insert(activities).values(values).onConflictDoNothing().returning({ id: activities.id })
      if (inserted[0]) return { id: Number(inserted[0].id) }
      const mine = (column: SQL) =>
        tx
          .select({ id: activities.id })
          .from(activities)
          .where(and(eq(activities.entry, run.entryId), column))
          .limit(1)
      if (run.externalId && (await mine(eq(activities.externalId, run.externalId))).length) return { taken: 'externalId' }
      if (run.fileHash && (await mine(eq(activities.fileHash, run.fileHash))).length) return { taken: 'file' }
      return { taken: 'start' }
    },
    async runOfEntry(entryId, runId) {
      const [row] = await tx
        .select()
        .from(activities)
        .where(and(eq(activities.id, runId), eq(activities.entry, entryId)))
        .limit(1)
      return row ? toRun(row) : null
    },
    async updateRun(entryId, runId, run) {
      // The entry is held (lockEntry), so no other start can slip in between this read and the write.
      const [taken] = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.entry, entryId), eq(activities.startedAt, iso(run.startedAt)), sql`${activities.id} <> ${runId}`))
        .limit(1)
      if (taken) return 'start-taken'
      const rows = await tx
        .update(activities)
        .set({
          startedAt: iso(run.startedAt),
          distanceMeters: run.distanceMeters,
          durationSeconds: run.durationSeconds,
          elapsedSeconds: run.elapsedSeconds,
          status: run.status,
          reason: run.reason,
          activityType: run.activityTypeId,
          updatedAt: now(),
        })
        .where(and(eq(activities.id, runId), eq(activities.entry, entryId)))
        .returning({ id: activities.id })
      return rows.length === 1 ? 'updated' : 'gone'
    },
    async deleteRun(runId) {
      const rows = await tx.delete(activities).where(eq(activities.id, runId)).returning({ id: activities.id })
      return rows.length === 1
    },
    async setRunStatus(runId, from, to, reason, note) {
      const rows = await tx
        .update(activities)
        .set({ status: to, reason, reviewNote: note, updatedAt: now() })
        .where(and(eq(activities.id, runId), eq(activities.status, from)))
        .returning({ id: activities.id })
      return rows.length === 1
    },
  }
}
