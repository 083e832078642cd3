import 'server-only'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { z } from 'zod'
import { drizzleOf, jsonColumn, type Runner, runnerOfRequest, type Tables } from '../../db/drizzle-tables'
import { returnedRow } from '../../db/returned-row'
import { type FulfilmentState, fulfilmentState, type KitLeft, kitLeft, type PackedLine, type RefundedLine } from '../../commerce/fulfilment/fulfilment'
import { packingListRows } from '../../commerce/fulfilment/packing-list'
import type { ShippingStore, ShippingTransaction } from '../../commerce/fulfilment/ship'
import { storedAddress, storedOrderLines, storedRefundedLines } from '../../commerce/stored-shapes'
import { recordAudit } from './audit-store'
import { storedValue } from '../../lib/stored-value'
import { payloadJobStore } from './job-store'
import type { JobStore } from '../../jobs/queue'

type OrderRow = Tables['orders']['$inferSelect']
type ShipmentRow = Tables['order_shipments']['$inferSelect']

/** A parcel's lines as the shipment keeps them. */
const storedParcelLines = z.array(z.looseObject({ lineId: z.number().int(), qty: z.number().int(), description: z.string().default('') }))

/**
 * The units of each line refunded before they shipped (decision 0054: they went back to stock), as
 * the kit no longer to ship. Units refunded after shipping are in their parcels already.
 */
const refundedOf = (row: { refundedLines?: unknown }, number: string): RefundedLine[] =>
  (jsonColumn(storedRefundedLines, row.refundedLines, `order ${number} refundedLines`) ?? []).map((line) => ({ lineId: line.lineId, qty: line.restocked, amount: line.amount }))

const linesOf = (row: Pick<OrderRow, 'lineItems' | 'number'>) => jsonColumn(storedOrderLines, row.lineItems, `order ${row.number} lineItems`) ?? []
const parcelLinesOf = (row: Pick<ShipmentRow, 'lines' | 'id'>): PackedLine[] => jsonColumn(storedParcelLines, row.lines, `order shipment ${row.id} lines`) ?? []

/** A parcel as the admin and the buyer's page show it. */
export type Parcel = { id: number; lines: PackedLine[]; carrier: string; trackingNumber: string; trackingUrl: string | null; shippedAt: string }

const toParcel = (row: ShipmentRow): Parcel => ({
  id: Number(row.id),
  lines: parcelLinesOf(row),
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  trackingUrl: row.trackingUrl ?? null,
  shippedAt: String(row.shippedAt),
})

async function parcelsOf(db: Runner, tables: Tables, orderIds: number[]): Promise<ShipmentRow[]> {
  if (!orderIds.length) return []
  const shipments = tables.order_shipments
  return db.select().from(shipments).where(inArray(shipments.order, orderIds)).orderBy(asc(shipments.shippedAt), asc(shipments.id))
}

/** Units of each line in parcels that left, through `db` (a refund's transaction). */
export async function shippedUnits(db: Runner, tables: Tables, orderId: number): Promise<Map<number, number>> {
  const units = new Map<number, number>()
  for (const parcel of await parcelsOf(db, tables, [orderId])) for (const line of parcelLinesOf(parcel)) units.set(line.lineId, (units.get(line.lineId) ?? 0) + line.qty)
  return units
}

/**
 * Parcels written in the request's transaction (Payload's, so the shipment's own validation and
 * hooks run): the order's row is locked first by a write that changes nothing, so a second parcel
 * of the same order waits for the first to commit on PostgreSQL (SQLite has one writer at a time),
 * and then reads the parcels before it. Nothing is written when the parcel is refused. `queueMail`
 * queues the buyer's mail on the queue handed to it, inside the transaction.
 */
