import type { IncomingHttpHeaders } from 'node:http'
import type { Refusal } from './body-guard'

/**
 * Server actions live in the admin only (its server functions, src/app/(payload)/layout.tsx). A
 * request naming one anywhere else is refused before Next, which answers an action it cannot run
 * with a 500; and in the admin one must come from the site's own pages (an Origin, when sent, is
 * checked by Next, which answers a mismatch with a 500 too).
 */
export function serverActionRefusal(method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders, siteOrigins: readonly string[]): Refusal | null {
  if (headers['next-action'] === undefined) return null
  const { pathname } = new URL(url ?? '/', 'http://site')
  if (method !== 'POST' || !/^\/admin(\/|$)/.test(pathname)) return { status: 404, message: 'Not Found' }
  const origin = headers.origin
  if (origin !== undefined && !siteOrigins.includes(origin)) return { status: 403, message: 'This request did not come from the site.' }
  return null
}
