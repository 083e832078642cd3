import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { withBoundedBody } from '@/lib/http/bounded-handler'

// Rich text (Lexical) nests deeper than any site-API body; 64 levels is still far from a stack's end.
const bounds = { maxJsonDepth: 64 }

export const GET = withBoundedBody(REST_GET(config), bounds)
export const POST = withBoundedBody(REST_POST(config), bounds)
export const DELETE = withBoundedBody(REST_DELETE(config), bounds)
export const PATCH = withBoundedBody(REST_PATCH(config), bounds)
export const PUT = withBoundedBody(REST_PUT(config), bounds)
export const OPTIONS = REST_OPTIONS(config)
