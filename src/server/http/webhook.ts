import 'server-only'
import type { NextRequest } from 'next/server'
import { json } from './site-action'

/** Provider events are larger than the site's own requests, but still bounded. */
const MAX_WEBHOOK_BYTES = 512 * 1024

import type { WebhookAnswer } from '../../commerce/payments/webhooks'

/**
 * Wraps a provider webhook: no CSRF (the provider signs instead), the raw body handed over as text
 * (signatures are over the exact bytes), a bounded size, and a plain 500 on a fault of ours so the
 * provider delivers again later.
 */
export function webhookAction(handler: (request: NextRequest, rawBody: string) => Promise<WebhookAnswer | null>) {
  return async function route(request: NextRequest): Promise<Response> {
    try {
      if (Number(request.headers.get('content-length') ?? 0) > MAX_WEBHOOK_BYTES) return json({ error: 'Request too large' }, 413)
      const rawBody = await request.text()
      if (Buffer.byteLength(rawBody) > MAX_WEBHOOK_BYTES) return json({ error: 'Request too large' }, 413)
      const answer = await handler(request, rawBody)
      return answer ? json(answer.body, answer.status) : json({ error: 'Not found' }, 404)
    } catch (error) {
      console.error(`[webhooks] ${request.nextUrl.pathname} failed`, error)
      return json({ error: 'A server error occurred.' }, 500)
    }
  }
}
