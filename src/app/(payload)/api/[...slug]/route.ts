import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withBoundedBody } from '@/lib/http/bounded-handler'
import { withMethodOverride } from '@/lib/http/method-override'
import { withoutPrototypeNames } from '@/lib/http/prototype-names'
import { withPlainQueries } from '@/lib/http/rest-query-shape'

/** Refusals before Payload: names every object answers to, where clauses of the wrong shape, bodies out of bounds. */
const guarded = <Rest extends unknown[]>(handler: (request: Request, ...rest: Rest) => Promise<Response>) => withoutPrototypeNames(withPlainQueries(handler))

// Rich text (Lexical) nests deeper than any site-API body; 64 levels is still far from a stack's end.
const bounds = { maxJsonDepth: 64 }

export const GET = guarded(withBoundedBody(REST_GET(config), bounds))
// The admin's relationship pickers query with a POST standing for a GET: it is served as that GET.
export const POST = withMethodOverride(guarded(withBoundedBody(REST_POST(config), bounds)), GET)
export const DELETE = guarded(withBoundedBody(REST_DELETE(config), bounds))
export const PATCH = guarded(withBoundedBody(REST_PATCH(config), bounds))
export const PUT = guarded(withBoundedBody(REST_PUT(config), bounds))
export const OPTIONS = withoutPrototypeNames(REST_OPTIONS(config))