export function payloadShippingStore(req: PayloadRequest, queueMail: (jobs: JobStore, shipmentId: number) => Promise<unknown>): ShippingStore {
  const { tables } = drizzleOf(req.payload)
  const { orders } = tables
  const writes = (db: Runner): ShippingTransaction => ({
    async lockOrder(orderId) {
      const [row] = await db
        .update(orders)
        .set({ fulfilment: sql`${orders.fulfilment}` })
        .where(eq(orders.id, orderId))
        .returning()
      if (!row) return null
      return { id: Number(row.id), number: row.number, status: row.status, lines: linesOf(row), refunded: refundedOf(row, row.number) }
    },
    async shipments(orderId) {
      return (await parcelsOf(db, tables, [orderId])).map((row) => ({ lines: parcelLinesOf(row) }))
    },
    async insertShipment(shipment) {
      const doc = await req.payload.create({
        collection: 'order-shipments',
        data: {
          order: shipment.orderId,
          lines: shipment.lines,
          carrier: shipment.carrier,
          trackingNumber: shipment.trackingNumber,
          trackingUrl: shipment.trackingUrl,
          shippedAt: shipment.shippedAt,
          shippedBy: shipment.shippedBy,
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
      return { id: Number(doc.id) }
    },
    async setFulfilment(orderId, state) {
      const rows = await db.update(orders).set({ fulfilment: state, updatedAt: new Date().toISOString() }).where(eq(orders.id, orderId)).returning({ id: orders.id })
      returnedRow(rows, 'set an order’s fulfilment')
    },
    async queueShippedMail(shipmentId) {
      await queueMail(payloadJobStore(req.payload, db), shipmentId)
    },
    async recordShipped({ orderId, shipmentId, by, lines }) {
      const [editor] = by === null ? [] : await db.select({ email: tables.users.email }).from(tables.users).where(eq(tables.users.id, by)).limit(1)
      await recordAudit(db, tables, {
        action: 'kit.shipped',
        actor: { kind: 'editor', label: editor?.email ?? (by === null ? 'editor' : `editor ${by}`) },
        orderId,
        detail: { shipment: shipmentId, lines: lines.map(({ lineId, qty }) => ({ lineId, qty })) },
      })
    },
  })
  return {
    async transaction(run) {
      const owns = await initTransaction(req)
      try {
        const result = await run(writes(await runnerOfRequest(req)))
        if (owns) await commitTransaction(req)
        return result
      } catch (error) {
        if (owns) await killTransaction(req)
        throw error
      }
    },
  }
}

export type OrderFulfilment = {
  orderId: number
  number: string
  /** From the kit lines, refunds and parcels as they are now. */
  fulfilment: FulfilmentState
  kit: KitLeft[]
  parcels: Parcel[]
}

/** An order's kit: each line with what is left, and its parcels, oldest first; null for no such order. */
export async function orderFulfilment(payload: Payload, orderId: number): Promise<OrderFulfilment | null> {
  const { drizzle, tables } = drizzleOf(payload)
  const [row] = await drizzle.select().from(tables.orders).where(eq(tables.orders.id, orderId)).limit(1)
  if (!row) return null
  const parcels = (await parcelsOf(drizzle, tables, [Number(row.id)])).map(toParcel)
  const facts = { lines: linesOf(row), refunded: refundedOf(row, row.number), shipments: parcels }
  return { orderId: Number(row.id), number: row.number, fulfilment: fulfilmentState(facts), kit: kitLeft(facts), parcels }
}

/**
 * Sets an order's fulfilment again from its lines, refunds and parcels, through `db` (a refund's
 * open transaction: kit refunded before it shipped leaves nothing to ship). Answers the state, or
 * null for no such order.
 */
export async function refreshFulfilment(payload: Payload, orderId: number, db?: Runner): Promise<FulfilmentState | null> {
  const { drizzle, tables } = drizzleOf(payload)
  const run = db ?? drizzle
  const [row] = await run.select().from(tables.orders).where(eq(tables.orders.id, orderId)).limit(1)
  if (!row) return null
  const shipments = (await parcelsOf(run, tables, [orderId])).map((parcel) => ({ lines: parcelLinesOf(parcel) }))
  const state = fulfilmentState({ lines: linesOf(row), refunded: refundedOf(row, row.number), shipments })
  await run.update(tables.orders).set({ fulfilment: state, updatedAt: new Date().toISOString() }).where(eq(tables.orders.id, orderId))
  return state
}

/** A parcel and its order's id, for its mail; null for no such parcel. */
export async function shipmentById(payload: Payload, shipmentId: number): Promise<(Parcel & { orderId: number }) | null> {
  const { drizzle, tables } = drizzleOf(payload)
  const [row] = await drizzle.select().from(tables.order_shipments).where(eq(tables.order_shipments.id, shipmentId)).limit(1)
  return row ? { ...toParcel(row), orderId: Number(row.order) } : null
}

/** An order of the admin's list as the packing list reads it. */
type ListedOrder = { id: number; number: string; createdAt: string; email: string; lineItems?: unknown; shippingAddress?: unknown; refundedLines?: unknown }

/** The packing list's rows of a page of orders: their parcels read in one query. */
export async function packingListRowsOf(payload: Payload, orders: readonly ListedOrder[]): Promise<string[]> {
  const { drizzle, tables } = drizzleOf(payload)
  const parcels = await parcelsOf(
    drizzle,
    tables,
    orders.map((order) => Number(order.id)),
  )
  return orders.flatMap((order) => {
    const shipments = parcels.filter((row) => Number(row.order) === Number(order.id)).map((row) => ({ lines: parcelLinesOf(row) }))
    const lines = storedValue(storedOrderLines, order.lineItems ?? [], `order ${order.number} lineItems`)
    const kit = kitLeft({ lines, refunded: refundedOf(order, order.number), shipments })
    const shippingAddress = order.shippingAddress == null ? null : storedValue(storedAddress, order.shippingAddress, `order ${order.number} shippingAddress`)
    return packingListRows({ number: order.number, placedAt: order.createdAt, email: order.email, shippingAddress }, kit)
  })
}
