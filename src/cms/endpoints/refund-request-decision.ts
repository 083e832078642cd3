import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { type DecisionResult, REQUEST_TEXT_MAX } from '../../entries/booking/refund-request'
import { editorsDocumentEndpoint } from './order-endpoint'

const reply = z.string().trim().max(REQUEST_TEXT_MAX).optional()
const decisionBody = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve'), amount: z.number().int().min(0).max(1_000_000_000).optional(), reply }),
  z.strictObject({ decision: z.literal('decline'), reply }),
])

// Loaded on use: the admin's config stays light when it loads; the desk comes over the Payload handed in.
const desk = async (req: PayloadRequest) => (await import('../../server/services')).services(req.payload).refundRequests()

const problems: Record<Extract<DecisionResult, { outcome: 'problem' }>['problem'], [number, string]> = {
  'not-found': [404, 'Not found'],
  decided: [409, 'This request has been decided already. Reload to see the decision.'],
  cancelled: [409, 'The entry is cancelled already: decline the request.'],
  'no-line': [409, 'The entry has nothing left on its order line to refund: decline the request, or refund its order from the order’s page.'],
  amount: [400, 'Enter an amount from nothing up to what is left of the entry’s order line.'],
  refused: [409, 'The refund could not be made'],
  failed: [502, 'The payment provider refused the refund'],
}

/**
 * POST /api/refund-requests/:id/decide `{ decision: 'approve', amount?, reply? } | { decision: 'decline', reply? }`
 * (amount in the order currency's minor units; without it, what the form suggests): an editor
 * decides a pending request. An approval refunds the entry's line through the order's gateway
 * under the key `refund-request-{id}` and cancels the entry; approving again finishes the same
 * refund. 200 with the request; 409 once it is decided the other way; 502 when the provider
 * refused (the request is pending again); 503 when it did not answer (approve again to finish).
 */
export const decideRefundRequest = editorsDocumentEndpoint('/:id/decide', 'post', async (req, id) => {
  const body = decisionBody.safeParse(await req.json?.().catch(() => null))
  if (!body.success) return Response.json({ error: 'Send { decision: "approve", amount?, reply? } or { decision: "decline", reply? }, the amount in minor units.' }, { status: 400 })
  const result = await (await desk(req)).decide({ requestId: id, ...body.data, editor: String(req.user?.email ?? 'editor') })
  if (result.outcome === 'problem') {
    const [status, error] = problems[result.problem]
    return Response.json({ error: result.message ? `${error}: ${result.message}${result.problem === 'failed' ? ' The request is pending again.' : ''}` : error }, { status })
  }
  const answer = { id: result.request.id, status: result.request.status, amount: result.request.amount, currency: result.request.currency }
  if (result.outcome === 'approved' && result.refund === 'pending') {
    return Response.json({ ...answer, error: 'The payment provider did not answer. The approval is kept: approve again to finish the refund.' }, { status: 503 })
  }
  // Approved twice at once: the other approval is making the one refund.
  return Response.json(answer, { status: result.outcome === 'approved' && result.refund === 'in-progress' ? 202 : 200 })
})

/** GET /api/refund-requests/:id/decision: what the decision form shows (the line's money left, the policy's part now, the amount suggested). */
export const refundRequestDecision = editorsDocumentEndpoint('/:id/decision', 'get', async (req, id) => {
  const form = await (await desk(req)).decisionForm(id)
  if (!form) return Response.json({ error: 'Not found' }, { status: 404 })
  return Response.json(form, { headers: { 'Cache-Control': 'no-store' } })
})
