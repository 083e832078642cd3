import 'server-only'
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { Runner, Tables } from '../../db/drizzle-tables'
import type { Actor } from '../../commerce/refunds/refund-order'
import { recordAudit } from './audit-store'

/** A count less `n`, never below zero (SQLite has no GREATEST, PostgreSQL no two-argument MAX). */
export const fewer = (column: Parameters<typeof sql>[1], n: number) => sql`case when coalesce(${column}, 0) > ${n} then coalesce(${column}, 0) - ${n} else 0 end`

/**
 * Cancels the entries `where` names, inside the caller's transaction: out of their team (which no
 * longer counts their distance) and off the board, the email free to enter again, the medal not
 * sent; each with its line of history, and, when a captain removed it (`teamLine`), one in its
 * team's. Answers the ids cancelled with the team each left.
 */
export async function cancelEntries(
  tx: Runner,
  tables: Tables,
  where: SQL | undefined,
  why: { actor: Actor; reason: string; orderId?: number | null; teamLine?: Record<string, unknown> },
): Promise<{ id: number; team: number | null }[]> {
  const { entries, teams } = tables
  const shipments = tables.medal_shipments
  const now = new Date().toISOString()
  // Read before the write: RETURNING answers the row after it, when it has no team any more.
  const leaving = await tx.select({ id: entries.id, team: entries.team, meters: entries.countedMeters }).from(entries).where(where)
  const cancelled = await tx
    .update(entries)
    .set({ cancelledAt: now, team: null, onBoard: false, emailKey: sql`'cancelled:' || ${entries.id} || ':' || ${entries.emailKey}`, updatedAt: now })
    .where(where)
    .returning({ id: entries.id })
  if (!cancelled.length) return []
  const ids = cancelled.map((e) => Number(e.id))
  for (const { team, meters, id } of leaving) {
    if (team === null || !ids.includes(Number(id)) || !Number(meters)) continue
    await tx
      .update(teams)
      .set({ countedMeters: fewer(teams.countedMeters, Number(meters)), updatedAt: now })
      .where(eq(teams.id, Number(team)))
  }
  await tx.delete(shipments).where(and(inArray(shipments.entry, ids), ne(shipments.status, 'shipped')))
  for (const id of ids) await recordAudit(tx, tables, { action: 'entry.cancelled', actor: why.actor, orderId: why.orderId ?? null, entryId: id, detail: { reason: why.reason } })
  const left = leaving.filter((e) => ids.includes(Number(e.id))).map((e) => ({ id: Number(e.id), team: e.team === null ? null : Number(e.team) }))
  if (why.teamLine) {
    for (const { id, team } of left) {
      if (team !== null) await recordAudit(tx, tables, { action: 'team.member-removed', actor: why.actor, teamId: team, entryId: id, detail: why.teamLine })
    }
  }
  return left
}
