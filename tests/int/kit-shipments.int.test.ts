/**
 * Kit fulfilment (decision 0054): editors ship parcels of an order's kit through
 * POST /api/orders/:id/ship; the order's fulfilment moves on, the buyer is mailed in the order's
 * language, and parallel parcels never ship more than is left.
 */
import config from '@payload-config'
import fs from 'node:fs'
import path from 'node:path'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { runDueJobs } from '@/server/jobs/worker'
import { orderFulfilment, refreshFulfilment } from '@/server/stores/shipment-store'
import { restCall } from '../support/payload-api'

let payload: Payload
let editor: Record<string, string>
let customer: Record<string, string>
const context = { disableRevalidate: true }
let unique = 0

const line = (id: number, qty: number, kind: 'merch' | 'entry' | 'plan', sku: string, description: string) => ({
  id,
  purchasableId: id,
  qty,
  options: {},
  sku,
  description,
  kind,
  unitPrice: 1000,
  subtotal: 1000 * qty,
  discount: 0,
  total: 1000 * qty,
  tax: 0,
  snapshot: null,
})

/** A paid order of 3 hoodies, a cap and an entry (unless told otherwise), in German. */
async function order(lines = [line(1, 3, 'merch', 'HOODIE-M', 'Trail hoodie'), line(2, 1, 'merch', 'CAP', 'Cap'), line(3, 1, 'entry', 'ENTRY', 'Riverside Half')]) {
  const n = ++unique
  const total = lines.reduce((sum, l) => sum + l.total, 0)
  const doc = await payload.create({
    collection: 'orders',
    data: {
      number: `MP-SHIP-${n}`,
      cartNumber: `cart-ship-${n}`.padEnd(32, '0'),
      accessKey: 'k'.repeat(32),
      status: 'paid',
      email: `buyer${n}@example.com`,
      locale: 'de',
      gateway: 'card',
      paymentReference: `pi_ship_${n}`,
      lineItems: lines,
      itemSubtotal: total,
      totalDiscount: 0,
      totalShippingCost: 0,
      totalTax: 0,
      totalPrice: total,
      shippingAddress: { firstName: 'Lena', lastName: 'Berg', addressLine1: 'Hauptstraße 1', city: 'Berlin', postcode: '10115', countryCode: 'DE' },
    } as never,
    context,
  })
  return { id: Number(doc.id), number: doc.number, email: doc.email }
}

const ship = (orderId: number, body: unknown, headers: Record<string, string> = editor) => restCall('POST', `/api/orders/${orderId}/ship`, { headers, body })
const parcel = (lines: { lineId: number; qty: number }[], more: Record<string, unknown> = {}) => ({ lines, carrier: 'DHL', trackingNumber: `JD${++unique}`, ...more })
const fulfilmentOf = async (id: number) => (await payload.findByID({ collection: 'orders', id, depth: 0 })).fulfilment
const parcelsOf = async (id: number) => (await payload.find({ collection: 'order-shipments', where: { order: { equals: id } }, depth: 0, limit: 100 })).docs
const mailsTo = (email: string) => {
  const dir = path.join(env.DATA_DIR, 'outbox')
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
        .filter((m) => m.includes(`To: ${email}`))
    : []
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await payload.create({ collection: 'users', data: { email: 'ship-editor@milepost.test', password: 'editor-password-1', roles: ['editor'] }, context })
  editor = { authorization: `JWT ${(await payload.login({ collection: 'users', data: { email: 'ship-editor@milepost.test', password: 'editor-password-1' } })).token}` }
  await payload.create({
    collection: 'customers',
    data: { email: 'ship-runner@example.com', password: 'runner-password-1', firstName: 'Ann', lastName: 'Runner', _verified: true },
    disableVerificationEmail: true,
    context,
  })
  customer = { authorization: `JWT ${(await payload.login({ collection: 'customers', data: { email: 'ship-runner@example.com', password: 'runner-password-1' } })).token}` }
})

