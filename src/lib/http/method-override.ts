import { BodyTooLargeError, readBoundedBody } from './body-limits'

type Handler<Rest extends unknown[]> = (request: Request, ...rest: Rest) => Promise<Response>

/** No more than a GET's request line may carry (the HTTP server's header limit): the admin sends a page of ids and a few options. */
export const OVERRIDE_QUERY_LIMIT = 16 * 1024

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * Payload's admin asks for documents with a POST whose body is the query string (`X-Payload-HTTP-
 * Method-Override: GET`, `application/x-www-form-urlencoded`): its relationship pickers do, so that
 * long lists of ids fit. Such a request is turned into the GET it stands for here, and handed to
 * `get`, so that it passes every guard a GET passes (where-clause shapes, object-member names,
 * bounds) instead of being refused as a body of the wrong type (the pickers answered 415).
 */
export function withMethodOverride<Rest extends unknown[]>(post: Handler<Rest>, get: Handler<Rest>): Handler<Rest> {
  return async (request, ...rest) => {
    const overrides = [request.headers.get('x-payload-http-method-override'), request.headers.get('x-http-method-override')].filter((value) => value !== null)
    if (overrides.length === 0) return post(request, ...rest)
    // Payload reads either header, and copies a JSON body's locale into the URL unescaped (past
    // every guard): only the form-encoded GET the admin sends is taken.
    const type = (request.headers.get('content-type') ?? '').toLowerCase()
    if (!overrides.every((value) => value.trim().toUpperCase() === 'GET') || !type.startsWith('application/x-www-form-urlencoded')) {
      return refuse(400, 'A method override stands for a GET, with its query as a form-encoded body.')
    }
    let query: string
    try {
      query = new TextDecoder().decode(await readBoundedBody(request, OVERRIDE_QUERY_LIMIT))
    } catch (error) {
      return error instanceof BodyTooLargeError ? refuse(413, 'The query is too large.') : refuse(400, 'The request body could not be read.')
    }
    const url = new URL(request.url)
    const own = url.search.slice(1)
    url.search = [own, query].filter(Boolean).join('&')
    const headers = new Headers(request.headers)
    for (const name of ['content-type', 'content-length', 'transfer-encoding', 'x-payload-http-method-override', 'x-http-method-override']) headers.delete(name)
    return get(new Request(url, { method: 'GET', headers, signal: request.signal }), ...rest)
  }
}
