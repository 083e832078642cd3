import type { Endpoint } from 'payload'
import { z } from 'zod'
import { rowIdOf } from '../../lib/ids'
import { hasRole } from '../access'

const seen = z.strictObject({ distanceMeters: z.number().int().min(0), durationSeconds: z.number().int().min(0) }).optional()
const decision = z.union([
  z.strictObject({ decision: z.literal('approve'), note: z.string().trim().max(500).optional(), seen }),
  z.strictObject({ decision: z.literal('reject'), note: z.string().trim().min(1).max(500), seen }),
])

/**
 * POST /api/activities/:id/review: an editor approves a held run (it counts, and may finish the
 * race) or rejects it with a note for the entrant. 409 when the run is not held any more, or when
 * its runner changed it after the editor opened it (the figures the editor saw, `seen`, differ).
 */
export const runReview: Endpoint = {
  path: '/:id/review',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req, 'admin', 'editor')) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const id = rowIdOf(String(req.routeParams?.id ?? ''))
    if (id === null) return Response.json({ error: 'Not found' }, { status: 404 })
    const body = decision.safeParse(await req.json?.().catch(() => null))
    if (!body.success) return Response.json({ error: 'Choose approve, or reject with a note of at most 500 characters.' }, { status: 400 })
    // Loaded on use: the admin's config stays light when it loads; the services come over the Payload handed in.
    const { services } = await import('../../server/services')
    const outcome = await services(req.payload)
      .races()
      .review(id, body.data.decision, body.data.note || null, body.data.seen)
    if (outcome === 'not-held') return Response.json({ error: 'This run is not held for review any more.' }, { status: 409 })
    if (outcome === 'changed') return Response.json({ error: 'The runner changed this run after you opened it. Reload to review what it says now.' }, { status: 409 })
    return Response.json({ ok: true })
  },
}
