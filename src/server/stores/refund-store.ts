import 'server-only'
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf, jsonColumn, type Runner, type Tables } from '../../db/drizzle-tables'
import { returnedRow } from '../../db/returned-row'
import { isCurrencyCode, money } from '../../commerce/money'
import { entryLinesUndone, type RefundedLine, teamPlacesReturned } from '../../commerce/refunds/refund-plan'
import type { Actor, RefundOrderRecord, RefundRecord, RefundStore } from '../../commerce/refunds/refund-order'
import { storedRefundLines } from '../../commerce/stored-shapes'
import { recordAudit } from './audit-store'
import { cancelEntries, fewer } from './entry-cancel'
import { payloadJobStore } from './job-store'
import type { JobStore } from '../../jobs/queue'
import { toOrder } from './order-store'
import { refreshFulfilment, shippedUnits } from './shipment-store'

const sameUnits = (a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>) => a.size === b.size && [...a].every(([line, n]) => b.get(line) === n)

type RefundRow = Tables['refunds']['$inferSelect']
type OrderRow = Tables['orders']['$inferSelect']

const refundOf = (row: RefundRow): RefundRecord => {
  const currency = isCurrencyCode(row.currency) ? row.currency : 'GBP'
  return {
    id: Number(row.id),
    key: row.key,
    orderId: Number(row.order),
    amount: money(Number(row.amount), currency),
    lines: jsonColumn(storedRefundLines, row.lines, `refund ${row.key} lines`) ?? [],
    shipping: Number(row.shipping ?? 0),
    state: row.state,
    message: row.message ?? null,
  }
}

const refundOrderOf = (row: OrderRow): RefundOrderRecord => ({ ...toOrder(row), refundVersion: Number(row.refundVersion ?? 0) })

/** Raised inside a transaction to roll it back: another refund changed the order first. */
class OrderMoved extends Error {}

/** Refunds in Payload's tables: reserving, completing and failing each one transaction on SQLite or PostgreSQL. */
/**
 * `queueMail` queues the buyer's refund mail on the queue handed to it, inside the refund's
 * transaction (the wiring names the job), so the mail exists exactly when the refund does.
 */
