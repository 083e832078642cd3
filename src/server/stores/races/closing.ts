import 'server-only'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf } from '../../../db/drizzle-tables'
import type { RunStore } from '../../../races/store'
import { raceRulesOf } from '../../../races/window'
import { clockOf, iso } from './rows'

/** Races whose windows may have ended, and closing those that ended unfinished. */
export function payloadRaceClosing(payload: Payload): Pick<RunStore, 'unsettled' | 'markClosed'> {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries, events } = tables
  return {
    async unsettled(afterId, limit) {
      const rows = await drizzle
        .select({
          id: entries.id,
          timezone: entries.timezone,
          startDate: entries.startDate,
          startTime: entries.startTime,
          eventType: events.eventType,
          eventStartDate: events.eventStartDate,
          eventEndDate: events.eventEndDate,
          graceHours: events.graceHours,
          timeboxHours: events.timeboxHours,
        })
        .from(entries)
        .innerJoin(events, eq(entries.event, events.id))
        .where(and(isNull(entries.finishedAt), isNull(entries.closedAt), sql`${entries.id} > ${afterId}`))
        .orderBy(asc(entries.id))
        .limit(limit)
      return rows.map((row) => ({ entryId: Number(row.id), rules: raceRulesOf(row), clock: clockOf(row) }))
    },
    async markClosed(entryId, at) {
      const rows = await drizzle
        .update(entries)
        .set({ closedAt: iso(at), updatedAt: iso(at) })
        .where(and(eq(entries.id, entryId), isNull(entries.finishedAt), isNull(entries.closedAt)))
        .returning({ id: entries.id })
      return rows.length === 1
    },
  }
}
