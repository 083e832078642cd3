import 'server-only'
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { prepared } from '../../../db/prepared'
import { drizzleOf } from '../../../db/drizzle-tables'
import type { RunStore } from '../../../races/store'
import { toRun } from './rows'

/** An entry's runs, read outside a transaction. */
export function payloadRuns(payload: Payload): Pick<RunStore, 'runsOf' | 'runByExternalId' | 'run'> {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries, activities } = tables
  const runsOfEntry = prepared(payload, 'race_runs_of_entrant', () =>
    drizzle
      .select()
      .from(activities)
      .where(
        and(
          eq(activities.entry, sql.placeholder('entryId')),
          inArray(
            activities.entry,
            drizzle
              .select({ id: entries.id })
              .from(entries)
              .where(and(eq(entries.id, sql.placeholder('entryId')), eq(entries.entrantCustomerId, sql.placeholder('customerId')), isNull(entries.cancelledAt))),
          ),
        ),
      )
      .orderBy(desc(activities.startedAt), asc(activities.id))
      .limit(500),
  )

  const oneRun = async (where: ReturnType<typeof and>) => {
    const [row] = await drizzle.select().from(activities).where(where).limit(1)
    return row ? toRun(row) : null
  }

  return {
    runsOf: async (customerId, entryId) => (await runsOfEntry({ customerId, entryId })).map(toRun),
    runByExternalId: (entryId, externalId) => oneRun(and(eq(activities.entry, entryId), eq(activities.externalId, externalId))),
    run: (runId) => oneRun(eq(activities.id, runId)),
  }
}
