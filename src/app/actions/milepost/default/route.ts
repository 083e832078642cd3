import { env } from '@/lib/env'
import { siteAction } from '@/server/http/site-action'
import { csrfTokenFor } from '@/lib/security/csrf'

export const dynamic = 'force-dynamic'

/** The CSRF token bound to the visitor's session cookie (set here when missing). */
export const GET = siteAction({}, async ({ sessionId }) => ({ csrf: csrfTokenFor(sessionId, env.PAYLOAD_SECRET) }))
