import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { isTrackingUrl, parcelProblemText } from '../../commerce/fulfilment/fulfilment'
import { shipKit } from '../../commerce/fulfilment/ship'
import { jobs, queueJob } from '../../server/jobs/catalogue'
import { packingListHeader } from '../../commerce/fulfilment/packing-list'
import { STAFF_COLLECTION } from '../access'
import { editorsOrderEndpoint } from './order-endpoint'
import { csvExportEndpoint } from './csv-export'
import { ORDER_SEARCH_FIELDS } from './orders-export'

const parcel = z.strictObject({
  lines: z
    .array(z.strictObject({ lineId: z.number().int().positive(), qty: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(200),
  carrier: z.string().trim().min(1).max(60),
  trackingNumber: z.string().trim().min(1).max(100),
  trackingUrl: z
    .string()
    .trim()
    .max(500)
    .refine((url) => url === '' || isTrackingUrl(url))
    .nullish(),
})

/** What was wrong with a parcel's request, for the editor (the admin is in English). */
function bodyProblem(error: z.ZodError): string {
  const field = error.issues[0]?.path[0]
  if (field === 'lines') return 'Send lines as [{ lineId, qty }]: at least one line, each with a quantity of at least 1.'
  if (field === 'carrier') return 'Enter the carrier (at most 60 characters).'
  if (field === 'trackingNumber') return 'Enter the tracking number (at most 100 characters).'
  if (field === 'trackingUrl') return 'The tracking link must be an https:// address (at most 500 characters), or left out.'
  return 'Send { lines: [{ lineId, qty }], carrier, trackingNumber, trackingUrl? } and nothing else.'
}

const editorOf = (req: PayloadRequest) => (req.user?.collection === STAFF_COLLECTION ? Number(req.user.id) : null)

/**
 * POST /api/orders/:id/ship `{ lines: [{ lineId, qty }], carrier, trackingNumber, trackingUrl? }`:
 * an editor ships a parcel of the order's kit (src/commerce/fulfilment/ship.ts). 201 with the
 * parcel and the order's fulfilment; 400 for a parcel that is not kit or holds more than is left
 * (refunds and earlier parcels counted, under the order's lock); 409 for a refunded order.
 */
export const shipOrder = editorsOrderEndpoint('/:id/ship', 'post', async (req, id) => {
  const body = parcel.safeParse(await req.json?.().catch(() => null))
  if (!body.success) return Response.json({ error: bodyProblem(body.error) }, { status: 400 })
  // Loaded on use: the admin's config stays light when it loads.
  const { payloadShippingStore } = await import('../../server/stores/shipment-store')
  // The buyer's mail is queued in the parcel's transaction: it exists exactly when the parcel does.
  const store = payloadShippingStore(req, (queue, shipmentId) => queueJob(queue, jobs.kitShipped, { shipmentId }, `${jobs.kitShipped.name}:${shipmentId}`))
  const { lines, carrier, trackingNumber, trackingUrl } = body.data
  const outcome = await shipKit(store, { orderId: id, lines, carrier, trackingNumber, trackingUrl: trackingUrl || null, by: editorOf(req) })
  switch (outcome.outcome) {
    case 'not-found':
      return Response.json({ error: 'Not found' }, { status: 404 })
    case 'refunded':
      return Response.json({ error: 'This order was refunded in full: there is nothing to ship.' }, { status: 409 })
    case 'refused':
      return Response.json({ error: parcelProblemText(outcome), problem: outcome.problem }, { status: 400 })
    case 'shipped':
      return Response.json({ shipmentId: outcome.shipmentId, fulfilment: outcome.fulfilment, lines: outcome.lines }, { status: 201 })
  }
})

/** GET /api/orders/:id/shipping: the order's kit, what is left of each line, and its parcels (the Ship kit form). */
export const orderShipping = editorsOrderEndpoint('/:id/shipping', 'get', async (req, id) => {
  const { orderFulfilment } = await import('../../server/stores/shipment-store')
  const found = await orderFulfilment(req.payload, id)
  if (!found) return Response.json({ error: 'Not found' }, { status: 404 })
  return Response.json(found, { headers: { 'Cache-Control': 'no-store' } })
})

/**
 * GET /api/orders/packing-list: one row per kit line left to ship, of the orders to pack (to ship
 * or partly shipped) among those the admin list shows, oldest first.
 */
export const packingList = csvExportEndpoint({
  collection: 'orders',
  path: '/packing-list',
  searchFields: ORDER_SEARCH_FIELDS,
  scope: { fulfilment: { in: ['to-ship', 'partly-shipped'] } },
  sort: 'createdAt',
  header: packingListHeader(),
  name: 'packing-list',
  rows: async (docs, req) => {
    const { packingListRowsOf } = await import('../../server/stores/shipment-store')
    return packingListRowsOf(req.payload, docs)
  },
})
