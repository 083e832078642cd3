/** Payload's own REST and GraphQL routes called in-process, as a browser or a script would over HTTP. */
import { NextRequest } from 'next/server'
import * as graphql from '@/app/(payload)/api/graphql/route'
import * as rest from '@/app/(payload)/api/[...slug]/route'

export type ApiAnswer = { status: number; body: any }

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
type Options = { headers?: Record<string, string>; body?: unknown; rawBody?: BodyInit }

export async function restCall(method: Method, path: string, { headers = {}, body, rawBody }: Options = {}): Promise<ApiAnswer> {
  const url = new URL(path, 'http://localhost:3000')
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const init: RequestInit & { duplex?: 'half' } = { method, headers: { accept: 'application/json', ...headers } }
  if (rawBody !== undefined) {
    init.body = rawBody
    init.duplex = 'half'
  } else if (body !== undefined) {
    init.body = JSON.stringify(body)
    ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
  }
  const response = await (rest[method] as (request: NextRequest, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>)(
    new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]),
    { params: Promise.resolve({ slug }) },
  )
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON (a file, an empty answer)
  }
  return { status: response.status, body: parsed }
}

export async function graphqlCall(query: string, { headers = {}, variables }: { headers?: Record<string, string>; variables?: Record<string, unknown> } = {}): Promise<ApiAnswer> {
  const request = new NextRequest(new URL('/api/graphql', 'http://localhost:3000'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  })
  const response = await graphql.POST(request)
  return { status: response.status, body: await response.json().catch(() => null) }
}

/** The worst status a GraphQL answer reports: its HTTP status, or a status an error carries. */
export function graphqlStatus(answer: ApiAnswer): number {
  const statuses = ((answer.body?.errors ?? []) as { extensions?: { statusCode?: number } }[]).map((e) => e.extensions?.statusCode ?? 400)
  return Math.max(answer.status, ...statuses)
}
