import 'server-only'
import { sql } from 'drizzle-orm'
import type { Runner, Tables } from '../../db/drizzle-tables'
import type { Actor } from '../../commerce/refunds/refund-order'

export type AuditEvent = {
  action: string
  actor: Actor
  orderId?: number | null
  entryId?: number | null
  teamId?: number | null
  /** The event the line is about, when not the entry's as it is written (a deferral's: the one it left). */
  eventId?: number | null
  detail?: Record<string, unknown>
}

/** Writes one line of history, on the runner of the change it records (its transaction), so both stand or fall together. */
export async function recordAudit(runner: Runner, tables: Tables, event: AuditEvent): Promise<void> {
  const now = new Date().toISOString()
  const { entries } = tables
  await runner.insert(tables.audit_events).values({
    action: event.action,
    actorKind: event.actor.kind,
    actor: event.actor.label.slice(0, 200),
    order: event.orderId ?? null,
    entry: event.entryId ?? null,
    team: event.teamId ?? null,
    // The event of the entry as the line is written: the booking report keeps it there if the entry moves on.
    event: event.eventId ?? (event.entryId ? sql`(select ${entries.event} from ${entries} where ${entries.id} = ${event.entryId})` : null),
    detail: event.detail ?? null,
    createdAt: now,
    updatedAt: now,
  })
}
