import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withBoundedBody } from '@/lib/http/bounded-handler'
import { withoutPrototypeNames } from '@/lib/http/prototype-names'

// Rich text (Lexical) nests deeper than any site-API body; 64 levels is still far from a stack's end.
const bounds = { maxJsonDepth: 64 }

export const GET = withoutPrototypeNames(withBoundedBody(REST_GET(config), bounds))
export const POST = withoutPrototypeNames(withBoundedBody(REST_POST(config), bounds))
export const DELETE = withoutPrototypeNames(withBoundedBody(REST_DELETE(config), bounds))
export const PATCH = withoutPrototypeNames(withBoundedBody(REST_PATCH(config), bounds))
export const PUT = withoutPrototypeNames(withBoundedBody(REST_PUT(config), bounds))
export const OPTIONS = withoutPrototypeNames(REST_OPTIONS(config))