export function payloadRefundStore(
  payload: Payload,
  queueMail: (jobs: JobStore, refundId: number) => Promise<unknown> = async () => undefined,
): RefundStore & { byId(id: number): Promise<RefundRecord | null> } {
  const { drizzle, tables } = drizzleOf(payload)
  const { refunds, orders, variants, entries, teams } = tables

  const orderRow = async (runner: Runner, id: number) => (await runner.select().from(orders).where(eq(orders.id, id)).limit(1))[0]

  /** Cancels the entries of lines now refunded in full. */
  /** A captain's refund is a member removed from their team (decision 0057): the team's history says so, with the money. */
  async function cancelLineEntries(tx: Runner, order: RefundOrderRecord, refundedAfter: RefundedLine[], actor: Actor, refunded: RefundRecord['amount']) {
    const teamLine = actor.kind === 'captain' ? { refunded } : undefined
    for (const line of entryLinesUndone(order, refundedAfter)) {
      const ofLine = and(
        eq(entries.orderNumber, order.number),
        isNull(entries.cancelledAt),
        or(eq(entries.orderLineId, line.id), and(isNull(entries.orderLineId), eq(entries.variant, line.purchasableId))),
      )
      await cancelEntries(tx, tables, ofLine, { actor, reason: 'refunded', orderId: order.id, teamLine })
    }
  }

  async function returnTeamPlaces(tx: Runner, order: RefundOrderRecord, refund: RefundRecord, actor: Actor, now: string) {
    const places = teamPlacesReturned(order, { amount: refund.amount, lines: refund.lines, shipping: refund.shipping })
    if (!places.adult && !places.child) return
    const changed = await tx
      .update(teams)
      .set({
        adultEntries: fewer(teams.adultEntries, places.adult),
        childEntries: fewer(teams.childEntries, places.child),
        updatedAt: now,
      })
      .where(eq(teams.orderNumber, order.number))
      .returning({ id: teams.id })
    for (const team of changed) await recordAudit(tx, tables, { action: 'team.placesRefunded', actor, orderId: order.id, teamId: team.id, detail: places })
  }

  return {
    async order(orderId) {
      const row = await orderRow(drizzle, orderId)
      return row ? refundOrderOf(row) : null
    },
    async pendingOf(orderId) {
      const [row] = await drizzle
        .select({ n: sql<number>`count(*)` })
        .from(refunds)
        .where(and(eq(refunds.order, orderId), eq(refunds.state, 'pending')))
      return Number(row?.n ?? 0)
    },
    async byId(id: number) {
      const [row] = await drizzle.select().from(refunds).where(eq(refunds.id, id)).limit(1)
      return row ? refundOf(row) : null
    },
    async byKey(key) {
      const [row] = await drizzle.select().from(refunds).where(eq(refunds.key, key)).limit(1)
      return row ? refundOf(row) : null
    },
    shippedUnits: (orderId) => shippedUnits(drizzle, tables, orderId),
    async reserve(order, key, { plan, restock, refundedLines, shipped }, actor, reason) {
      try {
        return await drizzle.transaction(async (tx) => {
          const now = new Date().toISOString()
          const lines = plan.lines.map((l) => ({ ...l, restock: restock.get(l.lineId) ?? 0 }))
          const inserted = await tx
            .insert(refunds)
            .values({
              key,
              order: order.id,
              currency: order.currency,
              amount: plan.amount.amount,
              shipping: plan.shipping,
              state: 'pending',
              lines,
              actorKind: actor.kind,
              actor: actor.label.slice(0, 200),
              reason: reason?.slice(0, 1000) ?? null,
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning()
          if (!inserted.length) {
            const [existing] = await tx.select().from(refunds).where(eq(refunds.key, key)).limit(1)
            return { kind: 'exists' as const, refund: refundOf(returnedRow(existing ? [existing] : [], 'read the refund of this key')) }
          }
          // Only against the order as it was planned on: a refund in between moves the version on.
          const held = await tx
            .update(orders)
            .set({ refundedTotal: sql`coalesce(${orders.refundedTotal}, 0) + ${plan.amount.amount}`, refundedLines, refundVersion: order.refundVersion + 1, updatedAt: now })
            .where(
              and(
                eq(orders.id, order.id),
                eq(sql`coalesce(${orders.refundVersion}, 0)`, order.refundVersion),
                sql`coalesce(${orders.refundedTotal}, 0) + ${plan.amount.amount} <= ${orders.totalPrice}`,
              ),
            )
            .returning({ id: orders.id })
          if (!held.length) throw new OrderMoved()
          // A parcel that left since the plan was made changes what goes back to stock: plan again.
          if (!sameUnits(shipped, await shippedUnits(tx, tables, order.id))) throw new OrderMoved()
          const refund = refundOf(returnedRow(inserted, 'insert refund'))
          await recordAudit(tx, tables, { action: 'refund.requested', actor, orderId: order.id, detail: { refund: refund.id, amount: refund.amount.amount, currency: refund.amount.currency, reason } })
          return { kind: 'reserved' as const, refund }
        })
      } catch (error) {
        if (error instanceof OrderMoved) return { kind: 'moved' }
        throw error
      }
    },
    complete: (refund, providerRefundId, actor) =>
      drizzle.transaction(async (tx) => {
        const now = new Date().toISOString()
        const [done] = await tx
          .update(refunds)
          .set({ state: 'succeeded', providerRefundId, updatedAt: now })
          .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'pending')))
          .returning()
        // Completed (or failed) already: once is enough.
        if (!done) return refundOf(returnedRow(await tx.select().from(refunds).where(eq(refunds.id, refund.id)).limit(1), 'read the refund'))
        const row = returnedRow([await orderRow(tx, refund.orderId)].filter(Boolean) as OrderRow[], 'read the refunded order')
        const order = refundOrderOf(row)
        for (const line of refund.lines) {
          const sold = order.lineItems.find((l) => l.id === line.lineId)
          if (!sold || line.restock <= 0) continue
          await tx
            .update(variants)
            .set({ stock: sql`coalesce(${variants.stock}, 0) + ${line.restock}`, updatedAt: now })
            .where(and(eq(variants.id, sold.purchasableId), eq(variants.hasUnlimitedStock, false)))
        }
        await cancelLineEntries(tx, order, order.refundedLines, actor, refund.amount)
        await returnTeamPlaces(tx, order, refund, actor, now)
        const status = order.refundedTotal.amount >= order.totalPrice.amount ? 'refunded' : 'partially-refunded'
        await tx.update(orders).set({ status, updatedAt: now }).where(eq(orders.id, order.id))
        await refreshFulfilment(payload, order.id, tx)
        // The buyer's mail exists exactly when the refund does (a money-less one tells them nothing new).
        if (refund.amount.amount > 0) await queueMail(payloadJobStore(payload, tx), refund.id)
        await recordAudit(tx, tables, {
          action: 'refund.succeeded',
          actor,
          orderId: order.id,
          detail: { refund: refund.id, amount: refund.amount.amount, currency: refund.amount.currency, lines: refund.lines, status },
        })
        return refundOf(done)
      }),
    async fail(refund, message, actor) {
      for (let attempt = 0; attempt < 10; attempt++) {
        const outcome = await drizzle
          .transaction(async (tx) => {
            const now = new Date().toISOString()
            const row = await orderRow(tx, refund.orderId)
            if (!row) return null
            const version = Number(row.refundVersion ?? 0)
            const back = new Map(refund.lines.map((l) => [l.lineId, l]))
            const refundedLines = toOrder(row).refundedLines.map((r) => {
              const line = back.get(r.lineId)
              return line ? { ...r, qty: r.qty - line.qty, amount: r.amount - line.amount, restocked: r.restocked - line.restock } : r
            })
            const [failed] = await tx
              .update(refunds)
              .set({ state: 'failed', message, updatedAt: now })
              .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'pending')))
              .returning()
            if (!failed) return refundOf(returnedRow(await tx.select().from(refunds).where(eq(refunds.id, refund.id)).limit(1), 'read the refund'))
            const given = await tx
              .update(orders)
              .set({ refundedTotal: sql`coalesce(${orders.refundedTotal}, 0) - ${refund.amount.amount}`, refundedLines, refundVersion: version + 1, updatedAt: now })
              .where(and(eq(orders.id, refund.orderId), eq(sql`coalesce(${orders.refundVersion}, 0)`, version)))
              .returning({ id: orders.id })
            if (!given.length) throw new OrderMoved()
            await refreshFulfilment(payload, refund.orderId, tx)
            await recordAudit(tx, tables, { action: 'refund.failed', actor, orderId: refund.orderId, detail: { refund: refund.id, message } })
            return refundOf(failed)
          })
          .catch((error) => {
            if (error instanceof OrderMoved) return undefined
            throw error
          })
        if (outcome !== undefined) return outcome ?? { ...refund, state: 'failed', message }
      }
      throw new Error(`Refund ${refund.id} could not be given back to its order`)
    },
  }
}
