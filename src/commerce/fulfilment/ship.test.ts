import { describe, expect, it } from 'vitest'
import { gbp } from '../cart/fixtures.test-support'
import type { OrderLine } from '../orders/complete-order'
import type { FulfilmentState, ShippedParcel } from './fulfilment'
import { type NewShipment, type OrderToShip, shipKit, type ShippingStore } from './ship'

const line = (id: number, qty: number, kind: OrderLine['kind'] = 'merch'): OrderLine => ({
  id,
  purchasableId: id,
  qty,
  options: {},
  sku: `SKU-${id}`,
  description: `Line ${id}`,
  kind,
  unitPrice: gbp(1000),
  subtotal: gbp(1000 * qty),
  discount: gbp(0),
  total: gbp(1000 * qty),
  tax: gbp(0),
  snapshot: null,
})

/** One order in memory; transactions run one at a time (the order's lock) and roll back on a throw. */
function memoryShipping(order: OrderToShip & { fulfilment: FulfilmentState }) {
  const state = { order, shipments: [] as (NewShipment & { id: number })[], mails: [] as number[], audit: [] as number[] }
  let tail: Promise<unknown> = Promise.resolve()
  const store: ShippingStore = {
    transaction(run) {
      const result = tail.then(async () => {
        const draft = structuredClone(state)
        const answer = await run({
          async lockOrder(id) {
            return id === draft.order.id ? draft.order : null
          },
          async shipments(id) {
            return draft.shipments.filter((s) => s.orderId === id).map((s): ShippedParcel => ({ lines: s.lines }))
          },
          async insertShipment(shipment) {
            const id = draft.shipments.length + 1
            draft.shipments.push({ ...shipment, id })
            return { id }
          },
          async setFulfilment(_, fulfilment) {
            draft.order.fulfilment = fulfilment
          },
          async queueShippedMail(id) {
            draft.mails.push(id)
          },
          async recordShipped({ shipmentId }) {
            draft.audit.push(shipmentId)
          },
        })
        Object.assign(state, draft)
        return answer
      })
      tail = result.catch(() => undefined)
      return result
    },
  }
  return { store, state }
}

const order = () => ({ id: 7, number: 'MP-7', status: 'paid', lines: [line(1, 3), line(2, 1), line(3, 1, 'entry')], refunded: [{ lineId: 2, qty: 1, amount: 1000 }], fulfilment: 'to-ship' as const })
const request = { orderId: 7, carrier: 'DPD', trackingNumber: 'T1', trackingUrl: null, by: 1 }
const at = () => new Date('2026-11-27T10:00:00Z')

describe('shipping a parcel', () => {
  it('stores the parcel, moves the fulfilment on and queues the mail, in one go', async () => {
    const { store, state } = memoryShipping(order())
    expect(await shipKit(store, { ...request, lines: [{ lineId: 1, qty: 2 }] }, at)).toEqual({
      outcome: 'shipped',
      shipmentId: 1,
      fulfilment: 'partly-shipped',
      lines: [{ lineId: 1, qty: 2, description: 'Line 1' }],
    })
    expect(state.shipments[0]).toMatchObject({ orderId: 7, carrier: 'DPD', trackingNumber: 'T1', shippedAt: '2026-11-27T10:00:00.000Z', shippedBy: 1 })
    expect(state.order.fulfilment).toBe('partly-shipped')
    expect(state.mails).toEqual([1])
    expect(state.audit).toEqual([1])
    expect(await shipKit(store, { ...request, lines: [{ lineId: 1, qty: 1 }] }, at)).toMatchObject({ outcome: 'shipped', fulfilment: 'shipped' })
    expect(state.order.fulfilment).toBe('shipped')
  })

  it('refuses what is not left (refunds counted) and writes nothing then', async () => {
    const { store, state } = memoryShipping(order())
    expect(await shipKit(store, { ...request, lines: [{ lineId: 2, qty: 1 }] })).toEqual({ outcome: 'refused', problem: 'over-left', lineId: 2, left: 0 })
    expect(await shipKit(store, { ...request, lines: [{ lineId: 3, qty: 1 }] })).toEqual({ outcome: 'refused', problem: 'not-kit', lineId: 3 })
    expect(await shipKit(store, { ...request, lines: [{ lineId: 1, qty: 4 }] })).toEqual({ outcome: 'refused', problem: 'over-left', lineId: 1, left: 3 })
    expect(state.shipments).toEqual([])
    expect(state.mails).toEqual([])
    expect(state.order.fulfilment).toBe('to-ship')
  })

  it('answers an unknown order and a refunded one', async () => {
    const { store } = memoryShipping({ ...order(), status: 'refunded' })
    expect(await shipKit(store, { ...request, orderId: 8, lines: [{ lineId: 1, qty: 1 }] })).toEqual({ outcome: 'not-found' })
    expect(await shipKit(store, { ...request, lines: [{ lineId: 1, qty: 1 }] })).toEqual({ outcome: 'refunded' })
  })

  it('of parallel parcels for the same units, ships only what is left', async () => {
    const { store, state } = memoryShipping(order())
    const answers = await Promise.all(Array.from({ length: 5 }, () => shipKit(store, { ...request, lines: [{ lineId: 1, qty: 2 }] })))
    expect(answers.filter((a) => a.outcome === 'shipped')).toHaveLength(1)
    expect(answers.filter((a) => a.outcome === 'refused')).toHaveLength(4)
    expect(state.shipments.reduce((n, s) => n + s.lines.reduce((m, l) => m + l.qty, 0), 0)).toBe(2)
  })
})
