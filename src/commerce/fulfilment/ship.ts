import { checkParcel, type FulfilmentLine, type FulfilmentState, type PackedLine, type ParcelLine, type ParcelProblem, type RefundedLine, type ShippedParcel } from './fulfilment'

/** An order as shipping reads it, under its lock. */
export type OrderToShip = {
  id: number
  number: string
  status: string
  lines: FulfilmentLine[]
  refunded: RefundedLine[]
}

export type NewShipment = {
  orderId: number
  lines: PackedLine[]
  carrier: string
  trackingNumber: string
  trackingUrl: string | null
  shippedAt: string
  shippedBy: number | null
}

/** The writes of one parcel, in one database transaction. */
export type ShippingTransaction = {
  /**
   * Locks the order's row until the transaction ends and reads it (null: no such order). A second
   * parcel of the same order waits here for the first to commit, then reads what it shipped.
   */
  lockOrder(orderId: number): Promise<OrderToShip | null>
  shipments(orderId: number): Promise<ShippedParcel[]>
  insertShipment(shipment: NewShipment): Promise<{ id: number }>
  setFulfilment(orderId: number, state: FulfilmentState): Promise<void>
  /** Queues the buyer's mail about this parcel (sent by the job worker once the transaction commits). */
  queueShippedMail(shipmentId: number): Promise<void>
  /** Records who shipped what (the audit trail, when there is one). */
  recordShipped(event: { orderId: number; orderNumber: string; shipmentId: number; by: number | null; lines: PackedLine[] }): Promise<void>
}

export type ShippingStore = { transaction<T>(run: (tx: ShippingTransaction) => Promise<T>): Promise<T> }

export type ShipRequest = { orderId: number; lines: ParcelLine[]; carrier: string; trackingNumber: string; trackingUrl: string | null; by: number | null }

export type ShipOutcome =
  | { outcome: 'shipped'; shipmentId: number; fulfilment: FulfilmentState; lines: PackedLine[] }
  | { outcome: 'not-found' }
  | { outcome: 'refunded' }
  | ({ outcome: 'refused' } & ParcelProblem)

/** Thrown inside the transaction so that a refused parcel writes nothing, not even its lock. */
class Refused extends Error {
  constructor(readonly answer: Exclude<ShipOutcome, { outcome: 'shipped' }>) {
    super(answer.outcome)
  }
}

/**
 * Ships one parcel of an order's kit: under the order's lock, what is left is read again (refunds
 * and every parcel before this one), the parcel is checked against it, stored, the order's
 * fulfilment moves on and the buyer's mail is queued, all or nothing. Two editors shipping the same
 * units at once: the second waits for the first and is refused what the first took.
 */
export async function shipKit(store: ShippingStore, request: ShipRequest, now: () => Date = () => new Date()): Promise<ShipOutcome> {
  try {
    return await store.transaction(async (tx) => {
      const order = await tx.lockOrder(request.orderId)
      if (!order) throw new Refused({ outcome: 'not-found' })
      if (order.status === 'refunded') throw new Refused({ outcome: 'refunded' })
      const shipments = await tx.shipments(order.id)
      const check = checkParcel({ lines: order.lines, refunded: order.refunded, shipments }, request.lines)
      if (!check.ok) {
        const { ok: _, ...problem } = check
        throw new Refused({ outcome: 'refused', ...problem })
      }
      const { id } = await tx.insertShipment({
        orderId: order.id,
        lines: check.lines,
        carrier: request.carrier,
        trackingNumber: request.trackingNumber,
        trackingUrl: request.trackingUrl,
        shippedAt: now().toISOString(),
        shippedBy: request.by,
      })
      await tx.setFulfilment(order.id, check.fulfilment)
      await tx.queueShippedMail(id)
      await tx.recordShipped({ orderId: order.id, orderNumber: order.number, shipmentId: id, by: request.by, lines: check.lines })
      return { outcome: 'shipped' as const, shipmentId: id, fulfilment: check.fulfilment, lines: check.lines }
    })
  } catch (error) {
    if (error instanceof Refused) return error.answer
    throw error
  }
}
