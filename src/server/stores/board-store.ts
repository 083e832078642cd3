import 'server-only'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, nullableNumber } from '../../db/drizzle-tables'
import type { BoardStore } from '../../races/store'

const num = (value: unknown) => Number(value ?? 0)

/** An event's public board and a team's own view of its members, read from entries and teams. */
export function payloadBoardStore(payload: Payload): BoardStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries, events, teams } = tables
  return {
    async board(eventId, limit) {
      const [teamRows, runnerRows] = await Promise.all([
        drizzle
          .select({
            id: teams.id,
            name: teams.name,
            meters: teams.countedMeters,
            finishedAt: teams.finishedAt,
            distanceKm: teams.distanceKm,
            teamTarget: events.teamTarget,
            teamDistanceKm: events.teamDistanceKm,
            // Per listed team only, through the entries' team index: the board costs the same at any size.
            members: sql<number>`(select count(*) from ${entries} as members where members.team_id = ${teams.id})`,
            membersKm: sql<number>`(select coalesce(sum(members.distance_km), 0) from ${entries} as members where members.team_id = ${teams.id})`,
          })
          .from(teams)
          .innerJoin(events, eq(events.id, teams.event))
          .where(eq(teams.event, eventId))
          .orderBy(desc(teams.countedMeters), asc(teams.id))
          .limit(limit),
        drizzle
          .select({ id: entries.id, firstName: entries.firstName, lastName: entries.lastName, anonymisedAt: entries.anonymisedAt, meters: entries.countedMeters, finishedAt: entries.finishedAt })
          .from(entries)
          .where(and(eq(entries.event, eventId), eq(entries.onBoard, true)))
          .orderBy(desc(entries.countedMeters), asc(entries.id))
          .limit(limit),
      ])
      return {
        teams: teamRows.map((t) => {
          const km = t.teamTarget === 'fixed' ? (nullableNumber(t.teamDistanceKm) ?? num(t.distanceKm)) : num(t.membersKm)
          return { id: Number(t.id), name: t.name, members: Number(t.members), meters: num(t.meters), targetMeters: Math.round(km * 1000), finished: !!t.finishedAt }
        }),
        // A runner shows as their first name and initial: the board is public.
        runners: runnerRows.map((r) => ({ id: Number(r.id), name: r.anonymisedAt ? null : `${r.firstName} ${r.lastName.trim().charAt(0)}.`.trim(), meters: num(r.meters), finished: !!r.finishedAt })),
      }
    },
    async teamContributions(teamId) {
      const rows = await drizzle
        .select({ id: entries.id, firstName: entries.firstName, lastName: entries.lastName, anonymisedAt: entries.anonymisedAt, meters: entries.countedMeters })
        .from(entries)
        .where(eq(entries.team, teamId))
        .orderBy(desc(entries.countedMeters), asc(entries.id))
      return rows.map((r) => ({ id: Number(r.id), name: r.anonymisedAt ? null : `${r.firstName} ${r.lastName}`.trim(), meters: num(r.meters) }))
    },
    async setOnBoard(customerId, entryId, show) {
      const rows = await drizzle
        .update(entries)
        .set({ onBoard: show })
        .where(and(eq(entries.id, entryId), eq(entries.entrantCustomerId, customerId)))
        .returning({ id: entries.id })
      return rows.length === 1
    },
  }
}
