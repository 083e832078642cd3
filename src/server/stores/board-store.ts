import 'server-only'
import { and, asc, desc, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, nullableNumber } from '../../db/drizzle-tables'
import type { BoardStore } from '../../races/store'

const num = (value: unknown) => Number(value ?? 0)

/** The share of a target run, at most the whole: the board's order (progress.ts's percentOf, unrounded). */
const shareOfTarget = (meters: SQLWrapper, km: SQLWrapper) => sql`case when ${km} is null or ${km} <= 0 then 0 when ${meters} >= ${km} * 1000 then 1.0 else ${meters} * 1.0 / (${km} * 1000) end`

/** An event's public board and a team's own view of its members, read from entries and teams. */
export function payloadBoardStore(payload: Payload): BoardStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries, events, teams } = tables
  return {
    async board(eventId, limit, filter) {
      // A team's target as race-store reads it: the event's fixed distance (else the team's own), or its members' sum.
      const teamKm = sql`case when ${events.teamTarget} = 'fixed' then coalesce(${events.teamDistanceKm}, ${teams.distanceKm}) else (select coalesce(sum(members.distance_km), 0) from ${entries} as members where members.team_id = ${teams.id}) end`
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
          .orderBy(desc(shareOfTarget(teams.countedMeters, teamKm)), asc(teams.finishedAt), desc(teams.countedMeters), asc(teams.id))
          .limit(limit),
        drizzle
          .select({
            id: entries.id,
            firstName: entries.firstName,
            lastName: entries.lastName,
            anonymisedAt: entries.anonymisedAt,
            meters: entries.countedMeters,
            distanceKm: entries.distanceKm,
            distanceLabel: entries.distanceLabel,
            finishedAt: entries.finishedAt,
          })
          .from(entries)
          .where(and(eq(entries.event, eventId), eq(entries.onBoard, true), isNull(entries.cancelledAt), filter?.distanceKm === undefined ? undefined : eq(entries.distanceKm, filter.distanceKm)))
          // Finishers first by when they finished; then the farthest along their own target (a 50 km
          // entrant halfway is level with a 100 km one halfway).
          .orderBy(desc(shareOfTarget(entries.countedMeters, entries.distanceKm)), asc(entries.finishedAt), desc(entries.countedMeters), asc(entries.id))
          .limit(limit),
      ])
      return {
        teams: teamRows.map((t) => {
          const km = t.teamTarget === 'fixed' ? (nullableNumber(t.teamDistanceKm) ?? num(t.distanceKm)) : num(t.membersKm)
          return { id: Number(t.id), name: t.name, members: Number(t.members), meters: num(t.meters), targetMeters: Math.round(km * 1000), finished: !!t.finishedAt }
        }),
        // A runner shows as their first name and initial: the board is public.
        runners: runnerRows.map((r) => ({
          id: Number(r.id),
          name: r.anonymisedAt ? null : `${r.firstName} ${r.lastName.trim().charAt(0)}.`.trim(),
          meters: num(r.meters),
          targetMeters: Math.round(num(r.distanceKm) * 1000),
          distanceLabel: r.distanceLabel,
          finished: !!r.finishedAt,
        })),
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
        .where(and(eq(entries.id, entryId), eq(entries.entrantCustomerId, customerId), isNull(entries.cancelledAt)))
        .returning({ id: entries.id })
      return rows.length === 1
    },
  }
}
