import 'server-only'
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Runner, Tables, Tx } from '../../../db/drizzle-tables'
import type { RaceWrites } from '../../../races/store'
import { iso, now, num } from './rows'

type ProgressWrites = Pick<RaceWrites, 'lockEntry' | 'addToTotals' | 'countedRuns' | 'countedRunsOfTeam' | 'markFinished' | 'markTeamFinished' | 'markUnfinished' | 'markTeamUnfinished'>

/** A transaction's writes to an entry's and its team's progress: totals, and finishes made or taken back. */
export function progressWrites({ entries, teams, activities }: Tables, tx: Tx): ProgressWrites {
  const countedOf = (run: Runner, where: ReturnType<typeof and>) =>
    run
      .select({ startedAt: activities.startedAt, distanceMeters: activities.distanceMeters, durationSeconds: activities.durationSeconds })
      .from(activities)
      .where(and(where, eq(activities.status, 'counted')))
      .then((rows) => rows.map((r) => ({ startedAt: new Date(r.startedAt), distanceMeters: num(r.distanceMeters), durationSeconds: num(r.durationSeconds) })))

  return {
    async lockEntry(entryId) {
      await tx
        .update(entries)
        .set({ countedRuns: sql`${entries.countedRuns}` })
        .where(eq(entries.id, entryId))
    },
    async addToTotals(entryId, teamId, delta) {
      const [entry] = await tx
        .update(entries)
        .set({
          countedMeters: sql`coalesce(${entries.countedMeters}, 0) + ${delta.meters}`,
          countedSeconds: sql`coalesce(${entries.countedSeconds}, 0) + ${delta.seconds}`,
          countedRuns: sql`coalesce(${entries.countedRuns}, 0) + ${delta.runs}`,
        })
        .where(eq(entries.id, entryId))
        .returning({ meters: entries.countedMeters, finishedAt: entries.finishedAt })
      let teamMeters: number | null = null
      let teamFinished = false
      if (teamId !== null) {
        const [team] = await tx
          .update(teams)
          .set({ countedMeters: sql`coalesce(${teams.countedMeters}, 0) + ${delta.meters}` })
          .where(eq(teams.id, teamId))
          .returning({ meters: teams.countedMeters, finishedAt: teams.finishedAt })
        teamMeters = team ? num(team.meters) : null
        teamFinished = !!team?.finishedAt
      }
      return { entryMeters: num(entry?.meters), entryFinished: !!entry?.finishedAt, teamMeters, teamFinished }
    },
    countedRuns: (entryId) => countedOf(tx, eq(activities.entry, entryId)),
    async countedRunsOfTeam(teamId) {
      const members = tx.select({ id: entries.id }).from(entries).where(eq(entries.team, teamId))
      return countedOf(tx, inArray(activities.entry, members))
    },
    async markFinished(entryId, line) {
      const rows = await tx
        .update(entries)
        .set({ finishedAt: iso(line.finishedAt), finishSeconds: line.movingSeconds, updatedAt: now() })
        .where(and(eq(entries.id, entryId), isNull(entries.finishedAt)))
        .returning({ id: entries.id })
      return rows.length === 1
    },
    async markTeamFinished(teamId, at) {
      const rows = await tx
        .update(teams)
        .set({ finishedAt: iso(at), updatedAt: now() })
        .where(and(eq(teams.id, teamId), isNull(teams.finishedAt)))
        .returning({ id: teams.id })
      return rows.length === 1
    },
    async markUnfinished(entryId) {
      const rows = await tx
        .update(entries)
        .set({ finishedAt: null, finishSeconds: null, certificatePdf: null, updatedAt: now() })
        .where(and(eq(entries.id, entryId), isNotNull(entries.finishedAt)))
        .returning({ id: entries.id })
      return rows.length === 1
    },
    async markTeamUnfinished(teamId) {
      const rows = await tx
        .update(teams)
        .set({ finishedAt: null, certificatePdf: null, updatedAt: now() })
        .where(and(eq(teams.id, teamId), isNotNull(teams.finishedAt)))
        .returning({ id: teams.id })
      return rows.length === 1
    },
  }
}
