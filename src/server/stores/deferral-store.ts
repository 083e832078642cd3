import 'server-only'
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, type Tables, type Tx } from '../../db/drizzle-tables'
import { isUniqueViolation } from '../../db/unique-violation'
import type { Locale } from '../../i18n/locales'
import type { DeferralMove, DeferralStore, DeferralTarget, MoveOutcome } from '../../entries/booking/deferral'
import { recordAudit } from './audit-store'
import { entryReader } from './booking-store'

/** Rolls a move back: the entry changed meanwhile. */
class NotOpen extends Error {}

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? Number((value as { id: unknown }).id) : Number(value))

/**
 * Deferrals in Payload's tables (docs/decisions/0058): the later events an event allows, published
 * only, in the entrant's language; a move is one conditional update that the (event, email) index
 * refuses when the entrant is in the later event already.
 */
export function payloadDeferralStore(payload: Payload, locale: Locale = 'en'): DeferralStore {
  const { drizzle, tables } = drizzleOf(payload)
  const { entries } = tables
  const reader = entryReader(payload, locale)
  return {
    async entry(customerId, entryId) {
      const entry = await reader.one(drizzle, reader.ofCustomer(customerId, entryId))
      if (!entry) return null
      const [row] = await drizzle.select({ entryType: entries.entryType, distanceLabel: entries.distanceLabel }).from(entries).where(eq(entries.id, entryId)).limit(1)
      return { ...entry, entryType: row?.entryType === 'child' ? 'child' : 'adult', distanceLabel: row?.distanceLabel ?? '' }
    },

    async targets(eventId, entryType): Promise<DeferralTarget[]> {
      const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true, select: { deferTo: true }, disableErrors: true })
      const ids = (event?.deferTo ?? []).map(idOf).filter((id) => Number.isInteger(id) && id !== eventId)
      if (!ids.length) return []
      const [later, places] = await Promise.all([
        payload.find({
          collection: 'events',
          where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
          locale,
          depth: 0,
          limit: ids.length,
          overrideAccess: true,
          select: { title: true, eventStartDate: true, entryDistances: true, availableForPurchase: true },
        }),
        payload.find({
          collection: 'variants',
          where: {
            and: [{ event: { in: ids } }, { entryType: { equals: entryType } }, { isAvailable: { equals: true } }, { or: [{ hasUnlimitedStock: { equals: true } }, { stock: { greater_than: 0 } }] }],
          },
          depth: 0,
          limit: ids.length * 4,
          sort: 'id',
          overrideAccess: true,
          select: { event: true },
        }),
      ])
      return later.docs
        .filter((doc) => doc.availableForPurchase !== false)
        .map((doc) => ({
          eventId: doc.id,
          title: doc.title,
          start: String(doc.eventStartDate).slice(0, 10),
          distances: (doc.entryDistances ?? []).map((d) => ({ label: d.label, km: Number(d.lengthKm) })),
          variantId: places.docs.find((v) => idOf(v.event) === doc.id)?.id ?? null,
        }))
        .sort((a, b) => a.start.localeCompare(b.start))
    },

    async move(entryId, customerId, move, by) {
      try {
        return await drizzle.transaction((tx) => moveWithin(tx, tables, entryId, customerId, move, by))
      } catch (error) {
        return outcomeOf(error)
      }
    },
  }
}

/** What a failed move was: the entry changed (not open), or its email is in the later event already (taken). */
function outcomeOf(error: unknown): MoveOutcome {
  if (error instanceof NotOpen) return 'not-open'
  if (isUniqueViolation(error)) return 'taken'
  throw error
}

/**
 * The move itself, inside a transaction the caller holds (a free deferral's own, or the order's
 * that paid its fee): the later event's place is taken as a sale takes it, then the entry moves.
 * Throws NotOpen (or the unique index's error) to roll back; answers 'sold-out' with nothing written.
 */
async function moveWithin(tx: Tx, tables: Tables, entryId: number, customerId: number, move: DeferralMove, by: string, detail: Record<string, unknown> = {}) {
  const { entries, variants } = tables
  const runs = tables.activities
  const [before] = await tx.select({ eventId: entries.event }).from(entries).where(eq(entries.id, entryId))
  const [place] = await tx
    .update(variants)
    .set({ stock: sql`case when ${variants.hasUnlimitedStock} then ${variants.stock} else ${variants.stock} - 1 end`, updatedAt: new Date().toISOString() })
    .where(and(eq(variants.id, move.variantId), eq(variants.isAvailable, true), or(eq(variants.hasUnlimitedStock, true), gte(variants.stock, 1))))
    .returning({ id: variants.id })
  if (!place) return 'sold-out' as const
  const moved = await tx
    .update(entries)
    .set({
      event: move.eventId,
      variant: move.variantId,
      distanceLabel: move.distanceLabel,
      distanceKm: move.distanceKm,
      groupLabel: null,
      startDate: null,
      startTime: null,
      updatedAt: new Date().toISOString(),
    })
    .where(
      and(
        eq(entries.id, entryId),
        eq(entries.entrantCustomerId, customerId),
        isNull(entries.cancelledAt),
        isNull(entries.finishedAt),
        isNull(entries.team),
        // No run at all, counted or held for review: runs belong to the event they were logged for.
        sql`not exists (select 1 from ${runs} where ${runs.entry} = ${entries.id})`,
      ),
    )
    .returning({ id: entries.id })
  // Rolls the place taken back too.
  if (!moved.length) throw new NotOpen()
  // The line belongs to the event left too (its booking report), not only to the entry's new one.
  const from = before?.eventId === null || before?.eventId === undefined ? null : Number(before.eventId)
  await recordAudit(tx, tables, { action: 'entry.deferred', actor: { kind: 'customer', label: by }, entryId, eventId: from, detail: { from, to: move.eventId, ...detail } })
  return 'moved' as const
}

/** A paid deferral, in the order's transaction: what the move came to, never a throw but the database's own. */
export async function deferWithin(payload: Payload, tx: Tx, entryId: number, customerId: number, move: DeferralMove, by: string, orderNumber: string): Promise<MoveOutcome> {
  try {
    return await moveWithin(tx, drizzleOf(payload).tables, entryId, customerId, move, by, { order: orderNumber })
  } catch (error) {
    return outcomeOf(error)
  }
}
