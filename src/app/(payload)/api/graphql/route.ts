import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { gateGraphQLRequest } from '@/cms/graphql/gate'
import { withBoundedBody } from '@/lib/http/bounded-handler'

const graphql = GRAPHQL_POST(config)

/** Payload's GraphQL behind the body bounds and the gate (src/cms/graphql): public content queries only. */
export const POST = withBoundedBody(
  async (request: Request) => {
    const text = await request.text()
    const gate = gateGraphQLRequest(request.headers.get('content-type'), text)
    if (!gate.ok) return Response.json({ errors: [{ message: gate.message, extensions: { statusCode: gate.status } }] }, { status: gate.status })
    return graphql(new Request(request.url, { method: 'POST', headers: request.headers, body: text, signal: request.signal }))
  },
  { maxJsonDepth: 16 },
)

export const OPTIONS = REST_OPTIONS(config)