describe('shipping an order’s kit', () => {
  it('starts an order with kit as to ship, and one without as nothing to ship', async () => {
    expect(await fulfilmentOf((await order()).id)).toBe('to-ship')
    expect(await fulfilmentOf((await order([line(1, 1, 'plan', 'PLAN', 'Faster 10K')])).id)).toBe('nothing-to-ship')
  })

  it('ships part of the kit, moves the order to partly shipped and mails the buyer in the order’s language', async () => {
    const o = await order()
    const answer = await ship(o.id, parcel([{ lineId: 1, qty: 2 }], { trackingUrl: 'https://www.dhl.de/track?n=JD1' }))
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ fulfilment: 'partly-shipped', lines: [{ lineId: 1, qty: 2, description: 'Trail hoodie' }] })
    expect(await fulfilmentOf(o.id)).toBe('partly-shipped')
    const [stored] = await parcelsOf(o.id)
    expect(stored).toMatchObject({ carrier: 'DHL', trackingUrl: 'https://www.dhl.de/track?n=JD1', lines: [{ lineId: 1, qty: 2, description: 'Trail hoodie' }] })

    const queued = await payload.find({ collection: 'jobs', where: { key: { equals: `mail-kit-shipped:${answer.body.shipmentId}` } }, depth: 0 })
    expect(queued.totalDocs).toBe(1)
    await runDueJobs(payload)
    const mail = mailsTo(o.email).join('\n')
    expect(mail).toContain(`Ein Paket aus deiner Bestellung ${o.number} hat uns verlassen.`)
    expect(mail).toContain('2 =C3=97 Trail hoodie')
    expect(mail).toContain('https://www.dhl.de/track?n=3DJD1')
    expect(mail).toContain(`/de/order?number=3D${o.number}`)

    const shipping = await orderFulfilment(payload, o.id)
    expect(shipping?.kit.map((k) => [k.lineId, k.left])).toEqual([
      [1, 1],
      [2, 1],
    ])
    expect(shipping?.parcels).toHaveLength(1)
  })

  it('refuses more than is left, lines that are not kit and malformed parcels (400), and writes nothing', async () => {
    const o = await order()
    expect((await ship(o.id, parcel([{ lineId: 1, qty: 3 }]))).status).toBe(201)
    const over = await ship(o.id, parcel([{ lineId: 1, qty: 1 }]))
    expect(over.status).toBe(400)
    expect(over.body.error).toBe('Nothing of line 1 is left to ship.')
    const tooMany = await ship(o.id, parcel([{ lineId: 2, qty: 2 }]))
    expect(tooMany).toMatchObject({ status: 400, body: { error: 'Only 1 of line 2 is left to ship.' } })
    expect((await ship(o.id, parcel([{ lineId: 3, qty: 1 }]))).status).toBe(400)
    expect((await ship(o.id, parcel([{ lineId: 99, qty: 1 }]))).status).toBe(400)
    expect((await ship(o.id, parcel([]))).status).toBe(400)
    expect((await ship(o.id, parcel([{ lineId: 2, qty: 0 }]))).status).toBe(400)
    expect((await ship(o.id, parcel([{ lineId: 2, qty: 1 }], { trackingUrl: 'http://plain.example/x' }))).status).toBe(400)
    expect((await ship(o.id, parcel([{ lineId: 2, qty: 1 }], { carrier: '' }))).status).toBe(400)
    expect((await ship(o.id, { ...parcel([{ lineId: 2, qty: 1 }]), extra: true })).status).toBe(400)
    expect((await ship(o.id, 'not json')).status).toBe(400)
    expect(await parcelsOf(o.id)).toHaveLength(1)
    expect(await fulfilmentOf(o.id)).toBe('partly-shipped')

    expect((await ship(o.id, parcel([{ lineId: 2, qty: 1 }]))).body.fulfilment).toBe('shipped')
    expect(await fulfilmentOf(o.id)).toBe('shipped')
    expect((await ship(999_999, parcel([{ lineId: 1, qty: 1 }]))).status).toBe(404)
  })

  it('is for editors only', async () => {
    const o = await order()
    for (const who of [{}, customer]) {
      expect((await ship(o.id, parcel([{ lineId: 1, qty: 1 }]), who)).status).toBe(403)
      expect((await restCall('GET', `/api/orders/${o.id}/shipping`, { headers: who })).status).toBe(403)
      expect((await restCall('GET', '/api/orders/packing-list', { headers: who })).status).toBe(403)
    }
    expect(await parcelsOf(o.id)).toHaveLength(0)
    expect(await fulfilmentOf(o.id)).toBe('to-ship')
    // Nobody writes parcels through REST: only the endpoint does.
    expect((await restCall('POST', '/api/order-shipments', { headers: editor, body: { order: o.id, lines: [], carrier: 'X', trackingNumber: 'Y', shippedAt: new Date().toISOString() } })).status).toBe(
      403,
    )
  })

  it('never ships more than is left when editors ship the same kit at once', async () => {
    const o = await order([line(1, 3, 'merch', 'SOCKS', 'Socks'), line(2, 2, 'merch', 'CAP', 'Cap')])
    const answers = await Promise.all(Array.from({ length: 8 }, () => ship(o.id, parcel([{ lineId: 1, qty: 1 }]))))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3)
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5)
    const pairs = await Promise.all(Array.from({ length: 5 }, () => ship(o.id, parcel([{ lineId: 2, qty: 2 }]))))
    expect(pairs.filter((a) => a.status === 201)).toHaveLength(1)
    const shipped = (await parcelsOf(o.id)).flatMap((p) => p.lines as { lineId: number; qty: number }[])
    expect(shipped.filter((l) => l.lineId === 1).reduce((n, l) => n + l.qty, 0)).toBe(3)
    expect(shipped.filter((l) => l.lineId === 2).reduce((n, l) => n + l.qty, 0)).toBe(2)
    expect(await fulfilmentOf(o.id)).toBe('shipped')
    const keys = (await payload.find({ collection: 'jobs', where: { task: { equals: 'mail-kit-shipped' } }, depth: 0, limit: 500 })).docs.map((j) => j.key)
    for (const p of await parcelsOf(o.id)) expect(keys).toContain(`mail-kit-shipped:${p.id}`)
  })

  it('lists what is left to pack, one row per kit line, in the packing list', async () => {
    const o = await order()
    expect((await ship(o.id, parcel([{ lineId: 1, qty: 1 }]))).status).toBe(201)
    const done = await order([line(1, 1, 'merch', 'DONE', 'Done')])
    expect((await ship(done.id, parcel([{ lineId: 1, qty: 1 }]))).status).toBe(201)
    const csv = await restCall('GET', `/api/orders/packing-list?where[number][in]=${o.number},${done.number}`, { headers: editor })
    expect(csv.status).toBe(200)
    const rows = String(csv.body).trim().split('\r\n')
    expect(rows[0]).toBe(
      'order_number,placed_at,buyer_email,shipping_name,shipping_company,shipping_line1,shipping_line2,shipping_city,shipping_region,shipping_postcode,shipping_country,shipping_phone,sku,description,qty_left',
    )
    expect(rows.slice(1).map((r) => [r.split(',')[0], ...r.split(',').slice(-3)])).toEqual([
      [o.number, 'HOODIE-M', 'Trail hoodie', '2'],
      [o.number, 'CAP', 'Cap', '1'],
    ])
    expect(rows[1]).toContain('Lena Berg,,Hauptstraße 1,,Berlin,,10115,DE')
  })

  it('answers the Ship kit form the kit and the parcels', async () => {
    const o = await order()
    await ship(o.id, parcel([{ lineId: 2, qty: 1 }]))
    const answer = await restCall('GET', `/api/orders/${o.id}/shipping`, { headers: editor })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      fulfilment: 'partly-shipped',
      kit: [
        { lineId: 1, left: 3 },
        { lineId: 2, left: 0, shipped: 1 },
      ],
      parcels: [{ carrier: 'DHL' }],
    })
  })

  it('sets an order’s fulfilment again from its lines and parcels (after a refund)', async () => {
    const o = await order()
    await ship(o.id, parcel([{ lineId: 2, qty: 1 }]))
    await payload.update({ collection: 'orders', id: o.id, data: { fulfilment: 'shipped' }, context })
    expect(await refreshFulfilment(payload, o.id)).toBe('partly-shipped')
    expect(await fulfilmentOf(o.id)).toBe('partly-shipped')
    expect(await refreshFulfilment(payload, 999_999)).toBeNull()
  })
})
