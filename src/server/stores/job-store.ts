import 'server-only'
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { z } from 'zod'
import { drizzleOf, jsonColumn, type Runner, type Tables } from '../../db/drizzle-tables'
import type { Job, JobStatus, JobStore } from '../../jobs/queue'

type JobRow = Tables['jobs']['$inferSelect']

const toJob = (row: JobRow): Job => ({
  id: Number(row.id),
  task: row.task,
  input: jsonColumn(z.unknown(), row.input, `job ${row.id} input`),
  key: row.key ?? null,
  status: row.status as JobStatus,
  attempts: Number(row.attempts),
  maxAttempts: Number(row.maxAttempts),
  runAt: new Date(row.runAt),
})

/**
 * The queue in Payload's `jobs` table. A claim is one conditional UPDATE: it takes the oldest due
 * row whose lease is free and re-checks that condition on the row it writes, so of two workers
 * racing for a row one gets it (PostgreSQL re-evaluates the condition after the other's commit;
 * SQLite has one writer at a time). `enqueue` may run inside an open transaction (`db`): a mail
 * then exists exactly when the order that needs it does.
 */
export function payloadJobStore(payload: Payload, db?: Runner): JobStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { jobs } = tables
  const run = db ?? drizzle
  const iso = (date: Date) => date.toISOString()
  const mine = (id: number, worker: string) => and(eq(jobs.id, id), eq(jobs.worker, worker), eq(jobs.status, 'queued'))
  return {
    async enqueue(job) {
      const now = iso(new Date())
      const values = { task: job.task, input: job.input, key: job.key, runAt: iso(job.runAt), maxAttempts: job.maxAttempts, attempts: 0, status: 'queued' as const, createdAt: now, updatedAt: now }
      // A taken key (the same mail, the same period's run) inserts nothing.
      const rows = await run.insert(jobs).values(values).onConflictDoNothing().returning({ id: jobs.id })
      return rows.length === 1
    },
    async claim(now, leaseUntil, worker, names) {
      const free = and(inArray(jobs.task, names), eq(jobs.status, 'queued'), lte(jobs.runAt, iso(now)), or(isNull(jobs.leaseUntil), lt(jobs.leaseUntil, iso(now))))
      const next = drizzle.select({ id: jobs.id }).from(jobs).where(free).orderBy(asc(jobs.runAt), asc(jobs.id)).limit(1)
      const [row] = await drizzle
        .update(jobs)
        .set({ leaseUntil: iso(leaseUntil), worker, attempts: sql`${jobs.attempts} + 1`, updatedAt: iso(now) })
        .where(and(inArray(jobs.id, next), free))
        .returning()
      return row ? toJob(row) : null
    },
    async finish(id, worker, now) {
      const rows = await drizzle
        .update(jobs)
        .set({ status: 'done', leaseUntil: null, finishedAt: iso(now), updatedAt: iso(now) })
        .where(mine(id, worker))
        .returning({ id: jobs.id })
      return rows.length === 1
    },
    async retryLater(id, worker, runAt, error) {
      await drizzle
        .update(jobs)
        .set({ runAt: iso(runAt), leaseUntil: null, worker: null, lastError: error, updatedAt: iso(new Date()) })
        .where(mine(id, worker))
    },
    async fail(id, worker, error) {
      const now = iso(new Date())
      await drizzle.update(jobs).set({ status: 'failed', leaseUntil: null, lastError: error, finishedAt: now, updatedAt: now }).where(mine(id, worker))
    },
  }
}

/** Forgets finished jobs older than `before` (failed ones stay for an editor to see). */
export async function pruneDoneJobs(payload: Payload, before: Date): Promise<number> {
  const { drizzle, tables } = drizzleOf(payload)
  const { jobs } = tables
  const rows = await drizzle
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before.toISOString())))
    .returning({ id: jobs.id })
  return rows.length
}
