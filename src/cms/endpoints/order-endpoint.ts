import type { Endpoint, PayloadRequest } from 'payload'
import { rowIdOf } from '../../lib/ids'
import { hasRole } from '../access'

/**
 * An editors' endpoint on one document (`/api/orders/:id/…`, `/api/refund-requests/:id/…`): anyone
 * else is refused (403) and an id that is not one of ours is not found (404) before `handle` runs
 * with the document's id.
 */
export function editorsDocumentEndpoint(path: `/:id/${string}`, method: 'get' | 'post', handle: (req: PayloadRequest, id: number) => Promise<Response>): Endpoint {
  return {
    path,
    method,
    handler: async (req) => {
      if (!hasRole(req, 'admin', 'editor')) return Response.json({ error: 'Forbidden' }, { status: 403 })
      const id = rowIdOf(String(req.routeParams?.id ?? ''))
      if (id === null) return Response.json({ error: 'Not found' }, { status: 404 })
      return handle(req, id)
    },
  }
}

/** An editors' endpoint on one order. */
export const editorsOrderEndpoint = editorsDocumentEndpoint
