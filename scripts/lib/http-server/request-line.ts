import { pathNamesAnObjectMember } from '../../../src/lib/http/prototype-names'
import type { Refusal } from './body-guard'

/** What the site answers to; Next's own Request refuses others (TRACE, CONNECT) with a 500. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * A request refused on its request line alone, before Next sees it: an unknown method (405), a
 * target that is not a path, or a path whose percent-escapes do not decode (400: Next answers those with a 500), or a path segment
 * that names a member of every JavaScript object (404: lookups by slug in Payload's REST API and
 * admin would find a function).
 */
export function requestLineRefusal(method: string | undefined, url: string | undefined): Refusal | null {
  if (!method || !METHODS.has(method)) return { status: 405, message: 'This method is not allowed.' }
  // Only a path: `*` (OPTIONS *) fails inside Next, and a full URL (a proxy's form) would be
  // redirected to its host.
  if (!url?.startsWith('/') || url.startsWith('//')) return { status: 400, message: 'The address could not be read.' }
  const { pathname } = new URL(url, 'http://site')
  try {
    decodeURIComponent(pathname)
  } catch {
    return { status: 400, message: 'The address could not be read.' }
  }
  if (pathNamesAnObjectMember(pathname)) return { status: 404, message: 'Not Found' }
  return null
}
