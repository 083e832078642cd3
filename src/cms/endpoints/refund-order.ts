import { z } from 'zod'
import { RefundRefused, type RefundRequest, refundable } from '../../commerce/refunds/refund-plan'
import { editorsOrderEndpoint } from './order-endpoint'

const minorUnits = z.number().int().min(0).max(1_000_000_000)

const refundBody = z.strictObject({
  /** The form's own key: the same request sent twice is one refund. */
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/),
  whole: z.literal(true).optional(),
  lines: z
    .array(z.strictObject({ lineId: z.number().int().positive(), qty: z.number().int().min(0).max(10_000), amount: minorUnits.optional() }))
    .max(200)
    .optional(),
  shipping: minorUnits.optional(),
  reason: z.string().trim().max(1000).optional(),
})

const requestOf = (body: z.infer<typeof refundBody>): RefundRequest | null =>
  body.whole ? (body.lines?.length || body.shipping ? null : { kind: 'whole' }) : { kind: 'lines', lines: body.lines ?? [], shipping: body.shipping }

/**
 * POST /api/orders/:id/refund `{ key, whole: true } | { key, lines: [{ lineId, qty, amount? }], shipping?, reason? }`
 * (amounts in the order currency's minor units): an editor gives money back through the order's
 * payment provider (src/commerce/refunds). 201 with the refund; the same key again answers the
 * same refund (200); 400 for a refund the order does not allow; 502 when the provider refused;
 * 503 when it did not answer (the refund stays pending, and the same key asks again).
 */
export const refundOrderEndpoint = editorsOrderEndpoint('/:id/refund', 'post', async (req, id) => {
  const body = refundBody.safeParse(await req.json?.().catch(() => null))
  const request = body.success ? requestOf(body.data) : null
  if (!body.success || !request) {
    return Response.json({ error: 'Send { key, whole: true } or { key, lines: [{ lineId, qty, amount? }], shipping?, reason? }, amounts in minor units.' }, { status: 400 })
  }
  // Loaded on use: the admin's config stays light when it loads.
  const [{ refundOrder }, { services }] = await Promise.all([import('../../commerce/refunds/refund-order'), import('../../server/services')])
  const editor = { kind: 'editor' as const, label: String(req.user?.email ?? 'editor') }
  try {
    const refunds = await services(req.payload).payments.refunds()
    if (!(await refunds.store.order(id))) return Response.json({ error: 'Not found' }, { status: 404 })
    const before = await refunds.store.byKey(body.data.key)
    const refund = await refundOrder(refunds, id, body.data.key, request, editor, body.data.reason ?? null)
    const answer = { id: refund.id, state: refund.state, amount: refund.amount, lines: refund.lines, shipping: refund.shipping, message: refund.message }
    if (refund.state === 'failed') return Response.json({ ...answer, error: `The payment provider refused the refund: ${refund.message ?? 'no reason given'}` }, { status: 502 })
    return Response.json(answer, { status: before ? 200 : 201 })
  } catch (error) {
    if (error instanceof RefundRefused) return Response.json({ error: error.message }, { status: 400 })
    // The provider did not answer: the refund is kept pending, and the same request (its key) asks again.
    console.error(`[refunds] order ${id}: the provider did not answer`, error)
    return Response.json({ error: 'The payment provider did not answer. The refund is kept: send the same refund again to finish it.' }, { status: 503 })
  }
})

/** GET /api/orders/:id/refundable: what is left to give back, line by line (the Refund form). */
export const orderRefundable = editorsOrderEndpoint('/:id/refundable', 'get', async (req, id) => {
  const { payloadRefundStore } = await import('../../server/stores/refund-store')
  const order = await payloadRefundStore(req.payload).order(id)
  if (!order) return Response.json({ error: 'Not found' }, { status: 404 })
  return Response.json({ status: order.status, ...refundable(order) }, { headers: { 'Cache-Control': 'no-store' } })
})
